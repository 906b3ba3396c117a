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
  @container (min-width: 28rem) {
    /* The labels' column is as wide as its longest label, up to a third of the list (a long one wraps), and at least 140 px. */
    grid-template-columns: fit-content(33%) minmax(0, 1fr);
    dt { min-width: 140px; }
    dd { margin: 0; }
  }
`;

// The facts' columns follow the room the list has, not the window's: in a narrow card on a wide
// screen the values stay under their labels instead of being squeezed into a thin column.
const factsRoomStyles = css`container-type: inline-size; width: 100%; min-width: 0;`;

const countsStyles = css`
  ${listStyles}
  grid-template-columns: minmax(0, 1fr) auto;
  font-size: ${theme.font.size.sm};
  dt { color: ${theme.colors.textMuted}; }
  dd { margin: 0; text-align: right; font-weight: ${theme.font.weight.bold}; font-variant-numeric: tabular-nums; }
`;

/**
 * Label and value pairs. `facts`: labels above their values, beside them once the list has 28rem of room, long
 * values (ids, tokens) wrapping. `counts`: each label with its count at the right edge, on every width.
 */
export function DefinitionList({ items, label, variant = 'facts' }: { items: readonly (readonly [string, ReactNode])[]; label?: string; variant?: 'facts' | 'counts' }) {
  const list = (
    <dl aria-label={label} css={variant === 'counts' ? countsStyles : factsStyles}>
      {items.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
  return variant === 'counts' ? list : <div css={factsRoomStyles}>{list}</div>;
}
