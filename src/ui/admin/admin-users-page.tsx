import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { TYPES } from '../../application/ports/tokens';
import type { PersonRecord } from '../../application/ports/admin-users.port';
import { PEOPLE_PAGE_SIZE, personName } from '../../domain/people/person';
import { useInjection } from '../app/container-context';
import { useFocusOnArrival } from '../hooks/use-focus-on-arrival';
import { useResultQuery } from '../hooks/use-result-query';
import { useSearchField } from '../hooks/use-search-field';
import { pageParam, useUrlQuery } from '../hooks/use-url-query';
import { Alert } from '../kit/alert';
import { Button, ButtonRow } from '../kit/button';
import { Card, CardTitle } from '../kit/card';
import { DefinitionList } from '../kit/definition-list';
import { TextField } from '../kit/fields';
import { Form } from '../kit/form';
import { Address, BreakableText, FieldWithButton, MediaRow, Muted, MutedText, PlainList, Row, SpaceAbove, Stack } from '../kit/layout';
import { RoleBadges, StatusBadge } from '../kit/status-badge';
import { PersonAvatar } from '../accounts/person-avatar';
import { LoadError } from '../kit/load-error';
import { Page } from '../kit/page';
import { Pager } from '../kit/pager';
import { Spinner } from '../kit/spinner';
import { adminKeys, adminQueries } from './admin-queries';
import { countOf, dateText, formatPrice } from '../kit/format';

const day = (iso: string | null) => (iso ? dateText(iso) : '—');

/** /admin/users: everyone with an account, a page at a time; search by name or e-mail; open a person to read their record and grant or revoke admin (the backend decides). */
export default function AdminUsersPage() {
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <Page title="Users" intro="Everyone with an account, by name. Open a person to read their profile, submissions and payments, and to grant or revoke admin rights.">
      <PeopleList onOpen={setChosen} chosen={chosen} />
      {chosen ? <PersonPanel key={chosen} userId={chosen} /> : null}
    </Page>
  );
}

const peopleCount = (total: number, query: string) => {
  const people = countOf(total, 'person', 'people');
  if (!query) return people;
  return `${people} ${total === 1 ? 'matches' : 'match'} "${query}"`;
};

/** Everyone, or those the search matches (as you type), a page at a time; the search and page live in the URL. */
function PeopleList({ chosen, onOpen }: { chosen: string | null; onOpen: (id: string) => void }) {
  const directory = useInjection(TYPES.PeopleDirectory);
  const [params, update] = useUrlQuery();
  const query = params.get('q') ?? '';
  const page = pageParam(params);
  const search = useSearchField(query, (term) => update({ q: term }), useInjection(TYPES.Clock));
  const list = useResultQuery(adminQueries.people(directory, { query, page }), { keepPreviousData: true });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PEOPLE_PAGE_SIZE)) : 1;

  return (
    <Card gap="md">
      <Form role="search" onSubmit={search.submit} aria-label="Find people">
        <FieldWithButton>
          <TextField label="Search people" type="search" hint="Part of a name or an e-mail." value={search.text} onChange={(e) => search.setText(e.target.value)} />
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </FieldWithButton>
      </Form>
      {list.isError ? (
        <LoadError what="the people" error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data === undefined ? (
        <Spinner size="sm" label="Loading people" />
      ) : list.data.total === 0 ? (
        <p>{query ? `No one matches "${query}".` : 'No one has an account yet.'}</p>
      ) : list.data.people.length === 0 ? (
        <p>
          There is no page {page}.{' '}
          <Button variant="link" onClick={() => update({ page: '' })}>
            Show the first page
          </Button>
        </p>
      ) : (
        <>
          <MutedText aria-live="polite">
            {peopleCount(list.data.total, query)}
            {list.isFetching ? ' · updating…' : ''}
          </MutedText>
          <PlainList aria-label="People">
            {list.data.people.map((p) => (
              <li key={p.id}>
                <MediaRow gap="sm" align="center">
                  <PersonAvatar name={personName(p)} id={p.id} size="sm" decorative />
                  <Row gap="sm" rowGap="xs">
                    <Button variant="link" aria-pressed={chosen === p.id} onClick={() => onOpen(p.id)}>
                      <BreakableText inline>{personName(p)}</BreakableText>
                    </Button>
                    <Muted>
                      <Address>{p.email}</Address>
                    </Muted>
                    <RoleBadges accountType={p.accountType} isAdmin={p.isAdmin} />
                  </Row>
                </MediaRow>
              </li>
            ))}
          </PlainList>
          <Pager page={page} pages={pages} onPage={(next) => update({ page: String(next) })} label="Pages of people" />
        </>
      )}
    </Card>
  );
}

function PersonPanel({ userId }: { userId: string }) {
  const users = useInjection(TYPES.AdminUsers);
  const record = useResultQuery(adminQueries.person(users, userId));
  if (record.isPending) return <Spinner label="Loading the person" />;
  if (record.isError) return <LoadError what="this person" error={record.error} onRetry={() => void record.refetch()} />;
  return <PersonDetails record={record.data} />;
}

function PersonDetails({ record }: { record: PersonRecord }) {
  const { profile } = record;
  const name = personName({ ...profile, email: record.email });
  // Opened from the list above: the record takes the focus, and the window scrolls to it.
  const panel = useFocusOnArrival<HTMLDivElement>();
  return (
    <Stack role="region" aria-label={name} ref={panel} tabIndex={-1}>
      <Card>
        <MediaRow align="center">
          <PersonAvatar name={name} id={profile.id} size="lg" decorative />
          <CardTitle flush>{name}</CardTitle>
        </MediaRow>
        <DefinitionList
          label="Profile"
          items={[
            ['E-mail', record.email || '—'],
            ['Account type', profile.accountType === 'pro' ? 'Pro' : 'Athlete'],
            ['Administrator', profile.isAdmin ? 'Yes' : 'No'],
            ['Onboarding completed', profile.onboardingCompleted ? 'Yes' : 'No'],
            ['Member since', day(profile.createdAt)],
          ]}
        />
        <AdminRights record={record} name={name} />
      </Card>
      <Card>
        <CardTitle>Submissions</CardTitle>
        {record.submissions.length === 0 ? (
          <p>No submissions.</p>
        ) : (
          <PlainList aria-label="Submissions">
            {record.submissions.map((s) => (
              <li key={s.id}>
                <StatusBadge status={s.status} /> {s.sport} · {formatPrice(s.priceCents, s.currency)} · {s.athleteId === profile.id ? 'as athlete' : 'as pro'}
                <MutedText size="sm">{s.question}</MutedText>
              </li>
            ))}
          </PlainList>
        )}
      </Card>
      <Card>
        <CardTitle>Payments</CardTitle>
        {record.payments.length === 0 ? (
          <p>No payments.</p>
        ) : (
          <PlainList aria-label="Payments">
            {record.payments.map((p) => (
              <li key={p.id}>
                {formatPrice(p.amountCents, p.currency)} · {p.status} · {p.provider} · {day(p.createdAt)}
              </li>
            ))}
          </PlainList>
        )}
      </Card>
    </Stack>
  );
}

function AdminRights({ record, name }: { record: PersonRecord; name: string }) {
  const users = useInjection(TYPES.AdminUsers);
  const notifier = useInjection(TYPES.Notifier);
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const isAdmin = record.profile.isAdmin;
  const action = isAdmin ? 'Revoke admin' : 'Grant admin';

  const change = useMutation({
    mutationFn: () => (isAdmin ? users.revokeAdmin(record.profile.id) : users.grantAdmin(record.profile.id)),
    onSuccess: async (result) => {
      setConfirming(false);
      if (!result.ok) {
        setRefusal(result.error.message);
        return;
      }
      notifier.notify({ kind: 'success', title: result.value.isAdmin ? `${name} is now an administrator` : `${name} is no longer an administrator` });
      await queryClient.invalidateQueries({ queryKey: adminKeys.person(record.profile.id) });
    },
    onError: (error) => {
      setConfirming(false);
      setRefusal(error instanceof Error ? error.message : 'The change was not made.');
    },
  });

  return (
    <SpaceAbove>
      <Stack gap="sm">
        {refusal ? (
          <Alert>
            <p>
              <strong>{action} was refused.</strong> {refusal}
            </p>
          </Alert>
        ) : null}
        {confirming ? (
          <div role="group" aria-label={`Confirm ${action.toLowerCase()}`}>
            <p>{isAdmin ? `Revoke the admin rights of ${name}?` : `Make ${name} an administrator? They will be able to run the whole platform.`}</p>
            <ButtonRow>
              <Button variant={isAdmin ? 'danger' : 'primary'} disabled={change.isPending} onClick={() => change.mutate()}>
                {change.isPending ? 'Saving…' : `Yes, ${action.toLowerCase()}`}
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
            </ButtonRow>
          </div>
        ) : (
          <ButtonRow>
            <Button
              variant={isAdmin ? 'danger' : 'secondary'}
              onClick={() => {
                setRefusal(null);
                setConfirming(true);
              }}
            >
              {action}
            </Button>
          </ButtonRow>
        )}
      </Stack>
    </SpaceAbove>
  );
}
