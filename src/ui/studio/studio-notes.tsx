import { memo, useCallback, useId, useState, type FormEvent } from 'react';
import { SAVE_STATE_TEXT, type ReadyStudioState, type StudioSession } from '../../application/analysis/studio-session.store';
import type { FramePlayerState } from '../../application/playback/frame-player.controller';
import type { AnalysisComment } from '../../domain/analysis/analysis-content';
import type { Submission } from '../../domain/submissions/submission';
import { hasSummary } from '../../domain/analysis/analysis-content';
import { SUMMARY_REQUIRED_MESSAGE } from '../../domain/analysis/analysis';
import { Alert } from '../kit/alert';
import { Button, ButtonRow } from '../kit/button';
import { Card, CardTitle } from '../kit/card';
import { TextAreaField, TextField } from '../kit/fields';
import { Form } from '../kit/form';
import { BreakableText, MutedText, PlainList, PlainText } from '../kit/layout';
import { SaveStatus, TimedItem } from '../kit/studio';
import { usePlayerState, type FramePlayerLink } from '../playback/use-frame-player';
import { formatClipTime } from './format';
import { selectReadOnly, useStudioState } from './use-studio-state';
import { dateTimeText } from '../kit/format';

const selectSave = (state: ReadyStudioState) => (state.readOnly ? null : state.save);
const selectProblem = (state: ReadyStudioState) => state.problem;
const selectComments = (state: ReadyStudioState) => state.comments;
const selectSummary = (state: ReadyStudioState) => ({ readOnly: state.readOnly, summary: state.content.summary });
const selectDelivery = (state: ReadyStudioState) => ({ readOnly: state.readOnly, deliveredAt: state.deliveredAt, delivering: state.delivering, ready: hasSummary(state.content) });
const selectTime = (state: FramePlayerState) => state.time;

/** "Saved" / "Saving…" / "Offline — kept on this device". */
export const SaveState = memo(function SaveState({ session }: { session: StudioSession }) {
  const save = useStudioState(session, selectSave);
  if (save === null) return null;
  return <SaveStatus state={save}>{SAVE_STATE_TEXT[save]}</SaveStatus>;
});

/** A refusal to show (a save the backend refused, a summary missing at delivery). */
export const StudioProblem = memo(function StudioProblem({ session }: { session: StudioSession }) {
  const problem = useStudioState(session, selectProblem);
  return problem ? <Alert>{problem}</Alert> : null;
});

/** The comments, ordered by time; each time is a button that seeks the player there (`onSeek`), when there is a clip to seek in. */
export const CommentList = memo(function CommentList({ comments, onSeek, onRemove }: { comments: readonly AnalysisComment[]; onSeek?: (time: number) => void; onRemove?: (id: string) => void }) {
  if (comments.length === 0) return <MutedText size="sm">No comments yet.</MutedText>;
  return (
    <PlainList aria-label="Comments">
      {comments.map((comment) => (
        <TimedItem
          key={comment.id}
          time={formatClipTime(comment.at)}
          seek={onSeek ? { label: `Go to ${formatClipTime(comment.at)}`, onSeek: () => onSeek(comment.at) } : undefined}
          actions={
            onRemove ? (
              <Button variant="link" aria-label={`Remove the comment at ${formatClipTime(comment.at)}`} onClick={() => onRemove(comment.id)}>
                Remove
              </Button>
            ) : undefined
          }
        >
          {comment.text}
        </TimedItem>
      ))}
    </PlainList>
  );
});

/** "Add comment" at the current time, and the list: only the form follows the frame on screen. */
/** What the athlete asked, beside the pro's notes: the analysis answers it. */
export function QuestionPanel({ submission }: { submission: Pick<Submission, 'question'> }) {
  return (
    <Card role="region" aria-label="The athlete's question">
      <CardTitle>The athlete's question</CardTitle>
      <PlainText preserveLines>
        <BreakableText inline>{submission.question}</BreakableText>
      </PlainText>
    </Card>
  );
}

export const CommentsPanel = memo(function CommentsPanel({ session, player, onSeek }: { session: StudioSession; player: FramePlayerLink; onSeek: (time: number) => void }) {
  const readOnly = useStudioState(session, selectReadOnly);
  const comments = useStudioState(session, selectComments);
  const remove = useCallback((id: string) => void session.removeComment(id), [session]);
  return (
    <Card gap="sm">
      <CardTitle>Comments</CardTitle>
      {readOnly ? null : <NewComment session={session} player={player} />}
      <CommentList comments={comments} onSeek={onSeek} onRemove={readOnly ? undefined : remove} />
    </Card>
  );
});

/** "Add comment" at the frame on screen. */
function NewComment({ session, player }: { session: StudioSession; player: FramePlayerLink }) {
  const time = usePlayerState(player, selectTime);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = (event: FormEvent) => {
    event.preventDefault();
    const added = session.addComment(time, text);
    if (!added.ok) return setError(added.error.message);
    setError(null);
    setText('');
  };
  return (
    <Form onSubmit={add} aria-label="New comment">
      <TextField label="Comment" hint={`At ${formatClipTime(time)}`} value={text} error={error} onChange={(event) => setText(event.target.value)} />
      <ButtonRow>
        <Button type="submit">Add comment</Button>
      </ButtonRow>
    </Form>
  );
}

/** The written "Summary". */
export const SummaryPanel = memo(function SummaryPanel({ session }: { session: StudioSession }) {
  const { readOnly, summary } = useStudioState(session, selectSummary);
  return (
    <Card gap="sm">
      {readOnly ? (
        <>
          <CardTitle>Summary</CardTitle>
          <PlainText preserveLines>{summary}</PlainText>
        </>
      ) : (
        <TextAreaField label="Summary" rows={6} value={summary} onChange={(event) => session.setSummary(event.target.value)} />
      )}
    </Card>
  );
});

/**
 * "Deliver analysis": shown to whom the lifecycle lets deliver; off with its reason while the
 * summary is empty; asks once more, then the analysis is read-only and the athlete is told.
 */
export const DeliverPanel = memo(function DeliverPanel({ session, mayDeliver, onDelivered }: { session: StudioSession; mayDeliver: boolean; onDelivered: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const reasonId = useId();
  const { readOnly, deliveredAt, delivering, ready } = useStudioState(session, selectDelivery);
  if (readOnly) {
    return (
      <Alert tone="success">
        <p>{deliveredAt ? `Delivered on ${dateTimeText(deliveredAt)}.` : 'Delivered.'} The analysis is read-only.</p>
      </Alert>
    );
  }
  if (!mayDeliver) return <MutedText size="sm">Only the assigned pro delivers the analysis, once the review has started.</MutedText>;
  const deliver = async () => {
    const delivered = await session.deliver();
    setConfirming(false);
    if (delivered.ok) onDelivered();
  };
  return (
    <Card gap="sm">
      {confirming ? (
        <>
          <p>Deliver this analysis? The athlete is notified, and it can no longer be changed.</p>
          <ButtonRow>
            <Button disabled={delivering} onClick={() => void deliver()}>
              Yes, deliver
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Not yet
            </Button>
          </ButtonRow>
        </>
      ) : (
        <>
          <Button disabled={!ready || delivering} aria-describedby={ready ? undefined : reasonId} onClick={() => setConfirming(true)}>
            Deliver analysis
          </Button>
          {ready ? null : (
            <MutedText size="sm" id={reasonId}>
              {SUMMARY_REQUIRED_MESSAGE}
            </MutedText>
          )}
        </>
      )}
    </Card>
  );
});
