import type { Shortcut } from '../kit/shortcut-table';

/**
 * The studio's keys on the drawing surface (useStudioInput), in the order its "Keyboard: drawing
 * tools" section lists them. The player's own keys (Space, "," ".", ← → while paused, "[" "]",
 * Ctrl+Z, "?") are listed by its help overlay; while the drawing surface has focus the arrow keys
 * belong to the surface's cursor instead.
 */
export const STUDIO_SHORTCUTS: readonly Shortcut[] = [
  { keys: ['Tab'], action: 'Reach the tool bars (arrow keys choose a tool, a colour or a width; Enter picks it), the drawing surface and the list of drawings' },
  { keys: ['← ↑ → ↓'], action: 'On the drawing surface: move the cursor by 1 % of the frame (its position is read out)' },
  { keys: ['Shift + arrow'], action: 'Move by 10 %' },
  { keys: ['Enter'], action: 'Place the next point: two for Line, Arrow, Circle and Rectangle, three for Angle (its degrees show as you move), one for Text (then type the words)' },
  { keys: ['Enter … arrows … Enter'], action: 'Freehand: Enter starts the stroke, the arrow keys trace it, Enter ends it' },
  { keys: ['Escape'], action: 'Cancel the drawing under way, or let go of the selected drawing' },
  { keys: ['Enter (Select)'], action: 'Select the drawing under the cursor (or pick it in the list of drawings)' },
  { keys: ['← ↑ → ↓ (Select)'], action: 'Move the selected drawing (Shift: 10 %)' },
  { keys: ['Delete', 'Backspace'], action: 'Delete the selected drawing' },
  { keys: ['Ctrl+Z'], action: 'Undo' },
  { keys: ['Ctrl+Shift+Z'], action: 'Redo' },
];

/** What the drawing surface's screen reader description says. */
export const SURFACE_KEYS_HINT =
  'Arrow keys move the cursor, Shift for bigger steps; Enter places a point, Escape cancels. With Select: Enter selects, arrow keys move, Delete removes.';
