import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Card, CardTitle } from '../kit/card';
import { Pile } from '../kit/layout';
import { theme } from '../kit/theme';

/** A dashboard panel: a titled region. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card role="region" aria-label={title}>
      <CardTitle>{title}</CardTitle>
      <Pile>{children}</Pile>
    </Card>
  );
}

/** A big figure with its caption (a count, an amount). */
export function Figure({ value, caption }: { value: ReactNode; caption: ReactNode }) {
  return (
    <span css={css`display: grid; gap: ${theme.space.xs};`}>
      <strong css={css`font-size: ${theme.font.size.xl};`}>{value}</strong>
      <span>{caption}</span>
    </span>
  );
}

/** A short warning word beside a row ("Overdue"). */
export function WarningTag({ children }: { children: ReactNode }) {
  return (
    <strong
      css={css`
        display: inline-block;
        padding: 0 ${theme.space.sm};
        border-radius: ${theme.radius.pill};
        background: ${theme.colors.dangerSoft};
        color: ${theme.colors.danger};
        font-size: ${theme.font.size.sm};
      `}
    >
      {children}
    </strong>
  );
}

export const dateTimeText = (iso: string): string => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
export const dateText = (iso: string): string => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(iso));
