import type { Clock } from '../../application/ports/clock.port';

/** The parts of a window that tell whether, and when, the page first painted (Paint Timing). */
export interface PaintTimingWindow {
  readonly performance: Pick<Performance, 'getEntriesByType'>;
  readonly PerformanceObserver?: typeof PerformanceObserver;
}

/**
 * How long a page may go without a paint report before work waiting for it goes ahead anyway: a
 * browser without Paint Timing, or a tab opened in the background, which paints only once shown.
 */
export const FIRST_PAINT_LIMIT_MS = 500;

/**
 * Settles once the browser has painted the page for the first time: at once when it already has,
 * else when the paint is reported, and after FIRST_PAINT_LIMIT_MS at the latest. Work started
 * after it leaves the first frame to the page (issue 13: a public page's backend chunks, fetched
 * and run right after its first render, held that render off the screen for about 100 ms at 4×).
 */
export function afterFirstPaint(win: PaintTimingWindow, clock: Clock): Promise<void> {
  const Observer = win.PerformanceObserver;
  if (!Observer || win.performance.getEntriesByType('paint').length > 0) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new Observer(() => done());
    const limit = clock.scheduler.schedule(() => done(), FIRST_PAINT_LIMIT_MS);
    function done() {
      observer.disconnect();
      limit.unsubscribe();
      resolve();
    }
    try {
      observer.observe({ type: 'paint' });
    } catch {
      // This browser reports no paints: the limit decides.
    }
  });
}
