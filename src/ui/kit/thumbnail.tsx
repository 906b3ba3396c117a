import { css } from '@emotion/react';
import { theme } from './theme';

/** A clip's thumbnail in a list: 16:9 at a fixed size, so the list does not jump as the pictures arrive. */
const THUMBNAIL = { width: 128, height: 72 } as const;

const box = css`
  width: ${THUMBNAIL.width}px;
  height: ${THUMBNAIL.height}px;
  object-fit: cover;
  flex: none;
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.background};
  border: 1px solid ${theme.colors.border};
`;

/** The thumbnail, or an empty frame of the same size while there is none; loaded lazily (lists run below the fold). */
export function Thumbnail({ src, alt }: { src: string | null; alt: string }) {
  return src ? <img src={src} alt={alt} loading="lazy" decoding="async" width={THUMBNAIL.width} height={THUMBNAIL.height} css={box} /> : <span css={box} aria-hidden="true" />;
}
