import { memo, useCallback, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { ReadyStudioState } from '../../application/analysis/studio-session.store';
import { Stack } from '../kit/layout';
import { Page } from '../kit/page';
import { SideBySide, StudioColumns } from '../kit/studio';
import { FramePlayer, type PictureSize } from '../playback/frame-player';
import { useFramePlayerLink } from '../playback/use-frame-player';
import { CompareClip, ComparePanel } from '../studio/compare-panel';
import { DrawingList } from '../studio/drawing-list';
import { StudioGate, type OpenStudio } from '../studio/studio-gate';
import { CommentsPanel, DeliverPanel, QuestionPanel, SaveState, StudioProblem, SummaryPanel } from '../studio/studio-notes';
import { StudioSurface } from '../studio/studio-surface';
import { SelectedDrawing, StudioToolbars, TextEntry } from '../studio/studio-tools';
import { StudioKeys } from '../studio/studio-keys';
import { useStudioInput } from '../studio/use-studio-input';
import { useStudioMarkers, useStudioState } from '../studio/use-studio-state';

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

const selectLayout = (state: ReadyStudioState) => ({ readOnly: state.readOnly, compare: state.content.compare });

/**
 * The desktop layout: the player with the drawing surface and the tools, the notes beside it.
 * It follows neither the frame nor the drawing under way: each panel follows its own slice, so a
 * pointer move or a frame step re-renders only what shows it.
 */
const DesktopStudio = memo(function DesktopStudio({ session, submission, src, mayDeliver, onDelivered }: OpenStudio) {
  const player = useFramePlayerLink();
  const otherPlayer = useFramePlayerLink();
  const { readOnly, compare } = useStudioState(session, selectLayout);
  const markers = useStudioMarkers(session);
  const { onFramePointer, onSurfaceKeyDown, cursor, pendingText, clearPendingText } = useStudioInput(session, player);
  const { controller } = player;
  const seek = useCallback((seconds: number) => controller?.seekToTime(seconds), [controller]);
  const undo = useCallback(() => session.undo(), [session]);
  const redo = useCallback(() => session.redo(), [session]);
  const overlay = useCallback(
    (picture: PictureSize | null) => <StudioSurface session={session} player={player} picture={picture} onFramePointer={readOnly ? undefined : onFramePointer} onSurfaceKeyDown={onSurfaceKeyDown} cursor={cursor} />,
    [session, player, readOnly, onFramePointer, onSurfaceKeyDown, cursor],
  );
  return (
    <StudioColumns>
      <Stack>
        <SideBySideWhen on={compare !== null}>
        <FramePlayer src={src} label="Clip under analysis" player={player} markers={markers} onUndo={undo} onRedo={redo} overlay={overlay} />
        {compare ? <CompareClip choice={compare} player={otherPlayer} /> : null}
        </SideBySideWhen>
        {readOnly ? null : <StudioToolbars session={session} />}
        {readOnly ? null : <StudioKeys />}
        {pendingText && !readOnly ? <TextEntry key={`${pendingText.point.x}-${pendingText.point.y}`} session={session} pending={pendingText} onDone={clearPendingText} /> : null}
        <SelectedDrawing session={session} />
        <DrawingList session={session} onSeek={seek} />
        <ComparePanel session={session} submission={submission} mainPlayer={player} otherPlayer={otherPlayer} />
      </Stack>
      <Stack>
        <SaveState session={session} />
        <StudioProblem session={session} />
        <QuestionPanel submission={submission} />
        <CommentsPanel session={session} player={player} onSeek={seek} />
        <SummaryPanel session={session} />
        <DeliverPanel session={session} mayDeliver={mayDeliver} onDelivered={onDelivered} />
      </Stack>
    </StudioColumns>
  );
});

/** Compare mode puts the second clip beside the first. */
function SideBySideWhen({ on, children }: { on: boolean; children: ReactNode }) {
  return on ? <SideBySide>{children}</SideBySide> : <>{children}</>;
}
