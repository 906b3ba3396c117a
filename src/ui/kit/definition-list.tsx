import { css } from '@emotion/react';
import { Fragment, type ReactNode } from 'react';
import { theme } from './theme';

/** Label and value pairs; one column on a phone, two from 720 px. Long values (ids, tokens) wrap. */
export function DefinitionList({ items, label }: { items: readonly (readonly [string, ReactNode])[]; label?: string }) {
  return (
    <dl
      aria-label={label}
      css={css`
        margin: 0;
        display: grid;
        grid-template-columns: minmax(0, 1fr);
        gap: ${theme.space.xs} ${theme.space.md};
        dt { font-weight: ${theme.font.weight.medium}; color: ${theme.colors.textMuted}; }
        dd { margin: 0 0 ${theme.space.sm}; overflow-wrap: anywhere; }
        ${theme.breakpoint.md} {
          grid-template-columns: minmax(140px, max-content) minmax(0, 1fr);
          dd { margin: 0; }
        }
      `}
    >
      {items.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
