import type { Analysis } from '../../domain/analysis/analysis';
import { commentsByTime, type AnalysisContent } from '../../domain/analysis/analysis-content';
import type { Submission } from '../../domain/submissions/submission';
import { TYPES } from '../../application/ports/tokens';
import { useInjection } from '../app/container-context';
import { useResultQuery } from '../hooks/use-result-query';
import { LoadError } from '../kit/load-error';
import { Card, CardTitle } from '../kit/card';
import { PlainText, Stack } from '../kit/layout';
import { Spinner } from '../kit/spinner';
import { StudioColumns } from '../kit/studio';
import { FramePlayer } from '../playback/frame-player';
import { useFramePlayer } from '../playback/use-frame-player';
import { SubmissionVideo } from '../submissions/submission-video';
import { videoQueries } from '../submissions/video-queries';
import { analysisQueries } from './analysis-queries';
import { AnnotationLayer } from './annotation-layer';
import { studioMarkers } from './studio-markers';
import { CommentList } from './studio-notes';

/**
 * /submissions/:id once delivered: the clip in the frame-exact player with the pro's drawings and
 * comments appearing at their times, the comments list (a click seeks) and the summary beside it.
 * Nothing is editable. Without a readable analysis, the plain clip; without a clip (the demo's
 * sample history has none), the summary and the comments alone.
 */
export function AnalysisPlayback({ submission }: { submission: Submission }) {
  const readAnalysis = useInjection(TYPES.ReadAnalysis);
  const videos = useInjection(TYPES.VideoLibrary);
  const videoId = submission.videoId ?? '';
  const analysis = useResultQuery(analysisQueries.detail(readAnalysis, submission.id), { retry: false });
  const hasClip = videoId !== '';
  const url = useResultQuery(videoQueries.playback(videos, videoId), { enabled: hasClip });
  const loading = <Spinner size="lg" label="Loading the analysis" />;
  if (analysis.isPending) return loading;
  if (analysis.isError) return hasClip ? <SubmissionVideo videoId={videoId} /> : null;
  // Asked only for a clip (a query that is not enabled stays pending).
  if (!hasClip) return <AnalysisNotes content={analysis.data.content} />;
  if (url.isPending) return loading;
  if (url.isError) return <LoadError what="the clip" error={url.error} onRetry={() => void url.refetch()} />;
  return <Playback analysis={analysis.data} src={url.data} />;
}

function Playback({ analysis, src }: { analysis: Analysis; src: string }) {
  const player = useFramePlayer();
  const { content } = analysis;
  return (
    <StudioColumns aria-label="The analysis">
      <FramePlayer
        src={src}
        label="Analysed clip"
        player={player}
        markers={studioMarkers(content)}
        overlay={(picture) => <AnnotationLayer drawings={content.drawings} time={player.state.time} picture={picture} />}
      />
      <AnalysisNotes content={content} onSeek={(time) => player.controller?.seekToTime(time)} />
    </StudioColumns>
  );
}

/** The pro's written analysis: the summary, then the comments by time (each seeks the clip, when there is one). */
function AnalysisNotes({ content, onSeek }: { content: AnalysisContent; onSeek?: (time: number) => void }) {
  return (
    <Stack>
      <Card gap="sm">
        <CardTitle>Summary</CardTitle>
        <PlainText preserveLines>{content.summary}</PlainText>
      </Card>
      <Card gap="sm">
        <CardTitle>Comments</CardTitle>
        <CommentList comments={commentsByTime(content.comments)} onSeek={onSeek} />
      </Card>
    </Stack>
  );
}
