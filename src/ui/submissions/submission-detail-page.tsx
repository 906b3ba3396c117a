import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { SubmissionAction } from '../../application/ports/submission-repository.port';
import { TYPES } from '../../application/ports/tokens';
import { availableEvents } from '../../domain/submissions/submission-lifecycle';
import { analysisDueAt, SUBMISSION_STATUS_LABELS, totalCents, type Submission } from '../../domain/submissions/submission';
import { useInjection } from '../app/container-context';
import { useSignedInUserId } from '../auth/auth-context';
import { isNotFound, useResultQuery } from '../hooks/use-result-query';
import { Alert } from '../kit/alert';
import { Button, ButtonRow } from '../kit/button';
import { Card, CardTitle } from '../kit/card';
import { DefinitionList } from '../kit/definition-list';
import { TextAreaField } from '../kit/fields';
import { MutedText } from '../kit/layout';
import { Timeline, TimelineEntry } from '../kit/timeline';
import { StatusBadge } from '../kit/status-badge';
import { LinkButton } from '../kit/link-button';
import { LoadError } from '../kit/load-error';
import { Page } from '../kit/page';
import { Spinner } from '../kit/spinner';
import NotFoundPage from '../pages/not-found-page';
import { useAccountRoles } from '../hooks/use-account-roles';
import { submissionKeys, submissionQueries } from './submission-queries';
import { SubmissionVideo } from './submission-video';
import { OverdueRefund } from './overdue-refund';
import { RateAnalysis } from './rate-analysis';
import { AnalysisPlayback } from '../studio/analysis-playback';
import { dateTimeText, formatPrice } from '../kit/format';

/** When the analysis is due, for a paid submission not yet delivered: both sides plan by it. */
function analysisDue(submission: Submission): [string, string][] {
  const due = analysisDueAt(submission);
  return due === null ? [] : [['Analysis due', dateTimeText(new Date(due).toISOString())]];
}

/**
 * /submissions/:submissionId: the clip, the question, the status timeline with dates and the
 * price paid; the assigned pro starts the review or declines it with a reason; the athlete pays a
 * submission still awaiting payment. Anyone else gets the not-found page, from the backend's answer.
 */
export default function SubmissionDetailPage() {
  const { submissionId = '' } = useParams();
  const submissions = useInjection(TYPES.SubmissionRepository);
  const view = useResultQuery(submissionQueries.detail(submissions, submissionId));

  if (view.isPending) return <Page title="Submission"><Spinner size="lg" label="Loading the submission" /></Page>;
  if (view.isError) {
    if (isNotFound(view.error)) return <NotFoundPage />;
    return <Page title="Submission"><LoadError what="this submission" error={view.error} onRetry={() => void view.refetch()} /></Page>;
  }
  const { submission, proName, athleteName, timeline } = view.data;
  return (
    <Page title={`${submission.sport} analysis`} intro={`${athleteName} → ${proName} · ${SUBMISSION_STATUS_LABELS[submission.status]}`} width="wide">
      {/* Issue 11: once delivered, the clip plays with the pro's drawings, comments and summary. */}
      {submission.status === 'delivered' ? <AnalysisPlayback submission={submission} /> : submission.videoId ? <SubmissionVideo videoId={submission.videoId} /> : null}
      <Card>
        <CardTitle>The question</CardTitle>
        <p>{submission.question}</p>
      </Card>
      <Actions submission={submission} />
      {/* Issue 12: the turnaround guarantee and the rating, each its own block. */}
      <OverdueRefund submission={submission} />
      <RateAnalysis submission={submission} />
      <Card>
        <CardTitle>Order</CardTitle>
        <DefinitionList
          label="Order"
          items={[
            ['Review', submission.tier === 'express' ? 'Express' : 'Standard'],
            [submission.submittedAt ? 'Paid' : 'To pay', formatPrice(totalCents(submission), submission.currency)],
            ['Turnaround', `${submission.turnaroundHours} hours from payment`],
            ...analysisDue(submission),
          ]}
        />
      </Card>
      <Card>
        <CardTitle>Timeline</CardTitle>
        <Timeline>
          {timeline.map((event) => (
            <TimelineEntry key={`${event.toStatus}-${event.at}`} mark={<StatusBadge status={event.toStatus} />}>
              <MutedText size="sm">{dateTimeText(event.at)}</MutedText>
              {event.note ? <MutedText size="sm">{event.note}</MutedText> : null}
            </TimelineEntry>
          ))}
        </Timeline>
      </Card>
    </Page>
  );
}

/** The buttons this person may use now (the lifecycle decides which; the backend decides again). */
function Actions({ submission }: { submission: Submission }) {
  const userId = useSignedInUserId();
  const actOnSubmission = useInjection(TYPES.ActOnSubmission);
  const queryClient = useQueryClient();
  const { roles } = useAccountRoles();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');

  const act = useMutation({
    mutationFn: (action: SubmissionAction) => actOnSubmission.execute(submission.id, action),
    onSuccess: async (result) => {
      if (!result.ok) return;
      setDeclining(false);
      await queryClient.invalidateQueries({ queryKey: submissionKeys.all });
    },
  });
  if (userId === null) return null;
  const isAdmin = roles?.isAdmin ?? false;
  const events = availableEvents(submission, { id: userId, isAdmin });
  const refusal = act.data && !act.data.ok ? act.data.error.message : act.isError ? 'That did not go through. Please try again.' : null;
  const isPro = submission.proId === userId;

  const buttons = [
    submission.status === 'awaiting_payment' && submission.athleteId === userId ? (
      <LinkButton key="pay" to={`/checkout?submission=${encodeURIComponent(submission.id)}`}>
        Pay now
      </LinkButton>
    ) : null,
    events.includes('start_review') && isPro ? (
      <Button key="review" disabled={act.isPending} onClick={() => act.mutate({ type: 'start_review' })}>
        Start review
      </Button>
    ) : null,
    submission.status === 'in_review' && isPro ? (
      <LinkButton key="studio" to={`/submissions/${encodeURIComponent(submission.id)}/analysis`}>
        Open analysis studio
      </LinkButton>
    ) : null,
    events.includes('decline') && isPro && !declining ? (
      <Button key="decline" variant="secondary" onClick={() => setDeclining(true)}>
        Decline
      </Button>
    ) : null,
    events.includes('cancel') && submission.athleteId === userId ? (
      <Button key="cancel" variant="secondary" disabled={act.isPending} onClick={() => act.mutate({ type: 'cancel' })}>
        Cancel request
      </Button>
    ) : null,
  ].filter(Boolean);
  if (buttons.length === 0 && !declining) return null;

  return (
    <Card>
      <CardTitle>Next step</CardTitle>
      {declining ? (
        <>
          <TextAreaField label="Reason for declining" rows={3} value={reason} hint="The athlete reads it and is refunded in full." onChange={(event) => setReason(event.target.value)} />
          <ButtonRow>
            <Button disabled={act.isPending} onClick={() => act.mutate({ type: 'decline', reason })}>
              Decline and refund
            </Button>
            <Button variant="secondary" onClick={() => setDeclining(false)}>
              Keep it
            </Button>
          </ButtonRow>
        </>
      ) : (
        <ButtonRow>{buttons}</ButtonRow>
      )}
      {refusal ? <Alert>{refusal}</Alert> : null}
    </Card>
  );
}
