import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from './theme';

/** What a list shows when it has nothing in it yet, with the step that fills it. */
export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div
      css={css`
        /* The list's whole width, even among things that keep their own (a panel's links and buttons). */
        align-self: stretch;
        border: 2px dashed ${theme.colors.border};
        border-radius: ${theme.radius.lg};
        padding: ${theme.space.lg} ${theme.space.md};
        text-align: center;
        display: flex;
        flex-direction: column;
        align-items: center;
        gap: ${theme.space.sm};
        h2 { font-size: ${theme.font.size.lg}; margin: 0; }
        p { margin: 0; color: ${theme.colors.textMuted}; }
      `}
    >
      <h2>{title}</h2>
      {children}
      {action}
    </div>
  );
}
