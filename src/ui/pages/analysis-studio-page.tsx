import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { Alert } from '../kit/alert';
import { Stack } from '../kit/layout';
import { Page } from '../kit/page';
import { SideBySide, StudioColumns } from '../kit/studio';
import { FramePlayer } from '../playback/frame-player';
import { keyBelongsToControl } from '../playback/player-shortcuts';
import { useFramePlayer } from '../playback/use-frame-player';
import { AnnotationLayer } from '../studio/annotation-layer';
import { CompareClip, ComparePanel } from '../studio/compare-panel';
import { DrawingList } from '../studio/drawing-list';
import { StudioGate, type OpenStudio } from '../studio/studio-gate';
import { studioMarkers } from '../studio/studio-markers';
import { CommentsPanel, DeliverPanel, SaveState, SummaryPanel } from '../studio/studio-notes';
import { SelectedDrawing, StudioToolbars, TextEntry } from '../studio/studio-tools';
import { useStudioPointer } from '../studio/use-studio-pointer';

/** /submissions/:id/analysis: the pro's analysis studio. */
export default function AnalysisStudioPage() {
  const { id = '' } = useParams();
  return (
    <Page
      title="Analysis studio"
      width="wide"
      intro="Play the clip frame by frame, draw lines, angles and shapes pinned to moments, add timestamped comments and a summary, then deliver the analysis."
    >
      <StudioGate submissionId={id} layout="desktop">
        {(studio) => <DesktopStudio {...studio} />}
      </StudioGate>
    </Page>
  );
}

/** The desktop layout: the player with the drawing surface and the tools, the notes beside it. */
function DesktopStudio({ session, state, submission, src, mayDeliver, onDelivered }: OpenStudio) {
  const player = useFramePlayer();
  const otherPlayer = useFramePlayer();
  const time = player.state.time;
  const { onFramePointer, pendingText, clearPendingText } = useStudioPointer(session, state, time);
  const seek = (seconds: number) => player.controller?.seekToTime(seconds);
  return (
    <StudioColumns>
      <Stack>
        <SideBySideWhen on={state.content.compare !== null}>
        <FramePlayer
          src={src}
          label="Clip under analysis"
          player={player}
          markers={studioMarkers(state.content)}
          onUndo={() => session.undo()}
          onRedo={() => session.redo()}
          overlay={(picture) => (
            <AnnotationLayer
              drawings={state.content.drawings}
              time={time}
              picture={picture}
              selection={state.selection}
              sketch={state.sketch}
              sketchStyle={state.style}
              onFramePointer={state.readOnly ? undefined : onFramePointer}
              onSurfaceKeyDown={(event) => {
                if ((event.key === 'Delete' || event.key === 'Backspace') && !keyBelongsToControl(event.target, event.key)) {
                  event.preventDefault();
                  session.deleteSelected();
                }
              }}
            />
          )}
        />
        {state.content.compare ? <CompareClip choice={state.content.compare} player={otherPlayer} /> : null}
        </SideBySideWhen>
        {state.readOnly ? null : <StudioToolbars session={session} state={state} />}
        {pendingText && !state.readOnly ? <TextEntry key={`${pendingText.point.x}-${pendingText.point.y}`} session={session} pending={pendingText} onDone={clearPendingText} /> : null}
        <SelectedDrawing session={session} state={state} />
        <DrawingList session={session} state={state} onSeek={seek} />
        <ComparePanel session={session} state={state} submission={submission} mainPlayer={player} otherPlayer={otherPlayer} />
      </Stack>
      <Stack>
        <SaveState state={state} />
        {state.problem ? <Alert>{state.problem}</Alert> : null}
        <CommentsPanel session={session} state={state} time={time} onSeek={seek} />
        <SummaryPanel session={session} state={state} />
        <DeliverPanel session={session} state={state} mayDeliver={mayDeliver} onDelivered={onDelivered} />
      </Stack>
    </StudioColumns>
  );
}

/** Compare mode puts the second clip beside the first. */
function SideBySideWhen({ on, children }: { on: boolean; children: ReactNode }) {
  return on ? <SideBySide>{children}</SideBySide> : <>{children}</>;
}
