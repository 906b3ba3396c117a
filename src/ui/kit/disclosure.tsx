import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from './theme';

/** A question whose answer opens on demand (details/summary). */
export function Disclosure({ summary, children }: { summary: ReactNode; children: ReactNode }) {
  return (
    <details
      css={css`
        background: ${theme.colors.surface};
        border: 1px solid ${theme.colors.border};
        border-radius: ${theme.radius.md};
        padding: ${theme.space.sm} ${theme.space.md};
        summary { cursor: pointer; font-weight: ${theme.font.weight.medium}; min-height: ${theme.summaryHeight}; display: list-item; }
        p { margin: ${theme.space.sm} 0 0; }
      `}
    >
      <summary>{summary}</summary>
      {children}
    </details>
  );
}
