import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { TYPES } from '../../application/ports/tokens';
import { STORY_LIMITS, type SuccessStory, type SuccessStoryFields } from '../../domain/content/success-story';
import type { Result } from '../../domain/result';
import type { DataError } from '../../domain/shared/data-error';
import { useInjection } from '../app/container-context';
import { useResultQuery } from '../hooks/use-result-query';
import { Alert } from '../kit/alert';
import { Button, ButtonRow } from '../kit/button';
import { CardListItem } from '../kit/card';
import { Disclosure } from '../kit/disclosure';
import { TextAreaField, TextField } from '../kit/fields';
import { FieldRow, Form } from '../kit/form';
import { MutedText, PlainList, Stack } from '../kit/layout';
import { ReadView } from '../kit/read-view';
import { contentKeys, contentQueries } from './content-queries';

const EMPTY: SuccessStoryFields = { athleteName: '', proId: null, proName: '', sport: '', before: '', after: '', quote: '' };

/** Runs one change to the stories and refreshes every stories read when it worked. */
function useStoryChange<A>(change: (args: A) => Promise<Result<unknown, DataError>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (result) => {
      if (result.ok) await queryClient.invalidateQueries({ queryKey: contentKeys.all });
    },
  });
}

/**
 * What an admin sees under /success-stories: every story, drafts included, to publish, unpublish
 * or delete, and a form to write one. Shown to whoever the client thinks is an admin; the
 * backend decides every change.
 */
export function StoryManager() {
  const stories = useInjection(TYPES.SuccessStoryRepository);
  const all = useResultQuery(contentQueries.allStories(stories));
  return (
    <section aria-labelledby="manage-stories">
      <h2 id="manage-stories">Manage stories</h2>
      <Stack>
        <MutedText size="sm">Only administrators see this. A new story starts as a draft; publish it once the athlete has agreed.</MutedText>
        <ReadView read={all} loading="Loading every story" what="the stories" spinner="sm">
          {(everyStory) => (
            <PlainList gap="sm" aria-label="Every story">
              {everyStory.map((story) => (
                <ManagedStory key={story.id} story={story} />
              ))}
            </PlainList>
          )}
        </ReadView>
        <Disclosure summary="Write a story">
          <NewStoryForm />
        </Disclosure>
      </Stack>
    </section>
  );
}

function ManagedStory({ story }: { story: SuccessStory }) {
  const stories = useInjection(TYPES.SuccessStoryRepository);
  const [confirming, setConfirming] = useState(false);
  const publish = useStoryChange((published: boolean) => stories.setPublished(story.id, published));
  const remove = useStoryChange(() => stories.remove(story.id));
  const refusal = [publish.data, remove.data].find((r) => r && !r.ok);
  const name = `${story.athleteName} · ${story.sport}`;
  return (
    <CardListItem flat aria-label={name}>
      <strong>{name}</strong>
      <MutedText size="sm">{story.published ? 'Published' : 'Draft'} · with {story.proName}</MutedText>
      {refusal && !refusal.ok ? <Alert>{refusal.error.message}</Alert> : null}
      <ButtonRow>
        {/* Each button names its story to a screen reader; the row already shows it. */}
        <Button variant="secondary" disabled={publish.isPending} aria-label={`${story.published ? 'Unpublish' : 'Publish'} ${name}`} onClick={() => publish.mutate(!story.published)}>
          {story.published ? 'Unpublish' : 'Publish'}
        </Button>
        {confirming ? (
          <>
            <Button variant="danger" disabled={remove.isPending} aria-label={`Delete ${name} for good`} onClick={() => remove.mutate(undefined)}>
              Delete for good
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </>
        ) : (
          <Button variant="secondary" aria-label={`Delete ${name}…`} onClick={() => setConfirming(true)}>
            Delete…
          </Button>
        )}
      </ButtonRow>
    </CardListItem>
  );
}

function NewStoryForm() {
  const stories = useInjection(TYPES.SuccessStoryRepository);
  const [fields, setFields] = useState<SuccessStoryFields>(EMPTY);
  const create = useStoryChange((input: SuccessStoryFields) => stories.create(input));
  const set = (key: keyof SuccessStoryFields) => (value: string) => {
    setFields((current) => ({ ...current, [key]: key === 'proId' ? value || null : value }));
    if (create.data) create.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(fields, {
      onSuccess: (result) => {
        if (result.ok) setFields(EMPTY);
      },
    });
  };
  return (
    <Form onSubmit={submit} aria-label="Write a story">
      <FieldRow>
        <TextField label="Athlete" maxLength={STORY_LIMITS.athleteName} hint="As the athlete agreed to be named, e.g. “Jonas B.”" value={fields.athleteName} onChange={(e) => set('athleteName')(e.target.value)} />
        <TextField label="Sport" maxLength={STORY_LIMITS.sport} value={fields.sport} onChange={(e) => set('sport')(e.target.value)} />
      </FieldRow>
      <FieldRow>
        <TextField label="Pro" maxLength={STORY_LIMITS.proName} value={fields.proName} onChange={(e) => set('proName')(e.target.value)} />
        <TextField label="Pro id (optional)" hint="The id in the pro’s page address, /pros/…, to link to it." value={fields.proId ?? ''} onChange={(e) => set('proId')(e.target.value)} />
      </FieldRow>
      <TextAreaField label="Before" rows={3} maxLength={STORY_LIMITS.before} value={fields.before} onChange={(e) => set('before')(e.target.value)} />
      <TextAreaField label="After" rows={3} maxLength={STORY_LIMITS.after} value={fields.after} onChange={(e) => set('after')(e.target.value)} />
      <TextAreaField label="Quote" rows={2} maxLength={STORY_LIMITS.quote} value={fields.quote} onChange={(e) => set('quote')(e.target.value)} />
      {create.data?.ok ? (
        <Alert tone="success">
          <p>Saved as a draft.</p>
        </Alert>
      ) : null}
      {create.data && !create.data.ok ? (
        <Alert>
          <p>The story was not saved: {create.data.error.message}</p>
        </Alert>
      ) : null}
      <Button type="submit" disabled={create.isPending}>
        Save as draft
      </Button>
    </Form>
  );
}
