import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Where a part of a page below the fold is in its life: `far` (nothing rendered yet), `placed`
 * (its stand-in rendered, once the browser was idle after the first paint, or at once when it is in
 * view then) or `near` (within `marginPx` of the viewport: the real thing renders, and with it its
 * data requests). Once near, it stays so. Without IntersectionObserver it is near at once.
 */
export type ViewportStage = 'far' | 'placed' | 'near';

/** The longest a stand-in waits for the browser to be idle after the part is mounted. */
export const STAND_IN_LATEST_MS = 300;

export function useViewportStage<E extends Element>(marginPx = 100) {
  const ref = useRef<E>(null);
  const [stage, setStage] = useState<ViewportStage>(() => (typeof IntersectionObserver === 'undefined' ? 'near' : 'far'));

  // In or near the viewport at the first paint: the stand-in, the real thing's size, is painted in
  // that frame, so nothing below moves when the real thing takes its place, and the real thing
  // renders in a transition, in slices (on a portrait tablet, where both showcases of `/` are in
  // view, one task of about 190 ms at 4× CPU before; issue 13, TBT). Measured in the frame that
  // paints, before it paints: the layout that measuring forces is then the one the frame does
  // anyway, not a second in the task that commits the page.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const near = () => element.getBoundingClientRect().top < window.innerHeight + marginPx;
    if (typeof requestAnimationFrame !== 'function') {
      if (near()) setStage('near');
      return;
    }
    const frame = requestAnimationFrame(() => {
      if (!near()) return;
      // The stand-in, the real thing's size, is painted in this frame; the real thing follows in
      // a transition, in slices, rather than in one long task before the paint (issue 13, TBT).
      flushSync(() => setStage('placed'));
      startTransition(() => setStage('near'));
    });
    return () => cancelAnimationFrame(frame);
  }, [marginPx]);

  useEffect(() => {
    const element = ref.current;
    if (stage === 'near' || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setStage('near');
      },
      { rootMargin: `${marginPx}px` },
    );
    observer.observe(element);
    if (stage === 'placed') return () => observer.disconnect();
    // The stand-in renders when the browser is idle, in a transition (React yields every few
    // milliseconds): off screen, before anyone scrolls there, and never one long task. A busy main
    // thread (a slow phone, a page still loading) may not be idle for seconds: the stand-in then
    // comes after STAND_IN_LATEST_MS all the same. Scrolled to before its stand-in, the part would
    // open up in view and push down what is below it (seen at 4× CPU on a portrait tablet: 0.11).
    const place = () => startTransition(() => setStage((current) => (current === 'far' ? 'placed' : current)));
    const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(place, { timeout: STAND_IN_LATEST_MS }) : null;
    if (idle === null) place();
    return () => {
      observer.disconnect();
      if (idle !== null) cancelIdleCallback(idle);
    };
  }, [stage, marginPx]);

  return [ref, stage] as const;
}
