import type { Shortcut } from '../kit/shortcut-table';

/** What a key does in the player; the help overlay lists the same table. */
export type PlayerCommand = 'toggle-play' | 'previous-frame' | 'next-frame' | 'slower' | 'faster' | 'undo' | 'redo' | 'help';

export interface KeyPress {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
}

/** The shortcuts, in the order the help overlay lists them. */
export const PLAYER_SHORTCUTS: readonly Shortcut[] = [
  { keys: ['Space'], action: 'Play or pause' },
  { keys: [',', '← (paused)'], action: 'Previous frame' },
  { keys: ['.', '→ (paused)'], action: 'Next frame' },
  { keys: ['['], action: 'Slower' },
  { keys: [']'], action: 'Faster' },
  { keys: ['Ctrl+Z'], action: 'Undo' },
  { keys: ['Ctrl+Shift+Z'], action: 'Redo' },
  { keys: ['?'], action: 'Show these shortcuts' },
];

/** The command a key press stands for, or null. ← and → step only while paused (while playing they are left to the page). */
export function commandForKey(press: KeyPress, paused: boolean): PlayerCommand | null {
  const command = press.ctrlKey || press.metaKey;
  if (press.altKey) return null;
  if (command) {
    if (press.key.toLowerCase() !== 'z') return null;
    return press.shiftKey ? 'redo' : 'undo';
  }
  switch (press.key) {
    case ' ':
      return 'toggle-play';
    case ',':
      return 'previous-frame';
    case '.':
      return 'next-frame';
    case 'ArrowLeft':
      return paused ? 'previous-frame' : null;
    case 'ArrowRight':
      return paused ? 'next-frame' : null;
    case '[':
      return 'slower';
    case ']':
      return 'faster';
    case '?':
      return 'help';
    default:
      return null;
  }
}

/**
 * Whether a key pressed on `target` is the control's own: typing in a text field or a select, an
 * arrow on the position slider (it moves one frame itself), Space on a button (it presses it).
 */
export function keyBelongsToControl(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    if (target.type !== 'range') return true;
    return key.startsWith('Arrow') || key === 'Home' || key === 'End' || key === 'PageUp' || key === 'PageDown';
  }
  if (target instanceof HTMLButtonElement) return key === ' ' || key === 'Enter';
  return false;
}
