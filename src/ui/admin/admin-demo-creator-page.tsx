import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { TYPES } from '../../application/ports/tokens';
import type { DemoRequest } from '../../application/ports/demo-creator.port';
import { DEMO_BATCH_MAX, demoCounts, type DemoPersonKind } from '../../domain/demo/demo-data';
import { useInjection } from '../app/container-context';
import { useResultQuery } from '../hooks/use-result-query';
import { Alert } from '../kit/alert';
import { Button, ButtonRow } from '../kit/button';
import { Card, CardTitle, TileCard } from '../kit/card';
import { TextField } from '../kit/fields';
import { MutedText, PlainList, TileGrid } from '../kit/layout';
import { ReadView } from '../kit/read-view';
import { Page } from '../kit/page';
import { contentKeys } from '../content/content-queries';
import { dashboardKeys } from '../dashboards/dashboard-queries';
import { prosKeys } from '../pros/pros-queries';
import { submissionKeys } from '../submissions/submission-queries';
import { adminKeys, adminQueries } from './admin-queries';
import { countOf } from '../kit/format';

const PEOPLE: ReadonlyArray<{ kind: DemoPersonKind; title: string; hint: string }> = [
  { kind: 'applicant', title: 'Pending applicants', hint: 'Pros waiting in /admin/verification, to approve or reject at once.' },
  { kind: 'pro', title: 'Verified pros', hint: 'Listed on /pros.' },
  { kind: 'athlete', title: 'Athletes', hint: 'Accounts without a password: they cannot sign in.' },
];

/**
 * A tile's button says "Create" under the tile's title, and names what it creates to assistive
 * technology ("Create verified pros"); the visible word starts its name, so voice control finds it
 * too. On a tile 200 px wide, the whole name had taken two lines.
 */
function CreateButton({ what, disabled, onClick }: { what: string; disabled: boolean; onClick: () => void }) {
  return (
    <ButtonRow>
      <Button disabled={disabled} aria-label={`Create ${what}`} onClick={onClick}>
        Create
      </Button>
    </ButtonRow>
  );
}

/** /admin/demo-creator: demo data in the current backend, marked so that "Wipe demo data" removes only what was made here. */
export default function AdminDemoCreatorPage() {
  const demo = useInjection(TYPES.DemoCreator);
  const notifier = useInjection(TYPES.Notifier);
  const queryClient = useQueryClient();
  const records = useResultQuery(adminQueries.demo(demo));
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmingWipe, setConfirmingWipe] = useState(false);

  // Demo rows show up everywhere: the admin tools, the pros listing and the verification queue, the submissions, the stories, the counts.
  const refresh = () =>
    Promise.all([adminKeys.all, prosKeys.all, submissionKeys.all, contentKeys.all, dashboardKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })));

  const create = useMutation({
    mutationFn: (request: DemoRequest) => demo.create(request),
    onSuccess: async (result) => {
      if (!result.ok) return setFailure(result.error.message);
      setFailure(null);
      notifier.notify({ kind: 'success', title: `Created ${countOf(result.value.length, 'demo record', 'demo records')}` });
      await refresh();
    },
    onError: (error) => setFailure(error instanceof Error ? error.message : 'Nothing was created.'),
  });

  const wipe = useMutation({
    mutationFn: () => demo.wipe(),
    onSuccess: async (result) => {
      setConfirmingWipe(false);
      if (!result.ok) return setFailure(result.error.message);
      setFailure(null);
      notifier.notify({ kind: 'success', title: `Wiped ${countOf(result.value, 'demo record', 'demo records')}` });
      await refresh();
    },
    onError: (error) => {
      setConfirmingWipe(false);
      setFailure(error instanceof Error ? error.message : 'Nothing was wiped.');
    },
  });

  const busy = create.isPending || wipe.isPending;
  const counts = records.data ? demoCounts(records.data) : null;

  return (
    <Page title="Demo creator" intro="Create demo pros, pending applicants, athletes, submissions and success stories in the current backend, and wipe exactly what was created here.">
      {failure ? (
        <Alert>
          <p>{failure}</p>
        </Alert>
      ) : null}
      <TileGrid>
        {PEOPLE.map((kind) => (
          <PeopleForm key={kind.kind} {...kind} disabled={busy} onCreate={(count) => create.mutate({ kind: kind.kind, count })} />
        ))}
        <TileCard>
          <CardTitle>Submissions</CardTitle>
          <MutedText size="sm">One submission at every status (draft to refunded), with payments, between a new demo athlete and a new demo pro.</MutedText>
          <CreateButton what="submissions at every status" disabled={busy} onClick={() => create.mutate({ kind: 'submissions' })} />
        </TileCard>
        <TileCard>
          <CardTitle>Success story</CardTitle>
          <MutedText size="sm">A published story on /success-stories: a new demo athlete, analysed by a new demo pro, in the pro’s sport, before and after.</MutedText>
          <CreateButton what="a success story" disabled={busy} onClick={() => create.mutate({ kind: 'story' })} />
        </TileCard>
      </TileGrid>
      <Card>
        <CardTitle>Created</CardTitle>
        <ReadView read={records} loading="Loading the demo data" what="the demo data">
          {(created) => (
            <>
              <p aria-label="Demo counts">
                {counts!.pro} verified pros · {counts!.applicant} pending applicants · {counts!.athlete} athletes · {counts!.submission} submissions · {counts!.story} success stories
              </p>
              {created.length === 0 ? (
                <p>No demo data.</p>
              ) : (
                <PlainList aria-label="Demo data created">
                  {created.map((r) => (
                    <li key={r.rowId}>{r.label}</li>
                  ))}
                </PlainList>
              )}
              {confirmingWipe ? (
                <div role="group" aria-label="Confirm wipe">
                  <p>Remove all {created.length} demo records and everything that hangs off them? Nothing else is touched.</p>
                  <ButtonRow>
                    <Button variant="danger" disabled={busy} onClick={() => wipe.mutate()}>
                      {wipe.isPending ? 'Wiping…' : 'Yes, wipe demo data'}
                    </Button>
                    <Button variant="secondary" onClick={() => setConfirmingWipe(false)}>
                      Cancel
                    </Button>
                  </ButtonRow>
                </div>
              ) : (
                <ButtonRow>
                  <Button variant="danger" disabled={busy || created.length === 0} onClick={() => setConfirmingWipe(true)}>
                    Wipe demo data
                  </Button>
                </ButtonRow>
              )}
            </>
          )}
        </ReadView>
      </Card>
    </Page>
  );
}

function PeopleForm({ title, hint, disabled, onCreate }: { title: string; hint: string; disabled: boolean; onCreate: (count: number) => void }) {
  const [count, setCount] = useState('1');
  return (
    <TileCard>
      <CardTitle>{title}</CardTitle>
      {/* "How many" under the tile's title; its name says of what (on one line, the fields of a row line up). */}
      <TextField
        label="How many"
        aria-label={`How many ${title.toLowerCase()}`}
        type="number"
        min={1}
        max={DEMO_BATCH_MAX}
        value={count}
        hint={hint}
        onChange={(e) => setCount(e.target.value)}
      />
      <CreateButton what={title.toLowerCase()} disabled={disabled} onClick={() => onCreate(Number(count))} />
    </TileCard>
  );
}
