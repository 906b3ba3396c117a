import { useEffect, useRef, useState } from 'react';

/**
 * Whether an element has come within `margin` of the viewport; once it has, it stays so. A part of
 * a page below the fold waits for it before it asks for its data, so a first visit loads only what
 * a visitor sees (issue 13: JavaScript of `/`). Without IntersectionObserver it is near at once.
 */
export function useNearViewport<E extends Element>(margin = '100px') {
  const ref = useRef<E>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near] as const;
}
