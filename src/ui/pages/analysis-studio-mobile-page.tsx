import { memo, useCallback, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { FramePlayerState } from '../../application/playback/frame-player.controller';
import { Button } from '../kit/button';
import { FitFrameIcon, StepBackIcon, StepForwardIcon } from '../kit/icons';
import { Stack } from '../kit/layout';
import { Page } from '../kit/page';
import { BigButtonRow, BottomSheet } from '../kit/studio';
import { FramePlayer, type PictureSize } from '../playback/frame-player';
import { useFramePlayerLink, usePlayerState, type FramePlayerLink } from '../playback/use-frame-player';
import { stageTransform } from '../studio/pinch-zoom';
import { StudioGate, type OpenStudio } from '../studio/studio-gate';
import { CommentsPanel, DeliverPanel, QuestionPanel, SaveState, StudioProblem, SummaryPanel } from '../studio/studio-notes';
import { StudioSurface } from '../studio/studio-surface';
import { SelectedDrawing, StudioToolbars, TextEntry } from '../studio/studio-tools';
import { usePinchZoom } from '../studio/use-pinch-zoom';
import { StudioKeys } from '../studio/studio-keys';
import { useStudioInput } from '../studio/use-studio-input';
import { selectReadOnly, useStudioMarkers, useStudioState } from '../studio/use-studio-state';

/** /submissions/:id/analysis-mobile: the same studio, laid out for touch. */
export default function AnalysisStudioMobilePage() {
  const { id = '' } = useParams();
  return (
    <Page title="Analysis studio (mobile)" intro="Draw with a finger, pinch with two to zoom and pan the frame, step with the big buttons; the tools are in the sheet below.">
      <StudioGate submissionId={id} layout="mobile">
        {(studio) => <MobileStudio {...studio} />}
      </StudioGate>
    </Page>
  );
}

const selectPhase = (state: FramePlayerState) => state.phase;

/** The touch layout over the same StudioSession as the desktop one: only the layout differs (and, as there, each panel follows its own slice). */
const MobileStudio = memo(function MobileStudio({ session, submission, src, mayDeliver, onDelivered }: OpenStudio) {
  const player = useFramePlayerLink();
  const [toolsOpen, setToolsOpen] = useState(false);
  const playerBox = useRef<HTMLDivElement>(null);
  // Opened, the sheet covers up to half the screen from below: the frame moves to the top of the
  // screen, above it, so the pro sees what they draw on while they pick a tool.
  const toggleTools = useCallback(() => {
    if (!toolsOpen) playerBox.current?.scrollIntoView?.({ block: 'start' });
    setToolsOpen(!toolsOpen);
  }, [toolsOpen]);
  const readOnly = useStudioState(session, selectReadOnly);
  const markers = useStudioMarkers(session);
  const { onFramePointer, onSurfaceKeyDown, cursor, cancel, pendingText, clearPendingText } = useStudioInput(session, player);
  const zoom = usePinchZoom(onFramePointer, cancel);
  const { controller } = player;
  const seek = useCallback((seconds: number) => controller?.seekToTime(seconds), [controller]);
  const undo = useCallback(() => session.undo(), [session]);
  const redo = useCallback(() => session.redo(), [session]);
  const zoomPointer = zoom.onFramePointer;
  const overlay = useCallback(
    (picture: PictureSize | null) => <StudioSurface session={session} player={player} picture={picture} onFramePointer={readOnly ? undefined : zoomPointer} onSurfaceKeyDown={onSurfaceKeyDown} cursor={cursor} />,
    [session, player, readOnly, zoomPointer, onSurfaceKeyDown, cursor],
  );
  return (
    <Stack>
      {/* The big buttons below step the frames: the player's own step buttons would say the same twice. */}
      <div ref={playerBox}>
        <FramePlayer src={src} label="Clip under analysis" player={player} markers={markers} onUndo={undo} onRedo={redo} stageTransform={stageTransform(zoom.view)} overlay={overlay} stepButtons={false} />
      </div>
      <BigButtonRow role="group" aria-label="Frame steps">
        <StepButtons player={player} />
        <Button variant="secondary" disabled={zoom.view.scale === 1} onClick={zoom.reset}>
          <FitFrameIcon /> Fit the frame
        </Button>
      </BigButtonRow>
      <SaveState session={session} />
      <StudioProblem session={session} />
      {pendingText && !readOnly ? <TextEntry key={`${pendingText.point.x}-${pendingText.point.y}`} session={session} pending={pendingText} onDone={clearPendingText} /> : null}
      <QuestionPanel submission={submission} />
      <CommentsPanel session={session} player={player} onSeek={seek} />
      <SummaryPanel session={session} />
      <DeliverPanel session={session} mayDeliver={mayDeliver} onDelivered={onDelivered} />
      {readOnly ? null : (
        <BottomSheet label="Tools" open={toolsOpen} onToggle={toggleTools}>
          <StudioToolbars session={session} large />
          <SelectedDrawing session={session} />
          <StudioKeys />
        </BottomSheet>
      )}
    </Stack>
  );
});

/** The big step buttons: on once the player is ready (they follow its phase, not its frame). */
function StepButtons({ player }: { player: FramePlayerLink }) {
  const ready = usePlayerState(player, selectPhase) === 'ready';
  return (
    <>
      <Button variant="secondary" disabled={!ready} onClick={() => player.controller?.stepBy(-1)}>
        <StepBackIcon /> Step back
      </Button>
      <Button variant="secondary" disabled={!ready} onClick={() => player.controller?.stepBy(1)}>
        <StepForwardIcon /> Step forward
      </Button>
    </>
  );
}
