/*
 * The markup the build writes around a page's first screen (vite.config.ts, prerenderPublicPages)
 * and the app reads when it starts (src/main.tsx, `TakesOver`). Plain constants, so the build's
 * config imports them without loading React.
 */

/** The element holding a first screen that came with the page's HTML, until the app has adopted it. */
export const FIRST_SCREEN_ATTRIBUTE = 'data-prerendered';

/** The element holding the app's loading screen, shown in the HTML where the first screen would be the wrong one. */
export const LOADING_SCREEN_ATTRIBUTE = 'data-loading-screen';
