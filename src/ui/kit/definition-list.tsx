import { css } from '@emotion/react';
import { Fragment, type ReactNode } from 'react';
import { theme } from './theme';

const listStyles = css`
  margin: 0;
  display: grid;
  gap: ${theme.space.xs} ${theme.space.md};
`;

const factsStyles = css`
  ${listStyles}
  grid-template-columns: minmax(0, 1fr);
  dt { font-weight: ${theme.font.weight.medium}; color: ${theme.colors.textMuted}; }
  dd { margin: 0 0 ${theme.space.sm}; overflow-wrap: anywhere; }
  ${theme.breakpoint.md} {
    grid-template-columns: minmax(140px, max-content) minmax(0, 1fr);
    dd { margin: 0; }
  }
`;

const countsStyles = css`
  ${listStyles}
  grid-template-columns: minmax(0, 1fr) auto;
  font-size: ${theme.font.size.sm};
  dt { color: ${theme.colors.textMuted}; }
  dd { margin: 0; text-align: right; font-weight: ${theme.font.weight.bold}; font-variant-numeric: tabular-nums; }
`;

/**
 * Label and value pairs. `facts`: one column on a phone, two from 720 px, long values (ids, tokens)
 * wrapping. `counts`: each label with its count at the right edge, on every width.
 */
export function DefinitionList({ items, label, variant = 'facts' }: { items: readonly (readonly [string, ReactNode])[]; label?: string; variant?: 'facts' | 'counts' }) {
  return (
    <dl aria-label={label} css={variant === 'counts' ? countsStyles : factsStyles}>
      {items.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
