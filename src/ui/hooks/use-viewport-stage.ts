import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Where a part of a page below the fold is in its life: `far` (nothing rendered yet), `placed`
 * (its stand-in rendered: in the frame that first paints it when it is in view then, else in the
 * task right after that frame) or `near` (within `marginPx` of the viewport: the real thing
 * renders, and with it its data requests). Once near, it stays so. In a browser without
 * IntersectionObserver it is near at once.
 */
export type ViewportStage = 'far' | 'placed' | 'near';

export function useViewportStage<E extends Element>(marginPx = 100) {
  const ref = useRef<E>(null);
  // Rendered at build time (no window, src/composition/prerender.tsx) it is far, as in a browser's first render, which adopts that markup.
  const [stage, setStage] = useState<ViewportStage>(() => (typeof IntersectionObserver === 'undefined' && typeof window !== 'undefined' ? 'near' : 'far'));

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
    let afterPaint: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      if (near()) {
        flushSync(() => setStage('placed'));
        startTransition(() => setStage('near'));
        return;
      }
      // Below the fold: the stand-in is committed in the task right after this frame paints, not
      // in the first paint's task, and not later. Waiting for an idle moment, a busy main thread
      // (4× CPU on a portrait tablet) let a scroll reach the part first: it then opened up in view
      // and pushed down what is below it (layout shift 0.11). Not a transition either: one could be
      // held behind the real showcases' render while the page is scrolled.
      afterPaint = setTimeout(() => flushSync(() => setStage((current) => (current === 'far' ? 'placed' : current))), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(afterPaint);
    };
  }, [marginPx]);

  // Watched until near: placing the stand-in does not start the observer over.
  const isNear = stage === 'near';
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setStage('near');
      },
      { rootMargin: `${marginPx}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear, marginPx]);

  return [ref, stage] as const;
}
