import { useMutation } from '@tanstack/react-query';
import { useDeferredValue, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { loginUrlFor } from '../../application/navigation/route-guards';
import { TYPES } from '../../application/ports/tokens';
import { searchHelp, type HelpEntry } from '../../domain/content/help-search';
import { SUPPORT_MESSAGE_MAX, SUPPORT_SUBJECT_MAX, type SupportRequestInput } from '../../domain/support/support-request';
import { useInjection } from '../app/container-context';
import { useAuth } from '../auth/auth-context';
import { Alert } from '../kit/alert';
import { Button } from '../kit/button';
import { Disclosure } from '../kit/disclosure';
import { EmptyState } from '../kit/empty-state';
import { TextAreaField, TextField } from '../kit/fields';
import { Form } from '../kit/form';
import { MutedText, Pile, Stack } from '../kit/layout';
import { LinkButton } from '../kit/link-button';
import { Page } from '../kit/page';
import { HELP_ARTICLES, HELP_FAQ } from './help-content';
import { countOf } from '../kit/format';

function Entries({ entries }: { entries: readonly HelpEntry[] }) {
  return (
    <Stack gap="sm">
      {entries.map((entry) => (
        <Disclosure key={entry.id} summary={entry.title}>
          {entry.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Disclosure>
      ))}
    </Stack>
  );
}

/** /help: guides and frequent questions, filtered as you type, and "Contact support". */
export default function HelpPage() {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const articles = searchHelp(HELP_ARTICLES, deferred);
  const faq = searchHelp(HELP_FAQ, deferred);
  const searching = deferred.trim() !== '';
  const found = articles.length + faq.length;

  return (
    <Page title="Help centre" intro="Guides and answers for athletes and pros. Search, or ask us directly.">
      <TextField label="Search help" type="search" value={query} onChange={(event) => setQuery(event.target.value)} placeholder="e.g. refund, upload, express" />
      <MutedText role="status" aria-label="Search results" size="sm">
        {searching ? countOf(found, 'result', 'results') : ''}
      </MutedText>

      {searching && found === 0 ? (
        <EmptyState title="No help matches your search" action={<a href="#contact">Contact support</a>}>
          <p>Try other words, or write to us below.</p>
        </EmptyState>
      ) : null}

      {articles.length > 0 ? (
        <section aria-labelledby="help-guides">
          <h2 id="help-guides">Guides</h2>
          <Entries entries={articles} />
        </section>
      ) : null}

      {faq.length > 0 ? (
        <section aria-labelledby="help-faq">
          <h2 id="help-faq">Frequently asked questions</h2>
          <Entries entries={faq} />
        </section>
      ) : null}

      <section aria-labelledby="contact">
        <h2 id="contact">Contact support</h2>
        <ContactSupportSection />
      </section>

      <p>
        New here? Read <Link to="/how-it-works">how ClipCoach works</Link> from start to finish.
      </p>
    </Page>
  );
}

function ContactSupportSection() {
  const { state } = useAuth();
  if (state.status === 'loading') return null;
  if (state.status === 'signed-out') {
    return (
      <Pile gap="md">
        <p>Sign in to write to the ClipCoach team: your message reaches every administrator, and we answer at your account’s e-mail address.</p>
        <LinkButton to={loginUrlFor('/help')}>Sign in to contact support</LinkButton>
      </Pile>
    );
  }
  return <ContactSupportForm email={state.user.email} />;
}

function ContactSupportForm({ email }: { email: string }) {
  const contact = useInjection(TYPES.ContactSupport);
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const send = useMutation({ mutationFn: (request: SupportRequestInput) => contact.execute(request) });
  const failure = send.data && !send.data.ok ? send.data.error.message : send.error ? send.error.message : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(
      { subject, message },
      {
        onSuccess: (result) => {
          if (!result.ok) return;
          setSubject('');
          setMessage('');
        },
      },
    );
  };
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    if (send.data && !send.data.ok) send.reset();
  };

  return (
    <Form onSubmit={submit} aria-label="Contact support">
      <p>Your message reaches every ClipCoach administrator; we answer at {email}.</p>
      <TextField label="Subject" name="subject" maxLength={SUPPORT_SUBJECT_MAX} value={subject} onChange={(event) => edit(setSubject)(event.target.value)} />
      <TextAreaField
        label="Message"
        name="message"
        rows={6}
        maxLength={SUPPORT_MESSAGE_MAX}
        hint="What happened, and which submission or page it was about."
        value={message}
        onChange={(event) => edit(setMessage)(event.target.value)}
      />
      {send.data?.ok ? (
        <Alert tone="success">
          <p>Your message was sent to the ClipCoach team.</p>
        </Alert>
      ) : null}
      {failure ? (
        <Alert>
          <p>Your message was not sent: {failure}</p>
        </Alert>
      ) : null}
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? 'Sending…' : 'Send to support'}
      </Button>
    </Form>
  );
}
