import { useSyncExternalStore } from 'react';

/** Below this width the mobile studio fits better (the theme's `md` breakpoint). */
export const MOBILE_STUDIO_MAX_WIDTH = 719;
const QUERY = `(max-width: ${MOBILE_STUDIO_MAX_WIDTH}px)`;

const media = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null);

/** Whether the viewport is phone-narrow, following resizes. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = media();
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => media()?.matches ?? false,
    () => false,
  );
}
