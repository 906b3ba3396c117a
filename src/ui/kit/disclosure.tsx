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
        summary {
          cursor: pointer; font-weight: ${theme.font.weight.medium}; min-height: ${theme.summaryHeight};
          display: flex; align-items: center; gap: ${theme.space.sm}; list-style: none;
        }
        summary::-webkit-details-marker { display: none; }
        /* The kit's chevron (as on the phone's section toggles), pointing at the answer once open; a long question wraps beside it, not under it, the question's lines centred on the row. */
        summary::before {
          content: ''; flex: none; width: 8px; height: 8px; margin: 0 2px;
          border-right: 2px solid currentColor; border-bottom: 2px solid currentColor; transform: rotate(-45deg);
          @media (prefers-reduced-motion: no-preference) { transition: transform 0.15s; }
        }
        &[open] > summary::before { transform: rotate(45deg); }
        p { margin: ${theme.space.sm} 0 0; }
      `}
    >
      <summary>{summary}</summary>
      {children}
    </details>
  );
}
