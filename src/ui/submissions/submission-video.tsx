import { TYPES } from '../../application/ports/tokens';
import { useInjection } from '../app/container-context';
import { useResultQuery } from '../hooks/use-result-query';
import { Alert } from '../kit/alert';
import { LoadError } from '../kit/load-error';
import { VideoFrame } from '../kit/video-frame';
import { Spinner } from '../kit/spinner';
import { videoQueries } from './video-queries';

/** The submission's clip, played from storage (a signed URL on the hosted backend, a blob URL on the embedded one; seeking works). */
export function SubmissionVideo({ videoId }: { videoId: string }) {
  const videos = useInjection(TYPES.VideoLibrary);
  const video = useResultQuery(videoQueries.detail(videos, videoId));
  const url = useResultQuery(videoQueries.playback(videos, videoId));
  // The thumbnail is the poster until the clip plays; without one the first frame shows.
  const thumbnail = useResultQuery(videoQueries.thumbnail(videos, videoId));
  if (video.isPending || url.isPending) return <Spinner size="lg" label="Loading the clip" />;
  if (video.isError || url.isError) {
    return (
      <LoadError
        what="the clip"
        error={video.error ?? url.error}
        onRetry={() => {
          if (video.isError) void video.refetch();
          if (url.isError) void url.refetch();
        }}
      />
    );
  }
  return (
    <>
      {video.data.status === 'needs_repair' ? (
        <Alert tone="info">
          <p>This file could not be played in the browser. It is stored safely, and our team has been told so it can be repaired.</p>
        </Alert>
      ) : null}
      <VideoFrame src={url.data} poster={thumbnail.data ?? undefined} label={`Clip: ${video.data.fileName}`} />
    </>
  );
}
