import { useId, useState, type FormEvent } from 'react';
import { SAVE_STATE_TEXT, type ReadyStudioState, type StudioSession } from '../../application/analysis/studio-session.store';
import type { AnalysisComment } from '../../domain/analysis/analysis-content';
import { hasSummary } from '../../domain/analysis/analysis-content';
import { SUMMARY_REQUIRED_MESSAGE } from '../../domain/analysis/analysis';
import { Alert } from '../kit/alert';
import { Button, ButtonRow } from '../kit/button';
import { Card, CardTitle } from '../kit/card';
import { TextAreaField, TextField } from '../kit/fields';
import { Form } from '../kit/form';
import { MutedText, PlainList, PlainText } from '../kit/layout';
import { SaveStatus, TimedItem } from '../kit/studio';
import { formatClipTime } from './format';

/** "Saved" / "Saving…" / "Offline — kept on this device". */
export function SaveState({ state }: { state: ReadyStudioState }) {
  if (state.readOnly) return null;
  return <SaveStatus offline={state.save === 'offline'}>{SAVE_STATE_TEXT[state.save]}</SaveStatus>;
}

/** The comments, ordered by time; each time is a button that seeks the player there. */
export function CommentList({ comments, onSeek, onRemove }: { comments: readonly AnalysisComment[]; onSeek: (time: number) => void; onRemove?: (id: string) => void }) {
  if (comments.length === 0) return <MutedText size="sm">No comments yet.</MutedText>;
  return (
    <PlainList aria-label="Comments">
      {comments.map((comment) => (
        <TimedItem
          key={comment.id}
          time={formatClipTime(comment.at)}
          seekLabel={`Go to ${formatClipTime(comment.at)}`}
          onSeek={() => onSeek(comment.at)}
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
}

/** "Add comment" at the current time, and the list. */
export function CommentsPanel({ session, state, time, onSeek }: { session: StudioSession; state: ReadyStudioState; time: number; onSeek: (time: number) => void }) {
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
    <Card gap="sm">
      <CardTitle>Comments</CardTitle>
      {state.readOnly ? null : (
        <Form onSubmit={add} aria-label="New comment">
          <TextField label="Comment" hint={`At ${formatClipTime(time)}`} value={text} error={error} onChange={(event) => setText(event.target.value)} />
          <ButtonRow>
            <Button type="submit">Add comment</Button>
          </ButtonRow>
        </Form>
      )}
      <CommentList comments={state.comments} onSeek={onSeek} onRemove={state.readOnly ? undefined : (id) => session.removeComment(id)} />
    </Card>
  );
}

/** The written "Summary". */
export function SummaryPanel({ session, state }: { session: StudioSession; state: ReadyStudioState }) {
  return (
    <Card gap="sm">
      {state.readOnly ? (
        <>
          <CardTitle>Summary</CardTitle>
          <PlainText preserveLines>{state.content.summary}</PlainText>
        </>
      ) : (
        <TextAreaField label="Summary" rows={6} value={state.content.summary} onChange={(event) => session.setSummary(event.target.value)} />
      )}
    </Card>
  );
}

/**
 * "Deliver analysis": shown to whom the lifecycle lets deliver; off with its reason while the
 * summary is empty; asks once more, then the analysis is read-only and the athlete is told.
 */
export function DeliverPanel({ session, state, mayDeliver, onDelivered }: { session: StudioSession; state: ReadyStudioState; mayDeliver: boolean; onDelivered: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const reasonId = useId();
  if (state.readOnly) {
    return (
      <Alert tone="success">
        <p>{state.deliveredAt ? `Delivered on ${new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(state.deliveredAt))}.` : 'Delivered.'} The analysis is read-only.</p>
      </Alert>
    );
  }
  if (!mayDeliver) return <MutedText size="sm">Only the assigned pro delivers the analysis, once the review has started.</MutedText>;
  const ready = hasSummary(state.content);
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
            <Button disabled={state.delivering} onClick={() => void deliver()}>
              Yes, deliver
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Not yet
            </Button>
          </ButtonRow>
        </>
      ) : (
        <>
          <Button disabled={!ready || state.delivering} aria-describedby={ready ? undefined : reasonId} onClick={() => setConfirming(true)}>
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
}
