import { css } from '@emotion/react';
import { memo } from 'react';
import { Disclosure } from '../kit/disclosure';
import { theme } from '../kit/theme';
import { STUDIO_SHORTCUTS } from './studio-shortcuts';

/** "Keyboard: drawing tools": how every tool works without a pointer (the player's keys are in its own "?" overlay). */
export const StudioKeys = memo(function StudioKeys() {
  return (
    <Disclosure summary="Keyboard: drawing tools">
      <table aria-label="Drawing tool keys" css={css`border-collapse: collapse; margin-top: ${theme.space.sm};`}>
        <tbody>
          {STUDIO_SHORTCUTS.map((shortcut) => (
            <tr key={shortcut.action}>
              <th scope="row" css={css`text-align: left; vertical-align: top; padding: 0 ${theme.space.md} ${theme.space.xs} 0; white-space: nowrap;`}>
                {shortcut.keys.map((key, index) => (
                  <span key={key}>
                    {index > 0 ? ' or ' : null}
                    <kbd>{key}</kbd>
                  </span>
                ))}
              </th>
              <td css={css`padding-bottom: ${theme.space.xs};`}>{shortcut.action}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Disclosure>
  );
});
