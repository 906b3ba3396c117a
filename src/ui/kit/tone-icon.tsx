import { css } from '@emotion/react';
import type { ComponentType } from 'react';
import type { IconProps } from './icons';
import { theme } from './theme';

/** A tone of the kit: a text colour and its soft background (theme.tone). */
export type Tone = keyof typeof theme.tone;

const toneIconStyles = (tone: Tone, side: string) => css`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: ${side};
  height: ${side};
  border-radius: 50%;
  background: ${theme.tone[tone].background};
  color: ${theme.tone[tone].text};
`;

/** An icon in a circle of its tone's colours: what a stat tile counts (sm), how something ended (lg). Decorative. */
export function ToneIcon({ tone, icon: Icon, size = 'sm' }: { tone: Tone; icon: ComponentType<IconProps>; size?: 'sm' | 'lg' }) {
  return (
    <span css={toneIconStyles(tone, size === 'sm' ? theme.avatar.sm : theme.avatar.lg)}>
      <Icon size={size === 'sm' ? 'sm' : 'lg'} />
    </span>
  );
}
