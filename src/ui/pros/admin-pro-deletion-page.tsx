import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { TYPES } from '../../application/ports/tokens';
import type { Pro } from '../../domain/pros/pro';
import { deletionConfirmed } from '../../domain/pros/pro-deletion';
import { useInjection } from '../app/container-context';
import { useFocusOnArrival } from '../hooks/use-focus-on-arrival';
import { useResultQuery } from '../hooks/use-result-query';
import { prosKeys, prosQueries } from './pros-queries';
import { Button } from '../kit/button';
import { Alert } from '../kit/alert';
import { Card, CardListItem, CardTitle } from '../kit/card';
import { ReadView } from '../kit/read-view';
import { Page } from '../kit/page';
import { Pager } from '../kit/pager';
import { TextField } from '../kit/fields';
import { BulletList, MediaRow, MutedText, PlainList, Row } from '../kit/layout';
import { VerificationBadge } from '../kit/status-badge';
import { PersonAvatar } from '../accounts/person-avatar';
import { countOf } from '../kit/format';

/** Pros per page of the deletion search; "Next" reaches every one of them. */
export const PRO_DELETION_PAGE_SIZE = 20;

/** /admin/pro-deletion: find a pro, see what deletion affects, delete after typing the name. */
export default function AdminProDeletionPage() {
  const admin = useInjection(TYPES.ProAdminRepository);
  const [term, setTerm] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Pro | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const results = useResultQuery(prosQueries.deletionSearch(admin, term));

  return (
    <Page title="Pro deletion" intro="Deleting a pro removes them from listings, cancels their open submissions and marks paid ones for refund. Their history is kept.">
      {done ? (
        <Alert tone="success">
          <p>{done}</p>
        </Alert>
      ) : null}
      <TextField label="Find a pro by name" type="search" value={term} onChange={(e) => { setTerm(e.target.value); setPage(1); }} />
      <ReadView read={results} loading="Searching" what="the pros">
        {(matches) => (
          <MatchingPros pros={matches} page={page} onPage={setPage} selected={selected} onSelect={(pro) => { setSelected(pro); setDone(null); }} />
        )}
      </ReadView>
      {selected ? <DeletionPanel key={selected.id} pro={selected} onDeleted={(message) => { setSelected(null); setDone(message); }} /> : null}
    </Page>
  );
}

/** Every matching pro, a page at a time, with how many there are. */
function MatchingPros({ pros, page, onPage, selected, onSelect }: { pros: readonly Pro[]; page: number; onPage: (page: number) => void; selected: Pro | null; onSelect: (pro: Pro) => void }) {
  const pages = Math.max(1, Math.ceil(pros.length / PRO_DELETION_PAGE_SIZE));
  const shown = Math.min(page, pages);
  const start = (shown - 1) * PRO_DELETION_PAGE_SIZE;
  return (
    <>
      <MutedText aria-live="polite">{countOf(pros.length, 'pro', 'pros')}</MutedText>
      <PlainList aria-label="Matching pros" gap="xs">
        {pros.slice(start, start + PRO_DELETION_PAGE_SIZE).map((pro) => (
          <CardListItem flat key={pro.id} aria-current={selected?.id === pro.id ? true : undefined}>
            <Row justify="space-between">
              <MediaRow gap="sm" align="center">
                <PersonAvatar name={pro.displayName} id={pro.id} avatarPath={pro.avatarPath} size="sm" decorative />
                <Row gap="sm" rowGap="xs">
                  <strong>{pro.displayName}</strong>
                  <VerificationBadge status={pro.verificationStatus} />
                </Row>
              </MediaRow>
              <Button variant={selected?.id === pro.id ? 'danger' : 'secondary'} aria-pressed={selected?.id === pro.id} aria-label={`Delete ${pro.displayName}…`} onClick={() => onSelect(pro)}>
                Delete…
              </Button>
            </Row>
          </CardListItem>
        ))}
      </PlainList>
      <Pager page={shown} pages={pages} onPage={onPage} label="Pages of matching pros" />
    </>
  );
}

function DeletionPanel({ pro, onDeleted }: { pro: Pro; onDeleted: (message: string) => void }) {
  const admin = useInjection(TYPES.ProAdminRepository);
  const deletePro = useInjection(TYPES.DeletePro);
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const impact = useResultQuery(prosQueries.deletionImpact(admin, pro.id));
  // Opened from a row of the list above: the panel takes the focus, and the window scrolls to it.
  const panel = useFocusOnArrival<HTMLDivElement>();
  const remove = useMutation({
    mutationFn: () => deletePro.execute(pro, typed),
    onSuccess: async (result) => {
      if (!result.ok) {
        setError(result.error.message);
        return;
      }
      await queryClient.invalidateQueries({ queryKey: prosKeys.all });
      onDeleted(`${pro.displayName} was deleted: ${result.value.cancelledSubmissions} submissions cancelled, ${result.value.refundsRequested} refunds requested.`);
    },
  });

  return (
    <Card gap="md" role="region" aria-label={`Delete ${pro.displayName}`} ref={panel} tabIndex={-1}>
      <CardTitle>Delete {pro.displayName}</CardTitle>
      <ReadView read={impact} loading="Checking what this affects" what="what this affects">
        {(effects) => (
          <BulletList indent="xl">
            <li>{effects.openSubmissions} open submissions will be cancelled</li>
            <li>{effects.paymentsToRefund} paid submissions will be marked for refund</li>
            <li>{effects.payments} payments stay in the history</li>
          </BulletList>
        )}
      </ReadView>
      <TextField label={`Type "${pro.displayName}" to confirm`} value={typed} error={error} onChange={(e) => { setTyped(e.target.value); setError(null); }} />
      <Button variant="danger" disabled={!deletionConfirmed(typed, pro.displayName) || remove.isPending || !impact.isSuccess} onClick={() => remove.mutate()}>
        Delete pro
      </Button>
    </Card>
  );
}
