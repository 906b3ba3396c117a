import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { UploadEvent, VideoUpload } from '../../application/ports/video-repository.port';
import { TYPES } from '../../application/ports/tokens';
import { isSubmittableVideo } from '../../domain/submissions/submission-lifecycle';
import { checkVideoFile, DEFAULT_UPLOAD_SETTINGS, formatBytes, type Video } from '../../domain/videos/video';
import { useInjection } from '../app/container-context';
import { useResultQuery } from '../hooks/use-result-query';
import { Alert } from '../kit/alert';
import { Button, ButtonRow } from '../kit/button';
import { Card, CardTitle } from '../kit/card';
import { DropZone } from '../kit/drop-zone';
import { EmptyState } from '../kit/empty-state';
import { BreakableText, MediaRow, MutedText } from '../kit/layout';
import { Thumbnail } from '../kit/thumbnail';
import { LinkButton } from '../kit/link-button';
import { Page } from '../kit/page';
import { RequestSteps } from './request-steps';
import { submissionKeys, submissionQueries } from './submission-queries';
import { timeLeftText } from './upload-progress';
import { videoQueries } from './video-queries';

type UploadView =
  | { readonly phase: 'idle' }
  | { readonly phase: 'sending'; readonly sent: number; readonly total: number; readonly startedAt: number; readonly startBytes: number; readonly paused: boolean; readonly retryInMs: number | null }
  /** The bytes are stored; `video` turns submittable once its facts and thumbnail are recorded too. */
  | { readonly phase: 'done'; readonly video: Video }
  | { readonly phase: 'failed'; readonly message: string };

/**
 * /upload?submission=<id>: pick or drop the clip; it is checked against the allowed types and the
 * size limit before a byte is sent, then sent in chunks with progress, pause, resume and cancel,
 * retried by itself when the connection drops, and resumed after a reload when the same file is
 * picked again. Then "Continue to checkout".
 */
export default function UploadPage() {
  const [params] = useSearchParams();
  const submissionId = params.get('submission') ?? '';
  const uploadClip = useInjection(TYPES.UploadClip);
  const actOnSubmission = useInjection(TYPES.ActOnSubmission);
  const settingsPort = useInjection(TYPES.PlatformSettings);
  const clock = useInjection(TYPES.Clock);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const inputId = useId();
  const settings = useResultQuery(submissionQueries.uploadSettings(settingsPort)).data ?? DEFAULT_UPLOAD_SETTINGS;
  const [fileError, setFileError] = useState<string | null>(null);
  const [view, setView] = useState<UploadView>({ phase: 'idle' });
  const [factsError, setFactsError] = useState<string | null>(null);
  const upload = useRef<VideoUpload | null>(null);

  useEffect(() => () => upload.current?.pause(), []);

  const start = async (file: File) => {
    const refusal = checkVideoFile(file, settings);
    setFileError(refusal);
    setFactsError(null);
    if (refusal) return;
    const started = await uploadClip.execute(file);
    if (!started.ok) {
      setFileError(started.error.message);
      return;
    }
    const { upload: clipUpload, recorded } = started.value;
    upload.current = clipUpload;
    void recorded.then((video) => {
      if (!video.ok) return setFactsError(video.error.message);
      // Facts stored after the last chunk landed make the finished video submittable (ready, or needs_repair).
      setView((current) => (current.phase === 'done' && current.video.id === video.value.id ? { phase: 'done', video: video.value } : current));
    });
    const startedAt = clock.now();
    setView({ phase: 'sending', sent: clipUpload.resumedFrom, total: file.size, startedAt, startBytes: clipUpload.resumedFrom, paused: false, retryInMs: null });
    clipUpload.subscribe((event: UploadEvent) => {
      setView((current) => {
        if (event.kind === 'done') return { phase: 'done', video: event.video };
        if (event.kind === 'failed') return { phase: 'failed', message: event.error.message };
        if (current.phase !== 'sending') return current;
        if (event.kind === 'retrying') return { ...current, retryInMs: event.retryInMs };
        return { ...current, sent: event.progress.bytesSent, total: event.progress.bytesTotal, retryInMs: null };
      });
    });
  };

  const toCheckout = useMutation({
    mutationFn: (videoId: string) => actOnSubmission.execute(submissionId, { type: 'start_checkout', videoId }),
    onSuccess: async (result) => {
      if (!result.ok) return;
      await queryClient.invalidateQueries({ queryKey: submissionKeys.all });
      navigate(`/checkout?submission=${encodeURIComponent(submissionId)}`);
    },
  });
  const checkoutRefusal = toCheckout.data && !toCheckout.data.ok ? toCheckout.data.error.message : null;

  if (!submissionId) {
    return (
      <Page title="Upload your clip">
        <EmptyState title="Choose a pro first" action={<LinkButton to="/upload-start">Request an analysis</LinkButton>}>
          <p>Your clip is uploaded for one request: pick the pro, the sport and your question first.</p>
        </EmptyState>
      </Page>
    );
  }

  // Checkout takes the clip once its facts are stored too (they may land just after the last chunk).
  const reading = view.phase === 'done' && !isSubmittableVideo(view.video) && factsError === null;

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    const file = event.dataTransfer.files[0];
    if (file && view.phase !== 'sending') void start(file);
  };

  return (
    <Page title="Upload your clip" intro={`MP4, MOV or WebM, up to ${formatBytes(settings.maxUploadBytes)}. A few seconds of the movement is enough.`}>
      <RequestSteps current="clip" />
      <Card>
        <DropZone
          inputId={inputId}
          label="Video file"
          accept={settings.allowedVideoTypes.join(',')}
          error={fileError}
          hint={view.phase === 'done' ? `${view.video.fileName} is uploaded. To send another clip instead, choose or drop it here.` : undefined}
          disabled={view.phase === 'sending'}
          onDrop={onDrop}
          onFile={(file) => void start(file)}
        />
      </Card>
      {view.phase === 'sending' ? (
        <Card>
          <CardTitle>Uploading</CardTitle>
          <progress max={view.total} value={view.sent} aria-label="Upload progress" aria-valuetext={`${Math.floor((view.sent / Math.max(1, view.total)) * 100)} %`} />
          <p role="status">
            {formatBytes(view.sent)} of {formatBytes(view.total)} · {Math.floor((view.sent / Math.max(1, view.total)) * 100)} %
            {view.paused ? ' · paused' : ` · ${timeLeftText(view.sent - view.startBytes, view.total - view.sent, clock.now() - view.startedAt)}`}
          </p>
          {view.startBytes > 0 ? <MutedText>Picked up where it stopped: {formatBytes(view.startBytes)} were already stored.</MutedText> : null}
          {view.retryInMs !== null ? <MutedText>The connection dropped. Trying again in {Math.ceil(view.retryInMs / 1000)} s…</MutedText> : null}
          <ButtonRow>
            {view.paused ? (
              <Button onClick={() => { upload.current?.resume(); setView({ ...view, paused: false }); }}>Resume</Button>
            ) : (
              <Button variant="secondary" onClick={() => { upload.current?.pause(); setView({ ...view, paused: true }); }}>Pause</Button>
            )}
            <Button variant="secondary" onClick={() => { void upload.current?.cancel(); upload.current = null; setView({ phase: 'idle' }); }}>Cancel</Button>
          </ButtonRow>
        </Card>
      ) : null}
      {view.phase === 'failed' ? <Alert>{view.message} Pick the same file again to continue where it stopped.</Alert> : null}
      {view.phase === 'done' ? (
        <Card gap="md">
          <CardTitle flush>Your clip is uploaded</CardTitle>
          <MediaRow align="center">
            <UploadedThumbnail video={view.video} />
            <MutedText>
              <BreakableText inline>{clipFacts(view.video)}</BreakableText>
            </MutedText>
          </MediaRow>
          {view.video.status === 'needs_repair' ? (
            <Alert tone="info">
              <p>We stored your file, but this browser could not play it. It is safe; our team will repair it, and the pro can still receive it.</p>
            </Alert>
          ) : null}
          {reading ? <MutedText role="status">Reading the clip: its length, size and thumbnail…</MutedText> : null}
          {factsError ? <Alert>We could not store the clip's details: {factsError} Pick the same file again; nothing is sent twice.</Alert> : null}
          {checkoutRefusal ? <Alert>{checkoutRefusal}</Alert> : null}
          <ButtonRow>
            <Button disabled={toCheckout.isPending || reading} onClick={() => toCheckout.mutate(view.video.id)}>
              Continue to checkout
            </Button>
          </ButtonRow>
        </Card>
      ) : null}
    </Page>
  );
}

/** What was stored, as far as it is known: "serve.mp4 · 4.2 MB · 3.0 s · 1280 × 720". */
function clipFacts(video: Pick<Video, 'fileName' | 'sizeBytes' | 'durationS' | 'width' | 'height'>): string {
  const facts = [video.fileName, formatBytes(video.sizeBytes)];
  if (video.durationS !== null) facts.push(`${video.durationS.toFixed(1)} s`);
  if (video.width !== null && video.height !== null) facts.push(`${video.width} × ${video.height}`);
  return facts.join(' · ');
}

/** The stored clip's thumbnail once its facts are read (an empty frame of the same size until then). */
function UploadedThumbnail({ video }: { video: Pick<Video, 'id' | 'fileName' | 'thumbnailPath'> }) {
  const videos = useInjection(TYPES.VideoLibrary);
  const thumbnail = useResultQuery(videoQueries.thumbnail(videos, video.id), { enabled: video.thumbnailPath !== null, retry: false });
  return <Thumbnail src={thumbnail.data ?? null} alt={`Thumbnail of ${video.fileName}`} />;
}
