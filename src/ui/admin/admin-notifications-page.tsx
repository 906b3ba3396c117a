import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { TYPES } from '../../application/ports/tokens';
import { composeNotification, type NewNotification, type NotificationDraftErrors, type SentHistoryEntry } from '../../domain/notifications/notification';
import { personName, type Person } from '../../domain/people/person';
import { useInjection } from '../app/container-context';
import { useResultQuery } from '../hooks/use-result-query';
import { Alert } from '../kit/alert';
import { Button, ButtonRow } from '../kit/button';
import { Card, CardTitle } from '../kit/card';
import { RadioGroupField, TextAreaField, TextField } from '../kit/fields';
import { Form } from '../kit/form';
import { Address, Breakable, BreakableText, FieldWithButton, MutedText, PlainList, PlainText, Stack } from '../kit/layout';
import { ReadView } from '../kit/read-view';
import { Page } from '../kit/page';
import { notificationKeys, notificationQueries } from '../pages/notification-queries';
import { dateTimeText } from '../kit/format';

type Audience = 'everyone' | 'person';

/** /admin/notifications: send to one person or to everyone, and the history of what was sent. */
export default function AdminNotificationsPage() {
  return (
    <Page title="Notifications" intro="Send a notification to one person or to everyone, and see the history of what was sent.">
      <SendNotificationForm />
      <SentHistory />
    </Page>
  );
}

function SendNotificationForm() {
  const notifications = useInjection(TYPES.NotificationRepository);
  const notifier = useInjection(TYPES.Notifier);
  const queryClient = useQueryClient();
  const [audience, setAudience] = useState<Audience | ''>('');
  const [person, setPerson] = useState<Person | null>(null);
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [link, setLink] = useState('');
  const [errors, setErrors] = useState<NotificationDraftErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const send = useMutation({
    mutationFn: (notification: NewNotification) => notifications.send(notification),
    onSuccess: async (result) => {
      if (!result.ok) {
        // Nothing is cleared: the admin fixes or retries what they wrote.
        setFailure(result.error.message);
        return;
      }
      notifier.notify({ kind: 'success', title: 'Notification sent' });
      setTitle('');
      setMessage('');
      setLink('');
      await queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
    onError: (error) => setFailure(error instanceof Error ? error.message : 'The notification was not sent.'),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const recipient = audience === 'everyone' ? 'everyone' : audience === 'person' && person ? { id: person.id } : null;
    const composed = composeNotification({ recipient, title, message, link });
    if (!composed.ok) {
      setErrors(audience === 'person' && !person ? { ...composed.error, recipient: 'Search for a person and choose them.' } : composed.error);
      return;
    }
    setErrors({});
    send.mutate(composed.value);
  };

  return (
    <Card>
      <CardTitle>Send a notification</CardTitle>
      <Form onSubmit={onSubmit} aria-label="Send a notification">
        <RadioGroupField<Audience>
          legend="Recipient"
          options={[
            { value: 'everyone', label: 'Everyone' },
            { value: 'person', label: 'One person' },
          ]}
          value={audience}
          onChange={(value) => {
            setAudience(value);
            setErrors((e) => ({ ...e, recipient: undefined }));
          }}
          error={audience === 'person' ? null : errors.recipient}
        />
        {audience === 'person' ? (
          <PersonPicker
            chosen={person}
            onChoose={(p) => {
              setPerson(p);
              setErrors((e) => ({ ...e, recipient: undefined }));
            }}
            error={errors.recipient}
          />
        ) : null}
        <TextField label="Title" value={title} onChange={(e) => setTitle(e.target.value)} error={errors.title} />
        <TextAreaField label="Message" value={message} onChange={(e) => setMessage(e.target.value)} error={errors.message} rows={4} />
        <TextField label="Link" value={link} onChange={(e) => setLink(e.target.value)} error={errors.link} hint="Optional. A page of this site, such as /pros." />
        {failure ? (
          <Alert>
            <p>
              <strong>The notification was not sent.</strong> {failure}
            </p>
          </Alert>
        ) : null}
        <ButtonRow>
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? 'Sending…' : 'Send'}
          </Button>
        </ButtonRow>
      </Form>
    </Card>
  );
}

/** Finds a person by name or e-mail (the backend allows admins only) and lets the admin choose one. */
function PersonPicker({ chosen, onChoose, error }: { chosen: Person | null; onChoose: (person: Person) => void; error?: string }) {
  const people = useInjection(TYPES.PeopleDirectory);
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const results = useResultQuery(notificationQueries.people(people, searched ?? ''), { enabled: searched !== null && searched !== '' });

  const search = () => setSearched(query.trim());

  return (
    <Stack gap="sm">
      <FieldWithButton>
        <TextField
          label="Search people"
          hint="Part of a name or an e-mail."
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              search();
            }
          }}
          error={chosen ? null : error}
        />
        <Button variant="secondary" onClick={search}>
          Search
        </Button>
      </FieldWithButton>
      {searched ? (
        <ReadView read={results} loading="Searching people" what="the people" spinner="sm">
          {(people) => people.length === 0 ? (
            <p>No one matches "{searched}".</p>
          ) : (
            <RadioGroupField<string>
              legend="Choose the person"
              options={people.map((p) => ({ value: p.id, label: `${personName(p)} (${p.email})` }))}
              value={chosen?.id ?? ''}
              onChange={(id) => {
                const p = people.find((x) => x.id === id);
                if (p) onChoose(p);
              }}
            />
          )}
        </ReadView>
      ) : null}
      {chosen ? <MutedText>Sending to {personName(chosen)} (<Address>{chosen.email}</Address>).</MutedText> : null}
    </Stack>
  );
}

function SentHistory() {
  const notifications = useInjection(TYPES.NotificationRepository);
  const history = useResultQuery(notificationQueries.sent(notifications));
  return (
    <Card>
      <CardTitle>Sent</CardTitle>
      <ReadView read={history} loading="Loading what was sent" what="what was sent">
        {(sent) => sent.length === 0 ? (
          <p>Nothing has been sent yet.</p>
        ) : (
          <PlainList aria-label="Sent notifications" gap="md">
            {sent.map((n) => (
              <SentItem key={n.id} entry={n} />
            ))}
          </PlainList>
        )}
      </ReadView>
    </Card>
  );
}

function SentItem({ entry: n }: { entry: SentHistoryEntry }) {
  const to = n.recipient === null ? 'Everyone' : n.recipient.name || 'A deleted account';
  return (
    <li>
      <Stack gap="xs">
        <Breakable>{n.title}</Breakable>
        <MutedText size="sm">
          To {to} · <time dateTime={n.createdAt}>{dateTimeText(n.createdAt)}</time>
          {n.link ? (
            <>
              {' · '}
              <Address>{n.link}</Address>
            </>
          ) : null}
        </MutedText>
        {n.body ? (
          <PlainText>
            <BreakableText inline>{n.body}</BreakableText>
          </PlainText>
        ) : null}
      </Stack>
    </li>
  );
}
