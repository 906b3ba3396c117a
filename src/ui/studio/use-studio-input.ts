import { useCallback, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { BehaviorSubject } from 'rxjs';
import type { ReadyStudioState, StudioSession } from '../../application/analysis/studio-session.store';
import { asBehavior, type Behavior } from '../../application/shared/behavior';
import { DRAWING_KIND_LABELS } from '../../domain/analysis/drawing';
import { formatFramePoint, KEY_BIG_STEP, KEY_STEP, nudge, type Point } from '../../domain/analysis/geometry';
import type { FramePlayerLink } from '../playback/use-frame-player';
import type { FramePointer } from './annotation-layer';

/** Where the Text tool was pressed, waiting for its words. */
export interface PendingText {
  readonly point: Point;
  readonly time: number;
}

/** The keyboard's cursor on the frame (0..1), and what the live region last read out. */
export interface KeyboardCursor {
  readonly point: Point;
  readonly message: string;
}

const CENTRE: Point = { x: 0.5, y: 0.5 };
const ARROWS: Readonly<Record<string, readonly [number, number]>> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** The pointer is "held": a drawing is under way and follows the pointer (or the cursor). */
const drawingUnderWay = (state: ReadyStudioState): boolean => state.sketch !== null && !state.sketch.awaitingSecondArm;

/**
 * The drawing surface's input, pointer and keyboard alike, forwarded to the session in frame
 * coordinates with the current time. Both end in the same four actions — press, drag, release,
 * cancel — so a drawing made with the keyboard goes through exactly what a drag does:
 *
 * - pointer: down = press, move = drag, up = release, a cancelled touch = cancel;
 * - keyboard (the surface focused): the arrow keys move a cursor (Shift: 10 % steps) and drag
 *   while a drawing is under way; Enter presses at the cursor, or releases what is under way (the
 *   Angle, awaiting its second arm, is pressed again at once, so each Enter sets its next point);
 *   Escape cancels. Freehand: Enter starts the stroke, the arrows trace it, Enter ends it.
 *   Select: Enter picks the drawing under the cursor; the arrows move the selected drawing, Delete
 *   removes it, Escape lets it go.
 *
 * The Text tool keeps the pressed point until its words are typed. The handlers are stable: they
 * read the tool and the frame on screen at the event, so the page does not re-render for them.
 */
export function useStudioInput(session: StudioSession, player: FramePlayerLink) {
  const [pendingText, setPendingText] = useState<PendingText | null>(null);
  const [cursorSubject] = useState(() => new BehaviorSubject<KeyboardCursor>({ point: CENTRE, message: '' }));
  const cursor: Behavior<KeyboardCursor> = useMemo(() => asBehavior(cursorSubject), [cursorSubject]);
  /** The surface a keyboard Text press came from: focus goes back there once the words are in. */
  const textFromSurface = useRef<SVGSVGElement | null>(null);
  const { controller } = player;

  const editable = useCallback((): ReadyStudioState | null => {
    const state = session.state.value;
    return state.status === 'ready' && !state.readOnly ? state : null;
  }, [session]);

  const press = useCallback(
    (point: Point, aspect: number) => {
      const state = editable();
      if (!state) return;
      const time = controller?.state.value.time ?? 0;
      if (state.tool === 'text') setPendingText({ point, time });
      else session.pointerDown(point, time, aspect);
    },
    [session, controller, editable],
  );
  const drag = useCallback((point: Point) => session.pointerMove(point), [session]);
  const release = useCallback(() => session.pointerUp(), [session]);
  /** Drops the drawing under way (a cancelled touch, Escape), or ends a move. */
  const cancel = useCallback(() => {
    const state = editable();
    if (!state) return;
    if (state.tool === 'select') session.pointerUp();
    else session.setTool(state.tool);
  }, [session, editable]);

  const onFramePointer = useCallback(
    (pointer: FramePointer) => {
      if (!editable()) return;
      if (pointer.type === 'down') {
        textFromSurface.current = null;
        if (pointer.point) press(pointer.point, pointer.aspect);
      } else if (pointer.type === 'move') {
        if (pointer.point) drag(pointer.point);
      } else if (pointer.type === 'up') release();
      else cancel();
    },
    [editable, press, drag, release, cancel],
  );

  const onSurfaceKeyDown = useCallback(
    (event: KeyboardEvent<SVGSVGElement>, aspect: number) => {
      const state = editable();
      // Ctrl+Z and the player's own keys (Space, ",", ".", "[", "]", "?") go on to the player.
      if (!state || event.ctrlKey || event.metaKey || event.altKey) return;
      const say = (message: string, point = cursorSubject.value.point) => cursorSubject.next({ point, message });
      const handled = () => {
        event.preventDefault();
        event.stopPropagation();
      };
      const arrow = ARROWS[event.key];
      if (arrow) {
        handled();
        const step = event.shiftKey ? KEY_BIG_STEP : KEY_STEP;
        if (state.tool === 'select' && state.selection) {
          session.moveSelected(arrow[0] * step, arrow[1] * step);
          return;
        }
        const point = nudge(cursorSubject.value.point, arrow[0] * step, arrow[1] * step);
        say(formatFramePoint(point), point);
        if (drawingUnderWay(state)) drag(point);
        return;
      }
      const at = cursorSubject.value.point;
      switch (event.key) {
        case 'Enter': {
          handled();
          if (state.tool === 'select') {
            press(at, aspect);
            release();
            const now = editable();
            const drawing = now?.content.drawings.find((d) => d.id === now.selection);
            say(drawing ? `${DRAWING_KIND_LABELS[drawing.kind]} selected.` : `Nothing to select at ${formatFramePoint(at)}.`);
            return;
          }
          if (!drawingUnderWay(state)) {
            if (state.tool === 'text') textFromSurface.current = event.currentTarget;
            press(at, aspect);
            if (state.tool !== 'text') say(`Point placed at ${formatFramePoint(at)}.`);
            return;
          }
          const before = state.content.drawings.length;
          release();
          const after = editable();
          if (after?.sketch?.awaitingSecondArm) {
            press(at, aspect);
            say(`Vertex placed at ${formatFramePoint(at)}.`);
          } else if (after && after.content.drawings.length > before) say(`${DRAWING_KIND_LABELS[state.tool]} drawn.`);
          else say('Nothing drawn: move the cursor away from the first point first.');
          return;
        }
        case 'Escape':
          if (state.tool === 'select' && state.selection) {
            handled();
            session.select(null);
            say('Selection cleared.');
          } else if (state.sketch) {
            handled();
            cancel();
            say('Drawing cancelled.');
          }
          return;
        case 'Delete':
        case 'Backspace':
          if (!state.selection) return;
          handled();
          session.deleteSelected();
          say('Drawing deleted.');
          return;
        default:
          return;
      }
    },
    [session, editable, press, drag, release, cancel, cursorSubject],
  );

  const clearPendingText = useCallback(() => {
    setPendingText(null);
    textFromSurface.current?.focus();
    textFromSurface.current = null;
  }, []);
  return { onFramePointer, onSurfaceKeyDown, cursor, cancel, pendingText, clearPendingText };
}
