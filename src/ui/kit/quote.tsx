import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from './theme';

/** Someone's own words, set apart by a bar in the brand colour; `by` names who said them. */
export function Quote({ children, by }: { children: ReactNode; by?: ReactNode }) {
  return (
    <figure css={css`margin: 0;`}>
      <blockquote
        css={css`
          margin: 0;
          padding: ${theme.space.xs} ${theme.space.md};
          border-left: 4px solid ${theme.colors.brand};
          font-style: italic;
          p { margin: 0; }
        `}
      >
        {children}
      </blockquote>
      {by ? <figcaption css={css`margin-top: ${theme.space.xs}; color: ${theme.colors.textMuted}; font-size: ${theme.font.size.sm};`}>— {by}</figcaption> : null}
    </figure>
  );
}
