import { useCallback, useState } from 'react';
import type { StudioSession } from '../../application/analysis/studio-session.store';
import type { Point } from '../../domain/analysis/geometry';
import type { FramePlayerLink } from '../playback/use-frame-player';
import type { FramePointer } from './annotation-layer';

/** Where the Text tool was pressed, waiting for its words. */
export interface PendingText {
  readonly point: Point;
  readonly time: number;
}

/**
 * The drawing surface's pointer events, forwarded to the session in frame coordinates with the
 * current time (mouse, pen and touch alike). The Text tool keeps the pressed point until its words are typed.
 * The handler is stable: it reads the tool and the frame on screen at the event, so the page does
 * not re-render for them.
 */
export function useStudioPointer(session: StudioSession, player: FramePlayerLink) {
  const [pendingText, setPendingText] = useState<PendingText | null>(null);
  const { controller } = player;
  const onFramePointer = useCallback(
    (pointer: FramePointer) => {
      const state = session.state.value;
      if (state.status !== 'ready' || state.readOnly) return;
      if (pointer.type === 'down') {
        if (!pointer.point) return;
        const time = controller?.state.value.time ?? 0;
        if (state.tool === 'text') {
          setPendingText({ point: pointer.point, time });
          return;
        }
        session.pointerDown(pointer.point, time, pointer.aspect);
      } else if (pointer.type === 'move') {
        if (pointer.point) session.pointerMove(pointer.point);
      } else if (pointer.type === 'up') {
        session.pointerUp();
      } else if (state.tool === 'select') {
        session.pointerUp();
      } else {
        // A cancelled touch (the browser took the gesture) drops the drawing under way.
        session.setTool(state.tool);
      }
    },
    [session, controller],
  );
  const clearPendingText = useCallback(() => setPendingText(null), []);
  return { onFramePointer, pendingText, clearPendingText };
}
