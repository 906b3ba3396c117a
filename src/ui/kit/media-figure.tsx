import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from './theme';

const figureStyles = css`
  margin: 0;
  display: grid;
  grid-template-columns: ${theme.column};
  gap: ${theme.space.sm};
  min-width: 0;
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${theme.radius.lg};
    box-shadow: ${theme.shadow.media};
    background: ${theme.colors.mediaBackdrop};
  }
  figcaption { color: ${theme.colors.textMuted}; font-size: ${theme.font.size.sm}; }
`;

/**
 * A picture with its caption, as wide as its column. `width` and `height` are the picture's own
 * pixels: the browser reserves its box from them before it arrives, so nothing below it moves.
 * `preloaded` for the picture at the top of a page whose HTML asks for it first (the home page's,
 * vite.config.ts): fetched at high priority, and the element itself lazy, so that where its markup
 * is hidden (index.html, the home page's file, served for /pros/:proId) it is never fetched.
 * Otherwise the picture loads lazily as it nears the window.
 */
export function MediaFigure({ src, alt, width, height, caption, preloaded = false }: { src: string; alt: string; width: number; height: number; caption?: ReactNode; preloaded?: boolean }) {
  return (
    <figure css={figureStyles}>
      <img src={src} alt={alt} width={width} height={height} loading="lazy" {...(preloaded ? { fetchPriority: 'high' as const } : { decoding: 'async' as const })} />
      {caption ? <figcaption>{caption}</figcaption> : null}
    </figure>
  );
}
