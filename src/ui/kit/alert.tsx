import { css } from '@emotion/react';
import type { HTMLAttributes } from 'react';
import { theme } from './theme';

/** A message box for errors and notices inside a page. */
export function Alert({ tone = 'error', ...props }: HTMLAttributes<HTMLDivElement> & { tone?: 'error' | 'info' | 'success' }) {
  const colours = {
    error: [theme.colors.dangerSoft, theme.colors.danger],
    info: [theme.colors.brandSoft, theme.colors.brandStrong],
    success: [theme.colors.successSoft, theme.colors.success],
  }[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      css={css`
        background: ${colours[0]};
        color: ${colours[1]};
        border-radius: ${theme.radius.md};
        padding: ${theme.space.md};
        p { margin: 0; }
        ul { margin: ${theme.space.sm} 0 0; padding-left: ${theme.space.lg}; }
      `}
      {...props}
    />
  );
}

/** An alert with a headline and a list of details; fields point at it by id (aria-describedby). */
export function DetailedAlert({ id, title, details = [], tone = 'error' }: { id?: string; title: string; details?: readonly string[]; tone?: 'error' | 'info' | 'success' }) {
  return (
    <Alert id={id} tone={tone}>
      <p>{title}</p>
      {details.length > 0 ? (
        <ul>
          {details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      ) : null}
    </Alert>
  );
}
