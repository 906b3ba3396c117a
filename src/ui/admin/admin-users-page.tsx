import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { TYPES } from '../../application/ports/tokens';
import type { PersonRecord } from '../../application/ports/admin-users.port';
import { personName } from '../../domain/people/person';
import { useInjection } from '../app/container-context';
import { useResultQuery } from '../hooks/use-result-query';
import { Alert } from '../kit/alert';
import { Button, ButtonRow } from '../kit/button';
import { Card, CardTitle } from '../kit/card';
import { DefinitionList } from '../kit/definition-list';
import { TextField } from '../kit/fields';
import { Form } from '../kit/form';
import { MediaRow, Muted, MutedText, PlainList, SpaceAbove, Stack } from '../kit/layout';
import { StatusBadge } from '../kit/status-badge';
import { PersonAvatar } from '../accounts/person-avatar';
import { LoadError } from '../kit/load-error';
import { Page } from '../kit/page';
import { Spinner } from '../kit/spinner';
import { adminKeys, adminQueries } from './admin-queries';
import { dateText, formatPrice } from '../kit/format';

const day = (iso: string | null) => (iso ? dateText(iso) : '—');

/** /admin/users: find a person by name or e-mail, read their record, grant or revoke admin (the backend decides). */
export default function AdminUsersPage() {
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <Page title="Users" intro="Search people by name or e-mail, read their profile, submissions and payments, and grant or revoke admin rights.">
      <PeopleSearch onOpen={setChosen} chosen={chosen} />
      {chosen ? <PersonPanel userId={chosen} /> : null}
    </Page>
  );
}

function PeopleSearch({ chosen, onOpen }: { chosen: string | null; onOpen: (id: string) => void }) {
  const people = useInjection(TYPES.PeopleDirectory);
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState('');
  const results = useResultQuery(adminQueries.people(people, searched), { enabled: searched !== '' });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSearched(query.trim());
  };

  return (
    <Card>
      <Form onSubmit={onSubmit} aria-label="Find people">
        <TextField label="Search people" hint="Part of a name or an e-mail." value={query} onChange={(e) => setQuery(e.target.value)} />
        <ButtonRow>
          <Button type="submit">Search</Button>
        </ButtonRow>
      </Form>
      {searched === '' ? null : results.isPending ? (
        <Spinner size="sm" label="Searching people" />
      ) : results.isError ? (
        <LoadError what="the people" error={results.error} onRetry={() => void results.refetch()} />
      ) : results.data.length === 0 ? (
        <p>No one matches "{searched}".</p>
      ) : (
        <PlainList aria-label="People found">
          {results.data.map((p) => (
            <li key={p.id}>
              <MediaRow gap="sm" align="center">
                <PersonAvatar name={personName(p)} id={p.id} size="sm" decorative />
                <span>
                  <Button variant="link" aria-pressed={chosen === p.id} onClick={() => onOpen(p.id)}>
                    {personName(p)}
                  </Button>{' '}
                  <Muted>{p.email}</Muted>
                </span>
              </MediaRow>
            </li>
          ))}
        </PlainList>
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
  return (
    <Stack role="region" aria-label={name}>
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
