import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { TYPES } from '../../application/ports/tokens';
import { formatBytes, type Video } from '../../domain/videos/video';
import { useInjection } from '../app/container-context';
import { useResultQuery } from '../hooks/use-result-query';
import { Alert } from '../kit/alert';
import { Button, ButtonRow } from '../kit/button';
import { CardListItem } from '../kit/card';
import { EmptyState } from '../kit/empty-state';
import { TextAreaField } from '../kit/fields';
import { MutedText, PlainList } from '../kit/layout';
import { LoadError } from '../kit/load-error';
import { Page } from '../kit/page';
import { Spinner } from '../kit/spinner';
import { videoKeys, videoQueries } from '../submissions/video-queries';

const STATUS_TEXT: Record<Video['status'], string> = {
  uploading: 'still uploading',
  ready: 'ready, but missing its duration or thumbnail',
  failed: 'failed',
  needs_repair: 'stored, but the browser could not read it',
};

/** /admin/video-repair: videos that failed, need repair or lack their facts; mark one failed with a note its owner receives. */
export default function AdminVideoRepairPage() {
  const videos = useInjection(TYPES.VideoRepository);
  const list = useResultQuery(videoQueries.repair(videos));
  return (
    <Page title="Video repair" intro="Videos that failed, could not be read, or lack their duration or thumbnail.">
      {list.isPending ? (
        <Spinner size="lg" label="Loading videos" />
      ) : list.isError ? (
        <LoadError what="the videos" error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState title="Every video is in order">
          <p>Videos that fail or cannot be read appear here.</p>
        </EmptyState>
      ) : (
        <PlainList aria-label="Videos to repair">
          {list.data.map((video) => (
            <RepairItem key={video.id} video={video} />
          ))}
        </PlainList>
      )}
    </Page>
  );
}

function RepairItem({ video }: { video: Video }) {
  const videos = useInjection(TYPES.VideoRepository);
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [open, setOpen] = useState(false);
  const markFailed = useMutation({
    mutationFn: () => videos.markFailed(video.id, note),
    onSuccess: async (result) => {
      if (result.ok) await queryClient.invalidateQueries({ queryKey: videoKeys.all });
    },
  });
  const refusal = markFailed.data && !markFailed.data.ok ? markFailed.data.error.message : null;
  return (
    <CardListItem>
      <strong>{video.fileName}</strong>
      <MutedText size="sm">
        {STATUS_TEXT[video.status]} · {formatBytes(video.sizeBytes)} · owner {video.ownerId}
      </MutedText>
      {video.repairNote ? <MutedText size="sm">Note to the owner: {video.repairNote}</MutedText> : null}
      {open ? (
        <>
          <TextAreaField label={`Note to the owner of ${video.fileName}`} rows={3} value={note} onChange={(event) => setNote(event.target.value)} />
          {refusal ? <Alert>{refusal}</Alert> : null}
          <ButtonRow>
            <Button disabled={markFailed.isPending} onClick={() => markFailed.mutate()}>
              Mark failed and tell the owner
            </Button>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Keep it
            </Button>
          </ButtonRow>
        </>
      ) : video.status !== 'failed' ? (
        <ButtonRow>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            Mark failed
          </Button>
        </ButtonRow>
      ) : null}
    </CardListItem>
  );
}
