import { css } from '@emotion/react';
import { theme } from './theme';

type AvatarSize = keyof typeof theme.avatar;

/** Up to two initials of a name ("Maya Lopez" → "ML", "serena" → "S"); "?" for an empty name. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = [...words[0]!][0] ?? '';
  const last = words.length > 1 ? ([...words[words.length - 1]!][0] ?? '') : '';
  return (first + last).toLocaleUpperCase();
}

/** The same colour for the same person on every page and visit: a small hash of their id into the theme's avatar colours. */
export function avatarColourOf(key: string): string {
  let hash = 0;
  for (let i = 0; i < key.length; i++) hash = (hash * 31 + key.charCodeAt(i)) >>> 0;
  return theme.avatarColours[hash % theme.avatarColours.length]!;
}

const box = (size: AvatarSize) => css`
  width: ${theme.avatar[size]};
  height: ${theme.avatar[size]};
  flex: none;
  border-radius: 50%;
  object-fit: cover;
`;

const initialsStyles = (size: AvatarSize, colour: string) => css`
  display: inline-grid;
  place-items: center;
  background: ${colour};
  color: ${theme.colors.onBrand};
  font-weight: ${theme.font.weight.bold};
  font-size: calc(${theme.avatar[size]} * 0.4);
  line-height: 1;
  -webkit-user-select: none;
  user-select: none;
`;

export interface AvatarProps {
  /** The person's name: the initials, and the accessible name unless `decorative`. */
  readonly name: string;
  /** What picks the generated colour (their id); the name when absent. */
  readonly colourKey?: string;
  /** Their photo's address, or null for the generated avatar. */
  readonly src?: string | null;
  readonly size?: AvatarSize;
  /** The name is written beside it: the avatar is hidden from assistive technology. */
  readonly decorative?: boolean;
}

/** A person's photo, or their initials on a colour of their own; sized by the theme, so it never shifts the layout. */
export function Avatar({ name, colourKey, src = null, size = 'md', decorative = false }: AvatarProps) {
  const side = Number.parseInt(theme.avatar[size], 10);
  if (src) return <img src={src} alt={decorative ? '' : name} width={side} height={side} decoding="async" css={box(size)} />;
  const a11y = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name };
  return (
    <span css={[box(size), initialsStyles(size, avatarColourOf(colourKey ?? name))]} {...a11y}>
      {initialsOf(name)}
    </span>
  );
}
