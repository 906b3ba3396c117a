import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { VideoRepairCase } from '../../application/ports/video-repository.port';
import type { Result } from '../../domain/result';
import type { DataError } from '../../domain/shared/data-error';
import { TYPES } from '../../application/ports/tokens';
import { formatBytes, needsRepair, type Video } from '../../domain/videos/video';
import { useInjection } from '../app/container-context';
import { useResultQuery } from '../hooks/use-result-query';
import { Alert } from '../kit/alert';
import { Button, ButtonRow } from '../kit/button';
import { CardListItem } from '../kit/card';
import { EmptyState } from '../kit/empty-state';
import { TextAreaField } from '../kit/fields';
import { MutedText, PlainList } from '../kit/layout';
import { ReadView } from '../kit/read-view';
import { Page } from '../kit/page';
import { videoKeys, videoQueries } from '../submissions/video-queries';

const STATUS_TEXT: Record<Video['status'], string> = {
  uploading: 'still uploading',
  ready: 'ready, but missing its duration or thumbnail',
  failed: 'failed',
  needs_repair: 'stored, but the browser could not read it',
};

/** What "Re-read metadata" did, said plainly at the top of the page (the repaired video leaves the list). */
function rereadOutcome(fileName: string, result: Result<Video, DataError>): { tone: 'success' | 'error'; text: string } {
  if (!result.ok) {
    return result.error.reason === 'invalid'
      ? { tone: 'error', text: `Still unreadable: this browser could not read "${fileName}" either. Mark it failed to tell its owner.` }
      : { tone: 'error', text: `"${fileName}" could not be read again: ${result.error.message}` };
  }
  return needsRepair(result.value)
    ? { tone: 'error', text: `"${fileName}" was read again, but still has no thumbnail: it stays on the list.` }
    : { tone: 'success', text: `"${fileName}" was read again and is ready: it left the list.` };
}

/**
 * /admin/video-repair: videos that failed, need repair or lack their facts, with their owner and
 * the submissions carrying them; re-read one in this browser, or mark it failed with a note its
 * owner receives.
 */
export default function AdminVideoRepairPage() {
  const videos = useInjection(TYPES.VideoLibrary);
  const list = useResultQuery(videoQueries.repair(videos));
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  return (
    <Page title="Video repair" intro="Videos that failed, could not be read, or lack their duration or thumbnail.">
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <ReadView read={list} loading="Loading videos" what="the videos" spinner="lg">
        {(videos) => videos.length === 0 ? (
          <EmptyState title="Every video is in order">
            <p>Videos that fail or cannot be read appear here.</p>
          </EmptyState>
        ) : (
          <PlainList aria-label="Videos to repair">
            {videos.map((repairCase) => (
              <RepairItem key={repairCase.video.id} repairCase={repairCase} onOutcome={setOutcome} />
            ))}
          </PlainList>
        )}
      </ReadView>
    </Page>
  );
}

function RepairItem({ repairCase, onOutcome }: { repairCase: VideoRepairCase; onOutcome: (outcome: { tone: 'success' | 'error'; text: string }) => void }) {
  const { video, owner, submissionIds } = repairCase;
  const videos = useInjection(TYPES.VideoLibrary);
  const reread = useInjection(TYPES.RereadVideoMetadata);
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [open, setOpen] = useState(false);
  const markFailed = useMutation({
    mutationFn: () => videos.markFailed(video.id, note),
    onSuccess: async (result) => {
      if (!result.ok) return;
      onOutcome({ tone: 'success', text: `"${video.fileName}" is marked failed; ${owner.name || 'its owner'} has been told.` });
      await queryClient.invalidateQueries({ queryKey: videoKeys.all });
    },
  });
  const rereading = useMutation({
    mutationFn: () => reread.execute(video.id),
    onSuccess: async (result) => {
      onOutcome(rereadOutcome(video.fileName, result));
      if (result.ok) await queryClient.invalidateQueries({ queryKey: videoKeys.all });
    },
  });
  const refusal = markFailed.data && !markFailed.data.ok ? markFailed.data.error.message : null;
  const ownerText = owner.name ? (owner.email ? `${owner.name} (${owner.email})` : owner.name) : (owner.email ?? 'an account without a name');
  return (
    <CardListItem aria-label={video.fileName}>
      <strong>{video.fileName}</strong>
      <MutedText size="sm">
        {STATUS_TEXT[video.status]} · {formatBytes(video.sizeBytes)}
      </MutedText>
      <MutedText size="sm">Owner: {ownerText}</MutedText>
      {submissionIds.length > 0 ? (
        <p>
          {submissionIds.length === 1 ? 'Submission: ' : 'Submissions: '}
          {submissionIds.map((id, index) => (
            <span key={id}>
              {index > 0 ? ', ' : null}
              <Link to={`/submissions/${encodeURIComponent(id)}`}>{`#${id.slice(0, 8)}`}</Link>
            </span>
          ))}
        </p>
      ) : (
        <MutedText size="sm">Not sent for analysis yet.</MutedText>
      )}
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
      ) : (
        <ButtonRow>
          <Button variant="secondary" disabled={rereading.isPending} onClick={() => rereading.mutate()}>
            {rereading.isPending ? 'Reading…' : 'Re-read metadata'}
          </Button>
          {video.status !== 'failed' ? (
            <Button variant="secondary" onClick={() => setOpen(true)}>
              Mark failed
            </Button>
          ) : null}
        </ButtonRow>
      )}
    </CardListItem>
  );
}
