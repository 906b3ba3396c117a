/**
 * The steps of the app's start, as User Timing marks named `clipcoach:<step>`, in the order a
 * signed-in reload reaches them: the entry's code runs (React and the router evaluated), the app
 * is built, the backend has loaded, the session is known. A signed-in page can show its content
 * only after the last (§2's spinner holds it until then), so these say where such a page's time
 * goes before its Largest Contentful Paint: DevTools' Performance panel shows them, and
 * `npm run bench` prints their medians for every page it measures (issue 13, LCP). Signed out,
 * the session is known without the backend: `auth-known` follows `app-built`, and
 * `backend-loaded` comes when a screen first needs data, if at all.
 */
export const START_STEPS = ['entry', 'app-built', 'backend-loaded', 'auth-known'] as const;
export type StartStep = (typeof START_STEPS)[number];

const START_MARK_PREFIX = 'clipcoach:';

const marked = new Set<StartStep>();

/** Marks `step` the first time it is reached in this page; a browser without User Timing marks nothing. */
export function markStart(step: StartStep): void {
  if (marked.has(step)) return;
  marked.add(step);
  globalThis.performance?.mark?.(`${START_MARK_PREFIX}${step}`);
}
