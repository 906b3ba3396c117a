import { css } from '@emotion/react';
import { theme } from './theme';

/** One keyboard shortcut: the keys that do it (any one of them) and what it does. */
export interface Shortcut {
  readonly keys: readonly string[];
  readonly action: string;
}

const table = css`
  border-collapse: collapse;
  margin-top: ${theme.space.sm};
  & th {
    text-align: left;
    vertical-align: top;
    white-space: nowrap;
    padding: 0 ${theme.space.md} ${theme.space.xs} 0;
  }
  & td {
    padding-bottom: ${theme.space.xs};
  }
`;

/** A list of keyboard shortcuts as a table: the keys of each ("," or "←") beside what they do. */
export function ShortcutTable({ label, shortcuts }: { label?: string; shortcuts: readonly Shortcut[] }) {
  return (
    <table aria-label={label} css={table}>
      <tbody>
        {shortcuts.map((shortcut) => (
          <tr key={shortcut.action}>
            <th scope="row">
              {shortcut.keys.map((key, index) => (
                <span key={key}>
                  {index > 0 ? ' or ' : null}
                  <kbd>{key}</kbd>
                </span>
              ))}
            </th>
            <td>{shortcut.action}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
