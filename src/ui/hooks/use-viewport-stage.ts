import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Where a part of a page below the fold is in its life: `far` (nothing rendered yet), `placed`
 * (its stand-in rendered, once the browser was idle after the first paint) or `near` (within
 * `marginPx` of the viewport, or in it at the first paint: the real thing renders, and with it its
 * data requests). Once near, it stays so. Without IntersectionObserver it is near at once.
 */
export type ViewportStage = 'far' | 'placed' | 'near';

export function useViewportStage<E extends Element>(marginPx = 100) {
  const ref = useRef<E>(null);
  const [stage, setStage] = useState<ViewportStage>(() => (typeof IntersectionObserver === 'undefined' ? 'near' : 'far'));

  // In or near the viewport at the first paint: the real thing renders before the browser paints,
  // so nothing in view changes afterwards. Measured in the frame that paints, before it paints:
  // the layout that measuring forces is then the one the frame does anyway, not a second in the
  // task that commits the page (at 4× CPU about 35 ms off that long task; issue 13, TBT).
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const near = () => element.getBoundingClientRect().top < window.innerHeight + marginPx;
    if (typeof requestAnimationFrame !== 'function') {
      if (near()) setStage('near');
      return;
    }
    const frame = requestAnimationFrame(() => {
      if (near()) flushSync(() => setStage('near'));
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
    // milliseconds): off screen, before anyone scrolls there, and never one long task.
    const place = () => startTransition(() => setStage((current) => (current === 'far' ? 'placed' : current)));
    const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(place) : null;
    if (idle === null) place();
    return () => {
      observer.disconnect();
      if (idle !== null) cancelIdleCallback(idle);
    };
  }, [stage, marginPx]);

  return [ref, stage] as const;
}
