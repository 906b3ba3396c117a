import { useCallback, useRef, useState } from 'react';
import type { FramePointer } from './annotation-layer';
import { pinch, UNZOOMED, type ScreenPoint, type StageView } from './pinch-zoom';

/**
 * Touch on the mobile stage: one finger goes to the drawing tools (`draw`), two fingers pinch to
 * zoom the frame and pan it; a second finger landing mid-drawing drops that drawing (`cancelDraw`).
 * The handler is stable while `draw` and `cancelDraw` are.
 */
export function usePinchZoom(draw: (pointer: FramePointer) => void, cancelDraw: () => void) {
  const [view, setView] = useState<StageView>(UNZOOMED);
  const touches = useRef(new Map<number, ScreenPoint>());
  const pinching = useRef(false);
  const onFramePointer = useCallback((pointer: FramePointer) => {
    const at = { x: pointer.clientX, y: pointer.clientY };
    const fingers = touches.current;
    if (pointer.type === 'down') fingers.set(pointer.pointerId, at);
    if (pointer.type === 'down' && fingers.size === 2) {
      pinching.current = true;
      cancelDraw();
      return;
    }
    if (pinching.current) {
      if (pointer.type === 'move' && fingers.has(pointer.pointerId) && fingers.size === 2) {
        const [a, b] = [...fingers.entries()];
        const before = [a![1], b![1]] as const;
        fingers.set(pointer.pointerId, at);
        const after = [fingers.get(a![0])!, fingers.get(b![0])!] as const;
        setView((old) => pinch(old, before, after, pointer.surface));
      }
      if (pointer.type === 'up' || pointer.type === 'cancel') {
        fingers.delete(pointer.pointerId);
        if (fingers.size === 0) pinching.current = false;
      }
      return;
    }
    if (pointer.type === 'up' || pointer.type === 'cancel') fingers.delete(pointer.pointerId);
    draw(pointer);
  }, [draw, cancelDraw]);
  const reset = useCallback(() => setView(UNZOOMED), []);
  return { view, onFramePointer, reset };
}
