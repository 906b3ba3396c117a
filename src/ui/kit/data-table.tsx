import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from './theme';

const scroller = css`
  overflow-x: auto;
  &:focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
`;

const tableStyles = css`
  width: 100%;
  border-collapse: collapse;
  th, td { text-align: left; padding: ${theme.space.xs} ${theme.space.sm}; border-bottom: 1px solid ${theme.colors.border}; }
  /* The caption is the table's title, set as a card's title is (CardTitle). */
  caption { text-align: left; font-size: ${theme.font.size.lg}; font-weight: ${theme.font.weight.bold}; padding-bottom: ${theme.space.sm}; }
`;

/**
 * A captioned table of rows, with an empty text. On a narrow screen it scrolls sideways inside a
 * region named by its caption that the keyboard can reach (tab to it, then the arrow keys).
 */
export function DataTable({ caption, head, rows, empty }: { caption: string; head: readonly string[]; rows: readonly (readonly ReactNode[])[]; empty: string }) {
  return (
    <div css={scroller} role="region" aria-label={caption} tabIndex={0}>
      <table css={tableStyles}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={head.length}>{empty}</td>
            </tr>
          ) : (
            rows.map((cells, i) => (
              <tr key={i}>
                {cells.map((cell, j) => (
                  <td key={j}>{cell}</td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
