import { memo, useCallback, useEffect, useId, type KeyboardEvent } from 'react';
import type { ReadyStudioState, StudioSession } from '../../application/analysis/studio-session.store';
import type { FramePlayerState } from '../../application/playback/frame-player.controller';
import type { Behavior } from '../../application/shared/behavior';
import type { Box } from '../../domain/analysis/geometry';
import { useBehavior } from '../hooks/use-behavior';
import type { PictureSize } from '../playback/frame-player';
import { usePlayerState, type FramePlayerLink } from '../playback/use-frame-player';
import { AnnotationLayer, CursorShape, SketchShape, type FramePointer } from './annotation-layer';
import { SURFACE_KEYS_HINT } from './studio-shortcuts';
import type { KeyboardCursor } from './use-studio-input';
import { useStudioState } from './use-studio-state';

const selectTime = (state: FramePlayerState): number => state.time;
const selectDrawn = (state: ReadyStudioState) => ({ drawings: state.content.drawings, selection: state.selection });
const selectSketch = (state: ReadyStudioState) => ({ sketch: state.sketch, style: state.style });

/**
 * The studio's drawings over the player: re-renders when the frame on screen, the drawings or the
 * selection change. The drawing under way and the keyboard's cursor are their own small
 * components (LiveSketch, LiveCursor), so a pointer move or an arrow key re-renders only those.
 */
export const StudioSurface = memo(function StudioSurface({
  session,
  player,
  picture,
  onFramePointer,
  onSurfaceKeyDown,
  cursor,
}: {
  session: StudioSession;
  player: FramePlayerLink;
  picture: PictureSize | null;
  onFramePointer?: (pointer: FramePointer) => void;
  onSurfaceKeyDown?: (event: KeyboardEvent<SVGSVGElement>, aspect: number) => void;
  /** The keyboard's cursor (useStudioInput), drawn and read out while the surface draws. */
  cursor?: Behavior<KeyboardCursor>;
}) {
  const time = usePlayerState(player, selectTime);
  const hintId = useId();
  const { drawings, selection } = useStudioState(session, selectDrawn);
  useEffect(() => {
    if (picture) session.setFrameAspect(picture.width / picture.height);
  }, [session, picture]);
  const drawing = onFramePointer !== undefined;
  const renderSketch = useCallback(
    (frame: Box, aspect: number) => (
      <>
        <LiveSketch session={session} frame={frame} aspect={aspect} />
        {drawing && cursor ? <LiveCursor cursor={cursor} frame={frame} /> : null}
      </>
    ),
    [session, cursor, drawing],
  );
  return (
    <>
      <AnnotationLayer
        drawings={drawings}
        time={time}
        picture={picture}
        selection={selection}
        renderSketch={renderSketch}
        onFramePointer={onFramePointer}
        onSurfaceKeyDown={onSurfaceKeyDown}
        surfaceDescribedBy={drawing && cursor ? hintId : undefined}
      />
      {drawing && cursor ? (
        <>
          <span id={hintId} className="visually-hidden">
            {SURFACE_KEYS_HINT}
          </span>
          <CursorAnnouncer cursor={cursor} />
        </>
      ) : null}
    </>
  );
});

/** The drawing under way, in the style it will get: the one thing a pointer move while drawing re-renders. */
const LiveSketch = memo(function LiveSketch({ session, frame, aspect }: { session: StudioSession; frame: Box; aspect: number }) {
  const { sketch, style } = useStudioState(session, selectSketch);
  return sketch ? <SketchShape sketch={sketch} style={style} frame={frame} aspect={aspect} /> : null;
});

/** The keyboard's crosshair, where the arrow keys put it. */
const LiveCursor = memo(function LiveCursor({ cursor, frame }: { cursor: Behavior<KeyboardCursor>; frame: Box }) {
  const { point } = useBehavior(cursor);
  return <CursorShape at={point} frame={frame} />;
});

/** The cursor's position ("25 %, 40 %") and each step of a keyboard drawing, read out politely. */
function CursorAnnouncer({ cursor }: { cursor: Behavior<KeyboardCursor> }) {
  const { message } = useBehavior(cursor);
  return (
    <p role="status" aria-live="polite" aria-atomic="true" aria-label="Drawing cursor" className="visually-hidden">
      {message}
    </p>
  );
}
