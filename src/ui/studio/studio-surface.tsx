import { memo, useCallback, type KeyboardEvent } from 'react';
import type { ReadyStudioState, StudioSession } from '../../application/analysis/studio-session.store';
import type { FramePlayerState } from '../../application/playback/frame-player.controller';
import type { Box } from '../../domain/analysis/geometry';
import type { PictureSize } from '../playback/frame-player';
import { usePlayerState, type FramePlayerLink } from '../playback/use-frame-player';
import { AnnotationLayer, SketchShape, type FramePointer } from './annotation-layer';
import { useStudioState } from './use-studio-state';

const selectTime = (state: FramePlayerState): number => state.time;
const selectDrawn = (state: ReadyStudioState) => ({ drawings: state.content.drawings, selection: state.selection });
const selectSketch = (state: ReadyStudioState) => ({ sketch: state.sketch, style: state.style });

/**
 * The studio's drawings over the player: re-renders when the frame on screen, the drawings or the
 * selection change. The drawing under way is its own small component (LiveSketch), so a pointer
 * move while drawing re-renders only that.
 */
export const StudioSurface = memo(function StudioSurface({
  session,
  player,
  picture,
  onFramePointer,
  onSurfaceKeyDown,
}: {
  session: StudioSession;
  player: FramePlayerLink;
  picture: PictureSize | null;
  onFramePointer?: (pointer: FramePointer) => void;
  onSurfaceKeyDown?: (event: KeyboardEvent<SVGSVGElement>) => void;
}) {
  const time = usePlayerState(player, selectTime);
  const { drawings, selection } = useStudioState(session, selectDrawn);
  const renderSketch = useCallback((frame: Box, aspect: number) => <LiveSketch session={session} frame={frame} aspect={aspect} />, [session]);
  return (
    <AnnotationLayer
      drawings={drawings}
      time={time}
      picture={picture}
      selection={selection}
      renderSketch={renderSketch}
      onFramePointer={onFramePointer}
      onSurfaceKeyDown={onSurfaceKeyDown}
    />
  );
});

/** The drawing under way, in the style it will get: the one thing a pointer move while drawing re-renders. */
const LiveSketch = memo(function LiveSketch({ session, frame, aspect }: { session: StudioSession; frame: Box; aspect: number }) {
  const { sketch, style } = useStudioState(session, selectSketch);
  return sketch ? <SketchShape sketch={sketch} style={style} frame={frame} aspect={aspect} /> : null;
});
