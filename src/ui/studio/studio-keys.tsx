import { memo } from 'react';
import { Disclosure } from '../kit/disclosure';
import { ShortcutTable } from '../kit/shortcut-table';
import { STUDIO_SHORTCUTS } from './studio-shortcuts';

/** "Keyboard: drawing tools": how every tool works without a pointer (the player's keys are in its own "?" overlay). */
export const StudioKeys = memo(function StudioKeys() {
  return (
    <Disclosure summary="Keyboard: drawing tools">
      <ShortcutTable label="Drawing tool keys" shortcuts={STUDIO_SHORTCUTS} />
    </Disclosure>
  );
});
