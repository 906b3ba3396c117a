import { useDeferredValue, type ReactNode } from 'react';

/**
 * A part of a page that renders in the background, once the rest of the page has been committed:
 * the page's heading and intro (its largest text, the paint LCP waits for) show in a task of their
 * own, and this part follows in slices the browser can breathe between, instead of one long task
 * for the whole page (issue 13, TBT). Nothing holds its place, so use it for what comes below the
 * first screen's text, where its arrival moves nothing on screen. A page rendered again keeps it.
 */
export function DeferredPart({ children }: { children: ReactNode }) {
  return useDeferredValue(true, false) ? children : null;
}
