import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Alert } from '../kit/alert';
import { Button } from '../kit/button';
import { Stack } from '../kit/layout';
import { Page } from '../kit/page';
import { BigButtonRow, BottomSheet } from '../kit/studio';
import { FramePlayer } from '../playback/frame-player';
import { useFramePlayer } from '../playback/use-frame-player';
import { AnnotationLayer } from '../studio/annotation-layer';
import { stageTransform } from '../studio/pinch-zoom';
import { StudioGate, type OpenStudio } from '../studio/studio-gate';
import { studioMarkers } from '../studio/studio-markers';
import { CommentsPanel, DeliverPanel, SaveState, SummaryPanel } from '../studio/studio-notes';
import { SelectedDrawing, StudioToolbars, TextEntry } from '../studio/studio-tools';
import { usePinchZoom } from '../studio/use-pinch-zoom';
import { useStudioPointer } from '../studio/use-studio-pointer';

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

/** The touch layout over the same StudioSession as the desktop one: only the layout differs. */
function MobileStudio({ session, state, src, mayDeliver, onDelivered }: OpenStudio) {
  const player = useFramePlayer();
  const time = player.state.time;
  const [toolsOpen, setToolsOpen] = useState(false);
  const { onFramePointer, pendingText, clearPendingText } = useStudioPointer(session, state, time);
  const zoom = usePinchZoom(onFramePointer, () => (state.tool === 'select' ? session.pointerUp() : session.setTool(state.tool)));
  const ready = player.state.phase === 'ready';
  const seek = (seconds: number) => player.controller?.seekToTime(seconds);
  return (
    <Stack>
      <FramePlayer
        src={src}
        label="Clip under analysis"
        player={player}
        markers={studioMarkers(state.content)}
        onUndo={() => session.undo()}
        onRedo={() => session.redo()}
        stageTransform={stageTransform(zoom.view)}
        overlay={(picture) => (
          <AnnotationLayer
            drawings={state.content.drawings}
            time={time}
            picture={picture}
            selection={state.selection}
            sketch={state.sketch}
            sketchStyle={state.style}
            onFramePointer={state.readOnly ? undefined : zoom.onFramePointer}
          />
        )}
      />
      <BigButtonRow role="group" aria-label="Frame steps">
        <Button variant="secondary" disabled={!ready} onClick={() => player.controller?.stepBy(-1)}>
          ◀ Step back
        </Button>
        <Button variant="secondary" disabled={!ready} onClick={() => player.controller?.stepBy(1)}>
          Step forward ▶
        </Button>
        <Button variant="secondary" disabled={zoom.view.scale === 1} onClick={zoom.reset}>
          Fit the frame
        </Button>
      </BigButtonRow>
      <SaveState state={state} />
      {state.problem ? <Alert>{state.problem}</Alert> : null}
      {pendingText && !state.readOnly ? <TextEntry key={`${pendingText.point.x}-${pendingText.point.y}`} session={session} pending={pendingText} onDone={clearPendingText} /> : null}
      <CommentsPanel session={session} state={state} time={time} onSeek={seek} />
      <SummaryPanel session={session} state={state} />
      <DeliverPanel session={session} state={state} mayDeliver={mayDeliver} onDelivered={onDelivered} />
      {state.readOnly ? null : (
        <BottomSheet label="Tools" open={toolsOpen} onToggle={() => setToolsOpen(!toolsOpen)}>
          <StudioToolbars session={session} state={state} large />
          <SelectedDrawing session={session} state={state} />
        </BottomSheet>
      )}
    </Stack>
  );
}
