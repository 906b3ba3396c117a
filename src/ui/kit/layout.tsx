import { css } from '@emotion/react';
import type { HTMLAttributes } from 'react';
import { theme } from './theme';

type Gap = keyof typeof theme.space;

/** Children one under another, `gap` apart. */
export function Stack({ gap = 'md', ...props }: HTMLAttributes<HTMLDivElement> & { gap?: Gap }) {
  return <div css={css`display: grid; gap: ${theme.space[gap]}; min-width: 0;`} {...props} />;
}

/** A list without bullets, its items `gap` apart (cards, results, links). */
export function PlainList({ gap = 'sm', columns, ...props }: HTMLAttributes<HTMLUListElement> & { gap?: Gap; columns?: string }) {
  return (
    <ul
      css={css`
        list-style: none; margin: 0; padding: 0; display: grid; gap: ${theme.space[gap]};
        ${columns ? css`${theme.breakpoint.md} { grid-template-columns: ${columns}; }` : ''}
      `}
      {...props}
    />
  );
}

/** Stacked on a phone, side by side from 720 px with the given grid columns (e.g. "2fr 1fr 1fr"). */
export function Columns({ columns, ...props }: HTMLAttributes<HTMLDivElement> & { columns: string }) {
  return <div css={css`display: grid; gap: ${theme.space.md}; min-width: 0; ${theme.breakpoint.md} { grid-template-columns: ${columns}; }`} {...props} />;
}

/** Quieter text beside the main content (captions, counts, explanations). */
export function MutedText({ size = 'md', ...props }: HTMLAttributes<HTMLParagraphElement> & { size?: 'sm' | 'md' }) {
  return <p css={css`margin: 0; color: ${theme.colors.textMuted}; font-size: ${theme.font.size[size]};`} {...props} />;
}

/** A page's opening sentence, a step larger than the body text. */
export function LeadText(props: HTMLAttributes<HTMLParagraphElement>) {
  return <p css={css`margin: 0; font-size: ${theme.font.size.lg};`} {...props} />;
}

/** Text that may be one long unbroken word (an e-mail address) and must still wrap on a phone. */
export function Breakable(props: HTMLAttributes<HTMLElement>) {
  return <strong css={css`overflow-wrap: anywhere;`} {...props} />;
}
