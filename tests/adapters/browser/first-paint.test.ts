import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_LIMIT_MS, afterFirstPaint, type PaintTimingWindow } from '../../../src/adapters/browser/first-paint';
import { VirtualClock } from '../../../src/adapters/memory/virtual-clock';

/** A window whose paints the test reports: `paint()` delivers a first paint to every observer. */
function paintingWindow({ paintedAlready = false, observes = true } = {}) {
  const observers = new Set<FakeObserver>();
  let observing = 0;
  class FakeObserver {
    constructor(private readonly callback: () => void) {}
    observe(options: PerformanceObserverInit) {
      if (!observes || options.type !== 'paint') throw new TypeError('unsupported entry type');
      observers.add(this);
      observing += 1;
    }
    disconnect() {
      if (observers.delete(this)) observing -= 1;
    }
    deliver() {
      this.callback();
    }
  }
  const win: PaintTimingWindow = {
    performance: { getEntriesByType: (type: string) => (paintedAlready && type === 'paint' ? [{ name: 'first-paint' }] : []) } as PaintTimingWindow['performance'],
    PerformanceObserver: FakeObserver as unknown as typeof PerformanceObserver,
  };
  return {
    win,
    paint: () => [...observers].forEach((observer) => observer.deliver()),
    get observing() {
      return observing;
    },
  };
}

/** Whether the promise has settled once pending callbacks have run. */
async function settled(promise: Promise<void>, clock: VirtualClock): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await clock.flush();
  return done;
}

describe('afterFirstPaint (issue 13: a public page paints before the backend loads)', () => {
  it('settles at once when the page has already painted', async () => {
    const clock = new VirtualClock();
    const { win, observing } = paintingWindow({ paintedAlready: true });

    expect(await settled(afterFirstPaint(win, clock), clock)).toBe(true);
    expect(observing).toBe(0);
    expect(clock.pending).toBe(0);
  });

  it('waits for the first paint, then stops observing and drops its limit', async () => {
    const clock = new VirtualClock();
    const page = paintingWindow();
    const painted = afterFirstPaint(page.win, clock);

    await clock.advanceBy(FIRST_PAINT_LIMIT_MS / 2);
    expect(await settled(painted, clock)).toBe(false);
    page.paint();

    expect(await settled(painted, clock)).toBe(true);
    expect(page.observing).toBe(0);
    expect(clock.pending).toBe(0);
  });

  it(`goes ahead after ${FIRST_PAINT_LIMIT_MS} ms without a paint (a tab in the background), not a moment before`, async () => {
    const clock = new VirtualClock();
    const page = paintingWindow();
    const painted = afterFirstPaint(page.win, clock);

    await clock.advanceBy(FIRST_PAINT_LIMIT_MS - 1);
    expect(await settled(painted, clock)).toBe(false);
    await clock.advanceBy(1);

    expect(await settled(painted, clock)).toBe(true);
    expect(page.observing).toBe(0);
  });

  it('leaves the decision to the limit in a browser that reports no paints, and goes ahead at once without PerformanceObserver', async () => {
    const clock = new VirtualClock();
    const silent = afterFirstPaint(paintingWindow({ observes: false }).win, clock);
    await clock.advanceBy(FIRST_PAINT_LIMIT_MS - 1);
    expect(await settled(silent, clock)).toBe(false);
    await clock.advanceBy(1);
    expect(await settled(silent, clock)).toBe(true);

    const withoutObserver: PaintTimingWindow = { performance: { getEntriesByType: () => [] } };
    expect(await settled(afterFirstPaint(withoutObserver, clock), clock)).toBe(true);
  });
});
