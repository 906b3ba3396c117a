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
  grid-template-columns: ${theme.column};
  dt { font-weight: ${theme.font.weight.medium}; color: ${theme.colors.textMuted}; }
  dd { margin: 0 0 ${theme.space.sm}; overflow-wrap: anywhere; }
  @container (min-width: 28rem) {
    /* The labels' column is as wide as its longest label, up to a third of the list (a long one wraps), and at least 140 px. */
    grid-template-columns: fit-content(33%) ${theme.column};
    dt { min-width: 140px; }
    dd { margin: 0; }
  }
`;

// The facts' columns follow the room the list has, not the window's: in a narrow card on a wide
// screen the values stay under their labels instead of being squeezed into a thin column.
const factsRoomStyles = css`container-type: inline-size; width: 100%; min-width: 0;`;

const countsStyles = css`
  ${listStyles}
  grid-template-columns: ${theme.column} auto;
  font-size: ${theme.font.size.sm};
  dt { color: ${theme.colors.textMuted}; }
  dd { margin: 0; text-align: right; font-weight: ${theme.font.weight.bold}; font-variant-numeric: tabular-nums; }
`;

// Counts side by side once their container (a wide tile) has the room: each count large under its
// name, the pairs filling the columns in order; as `counts` until then.
const stripStyles = css`
  ${countsStyles}
  @container (min-width: 36rem) {
    grid-template-columns: none;
    grid-template-rows: auto auto;
    grid-auto-flow: column;
    grid-auto-columns: ${theme.column};
    row-gap: ${theme.space.xs};
    dd { text-align: left; font-size: ${theme.font.size.lg}; }
  }
`;

const variantStyles = { facts: factsStyles, counts: countsStyles, strip: stripStyles };

/**
 * Label and value pairs.
 * - `facts`: labels above their values, beside them once the list has 28rem of room; long values
 *   (ids, tokens) wrap.
 * - `counts`: each label with its count at the right edge, on every width.
 * - `strip`: as `counts`, then side by side once its container (a wide tile) has 36rem.
 */
export function DefinitionList({ items, label, variant = 'facts' }: { items: readonly (readonly [string, ReactNode])[]; label?: string; variant?: 'facts' | 'counts' | 'strip' }) {
  const list = (
    <dl aria-label={label} css={variantStyles[variant]}>
      {items.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
  return variant === 'facts' ? <div css={factsRoomStyles}>{list}</div> : list;
}
