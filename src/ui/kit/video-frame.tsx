import { css } from '@emotion/react';
import { theme } from './theme';

/** A clip with the browser's own controls, as wide as its column, in a 16:9 frame that keeps the page from jumping. */
export function VideoFrame({ src, label, poster }: { src: string; label: string; poster?: string | undefined }) {
  return (
    <video
      src={src}
      poster={poster}
      controls
      playsInline
      preload="metadata"
      aria-label={label}
      css={css`width: 100%; aspect-ratio: 16 / 9; background: #000; border-radius: ${theme.radius.md};`}
    />
  );
}
