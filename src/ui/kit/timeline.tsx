import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from './theme';

// Two columns shared by every entry (subgrid): the marks as wide as the widest, so each entry's
// words start at the same place, whatever its mark says.
const timelineStyles = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: max-content ${theme.column};
  gap: ${theme.space.sm} ${theme.space.md};
  align-items: baseline;
`;

const entryStyles = css`
  display: grid;
  grid-column: 1 / -1;
  grid-template-columns: subgrid;
  align-items: baseline;
  & > :last-child { display: grid; gap: ${theme.space.xs}; min-width: 0; }
`;

/** What happened, in order (a submission's statuses): each entry's mark, then its words. */
export function Timeline({ label = 'Timeline', children }: { label?: string; children: ReactNode }) {
  return (
    <ul aria-label={label} css={timelineStyles}>
      {children}
    </ul>
  );
}

/** One entry of a Timeline: its mark (a status badge) and what is said of it (when, a note). */
export function TimelineEntry({ mark, children }: { mark: ReactNode; children: ReactNode }) {
  return (
    <li css={entryStyles}>
      <span>{mark}</span>
      <div>{children}</div>
    </li>
  );
}
