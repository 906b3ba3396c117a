import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { useState, type ReactNode } from 'react';

/**
 * Emotion's cache for the app's styles, without Emotion's vendor-prefixing step. The browsers the
 * build targets (Vite's baseline: Chrome and Edge 107, Firefox 104, Safari 16) need none of the
 * prefixes it writes, and the styles that still want one in Safari carry it by hand
 * (`-webkit-user-select`, `-webkit-text-size-adjust`). Each rule a page uses for the first time is
 * compiled as it renders; without that step, a fifth less work (issue 13, TBT and LCP).
 */
function createStyleCache(): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: [] });
}

/**
 * In a browser, one cache for the page's life, made as the app's code loads: like Emotion's own
 * default, it takes over the styles a prerendered page came with before React adopts that markup.
 */
const browserCache = typeof document === 'undefined' ? null : createStyleCache();

/** Gives every style below it the app's cache; on the server (the build's prerender) a fresh one per page, so each page's markup carries all its styles. */
export function StyleCacheProvider({ children }: { children: ReactNode }) {
  const [cache] = useState(() => browserCache ?? createStyleCache());
  return <CacheProvider value={cache}>{children}</CacheProvider>;
}
