import { useLayoutEffect, type ReactNode } from 'react';
import { FIRST_SCREEN_ATTRIBUTE } from './first-screen-markup';

/**
 * The app, taking over the first screen its HTML came with (issue 13, LCP; vite.config.ts,
 * prerenderPublicPages): once React has adopted that markup, it is the live page, no longer an
 * inert picture of it. Rendered on the server too (with no screen to take over), so that both
 * renders are the same tree.
 */
export function TakesOver({ screen, children }: { screen: HTMLElement | null; children: ReactNode }) {
  useLayoutEffect(() => {
    screen?.removeAttribute('inert');
    screen?.removeAttribute(FIRST_SCREEN_ATTRIBUTE);
  }, [screen]);
  return children;
}
