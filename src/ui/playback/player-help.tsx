import { css } from '@emotion/react';
import { useEffect, useId, useRef } from 'react';
import { buttonStyles } from '../kit/button';
import { ShortcutTable } from '../kit/shortcut-table';
import { theme } from '../kit/theme';
import { PLAYER_SHORTCUTS } from './player-shortcuts';

/** The player's keyboard shortcuts, over the player; Escape or Close shuts it. */
export function PlayerHelp({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => closeRef.current?.focus(), []);
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
      }}
      css={css`
        position: absolute;
        inset: 0;
        overflow: auto;
        padding: ${theme.space.lg};
        background: ${theme.colors.surface};
        border: 1px solid ${theme.colors.border};
        border-radius: ${theme.radius.md};
        box-shadow: ${theme.shadow.card};
      `}
    >
      <h2 id={titleId} css={css`margin-top: 0; font-size: ${theme.font.size.lg};`}>
        Keyboard shortcuts
      </h2>
      <ShortcutTable shortcuts={PLAYER_SHORTCUTS} />
      <button ref={closeRef} type="button" css={buttonStyles('secondary')} onClick={onClose}>
        Close
      </button>
    </div>
  );
}
