import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, type ReactNode } from 'react';
import type { StudioSession } from '../../application/analysis/studio-session.store';
import { TYPES } from '../../application/ports/tokens';
import { availableEvents } from '../../domain/submissions/submission-lifecycle';
import type { Submission } from '../../domain/submissions/submission';
import { useInjection } from '../app/container-context';
import { isNotFound, useResultQuery } from '../hooks/use-result-query';
import { Alert } from '../kit/alert';
import { Button, ButtonRow } from '../kit/button';
import { Card, CardTitle } from '../kit/card';
import { LinkButton } from '../kit/link-button';
import { LoadError } from '../kit/load-error';
import { Spinner } from '../kit/spinner';
import { submissionKeys, submissionQueries } from '../submissions/submission-queries';
import { videoQueries } from '../submissions/video-queries';
import { analysisKeys } from './analysis-queries';
import { useActor } from './use-actor';
import { useNarrowScreen } from './use-narrow-screen';
import { useStudioSession } from './use-studio-session';

export interface OpenStudio {
  /** Open: its components follow the slices of its state they show (useStudioState). */
  readonly session: StudioSession;
  readonly submission: Submission;
  /** The clip's playback URL. */
  readonly src: string;
  /** Whether "Deliver analysis" is this person's to press (the lifecycle decides). */
  readonly mayDeliver: boolean;
  /** After delivery: the submission's pages read it again. */
  readonly onDelivered: () => void;
}

const NOT_YOURS = 'We could not find that submission, or it is not assigned to you.';

/**
 * What both studio layouts stand on: the submission, the review started first when it still waits
 * for it, the StudioSession opened (the backend refuses all but the assigned pro and admins: the
 * refusal is shown as it comes), and the clip's URL. `layout` says which route this is, so the
 * other one is suggested where it fits better.
 */
export function StudioGate({ submissionId, layout, children }: { submissionId: string; layout: 'desktop' | 'mobile'; children: (studio: OpenStudio) => ReactNode }) {
  const submissions = useInjection(TYPES.SubmissionRepository);
  const videos = useInjection(TYPES.VideoLibrary);
  const actOnSubmission = useInjection(TYPES.ActOnSubmission);
  const queryClient = useQueryClient();
  const actor = useActor();
  const view = useResultQuery(submissionQueries.detail(submissions, submissionId));
  const submission = view.data?.submission ?? null;
  const needsReviewStart = submission !== null && submission.status === 'submitted' && availableEvents(submission, actor).includes('start_review');
  const { session, phase: state } = useStudioSession(submissionId, submission !== null && !needsReviewStart);
  const videoId = submission?.videoId ?? '';
  const url = useResultQuery(videoQueries.playback(videos, videoId), { enabled: videoId !== '' && state.status === 'ready' });
  const facts = useResultQuery(videoQueries.detail(videos, videoId), { enabled: videoId !== '' && state.status === 'ready' });
  const startReview = useMutation({
    mutationFn: () => actOnSubmission.execute(submissionId, { type: 'start_review' }),
    onSuccess: async (result) => {
      if (result.ok) await queryClient.invalidateQueries({ queryKey: submissionKeys.all });
    },
  });
  const onDelivered = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: submissionKeys.all });
    void queryClient.invalidateQueries({ queryKey: analysisKeys.all });
  }, [queryClient]);
  const duration = facts.data?.durationS ?? null;
  useEffect(() => session?.setClipDuration(duration), [session, duration]);

  const suggestion = <OtherLayout submissionId={submissionId} layout={layout} />;
  if (view.isPending) return <Spinner size="lg" label="Loading the submission" />;
  if (view.isError) {
    if (isNotFound(view.error)) return <Refusal message={NOT_YOURS} />;
    return <LoadError what="this submission" error={view.error} onRetry={() => void view.refetch()} />;
  }
  const loaded = view.data.submission;
  if (needsReviewStart) {
    const refusal = startReview.data && !startReview.data.ok ? startReview.data.error.message : startReview.isError ? 'That did not go through. Please try again.' : null;
    return (
      <Card>
        <CardTitle>Start the review first</CardTitle>
        <p>This submission is paid and waiting for you. Starting the review tells the athlete you are on it and opens the studio.</p>
        <ButtonRow>
          <Button disabled={startReview.isPending} onClick={() => startReview.mutate()}>
            Start review
          </Button>
        </ButtonRow>
        {refusal ? <Alert>{refusal}</Alert> : null}
      </Card>
    );
  }
  if (state.status === 'refused') return <Refusal message={state.reason === 'not-found' ? NOT_YOURS : state.message} />;
  if (state.status !== 'ready' || !session) return <Spinner size="lg" label="Opening the studio" />;
  if (!loaded.videoId) return <Alert>This submission has no clip to analyse.</Alert>;
  if (url.isPending) return <Spinner size="lg" label="Loading the clip" />;
  if (url.isError) return <LoadError what="the clip" error={url.error} onRetry={() => void url.refetch()} />;
  return (
    <>
      {suggestion}
      {children({
        session,
        submission: loaded,
        src: url.data,
        mayDeliver: availableEvents(loaded, actor).includes('deliver'),
        onDelivered,
      })}
    </>
  );
}

/** The clear refusal: who may open the studio, and the way back. */
function Refusal({ message }: { message: string }) {
  return (
    <Card>
      <CardTitle>You cannot open this analysis studio</CardTitle>
      <Alert>
        <p>{message}</p>
      </Alert>
      <p>Only the pro assigned to a submission, and admins, work on its analysis.</p>
      <ButtonRow>
        <LinkButton variant="secondary" to="/submissions">
          Go to your submissions
        </LinkButton>
      </ButtonRow>
    </Card>
  );
}

/** Each route suggests the other on a screen where it fits better. */
function OtherLayout({ submissionId, layout }: { submissionId: string; layout: 'desktop' | 'mobile' }) {
  const narrow = useNarrowScreen();
  const path = `/submissions/${encodeURIComponent(submissionId)}`;
  if (layout === 'desktop' && narrow) {
    return (
      <Alert tone="info">
        <p>
          This screen is narrow. <LinkButton variant="link" to={`${path}/analysis-mobile`}>Open the mobile studio</LinkButton>, laid out for touch.
        </p>
      </Alert>
    );
  }
  if (layout === 'mobile' && !narrow) {
    return (
      <Alert tone="info">
        <p>
          This screen is wide enough for the full studio. <LinkButton variant="link" to={`${path}/analysis`}>Open the desktop studio</LinkButton>.
        </p>
      </Alert>
    );
  }
  return null;
}
