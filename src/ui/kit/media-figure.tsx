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
 * `priority` for the picture at the top of a page (fetched first, never lazily).
 */
export function MediaFigure({ src, alt, width, height, caption, priority = false }: { src: string; alt: string; width: number; height: number; caption?: ReactNode; priority?: boolean }) {
  return (
    <figure css={figureStyles}>
      <img src={src} alt={alt} width={width} height={height} {...(priority ? { fetchPriority: 'high' as const, loading: 'eager' as const } : { loading: 'lazy' as const, decoding: 'async' as const })} />
      {caption ? <figcaption>{caption}</figcaption> : null}
    </figure>
  );
}
