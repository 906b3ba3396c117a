import { css } from '@emotion/react';
import type { HTMLAttributes } from 'react';
import { theme } from './theme';

export const cardStyles = css`
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  padding: ${theme.space.lg};
`;

export function Card(props: HTMLAttributes<HTMLDivElement>) {
  return <div css={cardStyles} {...props} />;
}

/** A card's heading. */
export function CardTitle(props: HTMLAttributes<HTMLHeadingElement>) {
  return <h2 css={css`font-size: ${theme.font.size.lg}; margin-top: 0;`} {...props} />;
}

// The pro onboarding page still imports the alert from here; it moves to './alert' with its rewrite.
