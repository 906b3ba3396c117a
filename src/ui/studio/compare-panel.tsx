import { memo, useState } from 'react';
import type { ReadyStudioState, StudioSession } from '../../application/analysis/studio-session.store';
import type { CompareChoice } from '../../domain/analysis/analysis-content';
import type { Submission } from '../../domain/submissions/submission';
import { TYPES } from '../../application/ports/tokens';
import { useInjection } from '../app/container-context';
import { useResultQuery } from '../hooks/use-result-query';
import { LoadError } from '../kit/load-error';
import { Button, ButtonRow } from '../kit/button';
import { Card, CardTitle } from '../kit/card';
import { SelectField, TextField } from '../kit/fields';
import { FieldRow, Form } from '../kit/form';
import { MutedText } from '../kit/layout';
import { Spinner } from '../kit/spinner';
import { FramePlayer } from '../playback/frame-player';
import type { FramePlayerState } from '../../application/playback/frame-player.controller';
import { usePlayerState, type FramePlayerLink as FramePlayerHandle } from '../playback/use-frame-player';
import { submissionQueries } from '../submissions/submission-queries';
import { videoQueries } from '../submissions/video-queries';
import { useActor } from './use-actor';
import { formatClipTime } from './format';
import { useStudioState } from './use-studio-state';
import { dateText } from '../kit/format';

const selectCompare = (state: ReadyStudioState) => ({ compare: state.content.compare, readOnly: state.readOnly });
const selectPlaying = (state: FramePlayerState) => state.playing;

/** The second clip of compare mode, played by its own frame-exact player. */
export const CompareClip = memo(function CompareClip({ choice, player }: { choice: CompareChoice; player: FramePlayerHandle }) {
  const videos = useInjection(TYPES.VideoLibrary);
  const url = useResultQuery(videoQueries.playback(videos, choice.videoId));
  if (url.isPending) return <Spinner label="Loading the clip to compare" />;
  if (url.isError) return <LoadError what="the clip to compare with" error={url.error} onRetry={() => void url.refetch()} />;
  return <FramePlayer src={url.data} label="Clip to compare" player={player} />;
});

/**
 * "Compare": choose another clip of the same athlete and where each clip starts; then both step
 * frame by frame together, play and pause together, and go back to their start points together.
 */
export const ComparePanel = memo(function ComparePanel({ session, submission, mainPlayer, otherPlayer }: { session: StudioSession; submission: Submission; mainPlayer: FramePlayerHandle; otherPlayer: FramePlayerHandle }) {
  const [choosing, setChoosing] = useState(false);
  const { compare, readOnly } = useStudioState(session, selectCompare);
  const playing = usePlayerState(mainPlayer, selectPlaying);
  if (compare) {
    const both = (act: (player: FramePlayerHandle) => void) => [mainPlayer, otherPlayer].forEach(act);
    return (
      <Card gap="sm">
        <CardTitle>Compare</CardTitle>
        <MutedText size="sm">
          This clip from {formatClipTime(compare.mainStart)}, the other from {formatClipTime(compare.otherStart)}.
        </MutedText>
        <ButtonRow role="group" aria-label="Both clips">
          <Button variant="secondary" onClick={() => { mainPlayer.controller?.seekToTime(compare.mainStart); otherPlayer.controller?.seekToTime(compare.otherStart); }}>
            Go to the start points
          </Button>
          <Button variant="secondary" onClick={() => both((p) => p.controller?.stepBy(-1))}>
            Previous frame (both)
          </Button>
          <Button variant="secondary" onClick={() => both((p) => p.controller?.stepBy(1))}>
            Next frame (both)
          </Button>
          <Button variant="secondary" onClick={() => both((p) => (playing ? p.controller?.pause() : p.controller?.play()))}>
            {playing ? 'Pause both' : 'Play both'}
          </Button>
          {readOnly ? null : (
            <Button variant="secondary" aria-pressed onClick={() => session.setCompare(null)}>
              Stop comparing
            </Button>
          )}
        </ButtonRow>
      </Card>
    );
  }
  if (readOnly) return null;
  return (
    <Card gap="sm">
      <ButtonRow>
        <Button variant="secondary" aria-pressed={choosing} onClick={() => setChoosing(!choosing)}>
          Compare
        </Button>
      </ButtonRow>
      {choosing ? <CompareChooser session={session} submission={submission} mainTime={mainPlayer.controller?.state.value.time ?? 0} onDone={() => setChoosing(false)} /> : null}
    </Card>
  );
});

function CompareChooser({ session, submission, mainTime, onDone }: { session: StudioSession; submission: Submission; mainTime: number; onDone: () => void }) {
  const listSubmissions = useInjection(TYPES.ListSubmissions);
  const actor = useActor();
  const userId = actor?.id ?? '';
  const list = useResultQuery(submissionQueries.list(listSubmissions, userId, { as: 'pro' }), { enabled: userId !== '' });
  const [videoId, setVideoId] = useState('');
  const [mainStart, setMainStart] = useState(String(Math.round(mainTime * 10) / 10));
  const [otherStart, setOtherStart] = useState('0');
  const [error, setError] = useState<string | null>(null);
  if (list.isPending) return <Spinner label="Loading the athlete's clips" />;
  if (list.isError) return <LoadError what="the athlete's clips" error={list.error} onRetry={() => void list.refetch()} />;
  const clips = (list.data ?? [])
    .map((item) => item.submission)
    .filter((other) => other.athleteId === submission.athleteId && other.videoId && other.videoId !== submission.videoId);
  if (clips.length === 0) return <MutedText size="sm">This athlete has no other clip with you to compare with.</MutedText>;
  const chosen = videoId || clips[0]!.videoId!;
  return (
    <Form
      aria-label="Compare with another clip"
      onSubmit={(event) => {
        event.preventDefault();
        const set = session.setCompare({ kind: 'athlete-video', videoId: chosen, mainStart: Number(mainStart), otherStart: Number(otherStart) });
        if (!set.ok) return setError(set.error.message);
        onDone();
      }}
    >
      <SelectField
        label="Clip to compare"
        value={chosen}
        onChange={(event) => setVideoId(event.target.value)}
        options={clips.map((other) => ({ value: other.videoId!, label: `${other.sport} · ${dateText(other.createdAt)}` }))}
      />
      <FieldRow>
        <TextField label="This clip starts at" hint="Seconds" type="number" min="0" step="0.1" value={mainStart} error={error} onChange={(event) => setMainStart(event.target.value)} />
        <TextField label="The other clip starts at" hint="Seconds" type="number" min="0" step="0.1" value={otherStart} onChange={(event) => setOtherStart(event.target.value)} />
      </FieldRow>
      <ButtonRow>
        <Button type="submit">Compare side by side</Button>
      </ButtonRow>
    </Form>
  );
}
