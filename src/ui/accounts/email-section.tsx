import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { inAppPath } from '../../application/navigation/auth-page-links';
import { TYPES } from '../../application/ports/tokens';
import { useInjection } from '../app/container-context';
import { Alert } from '../kit/alert';
import { Button } from '../kit/button';
import { Card, CardTitle } from '../kit/card';
import { TextField } from '../kit/fields';
import { Form } from '../kit/form';
import { Breakable, BreakableText } from '../kit/layout';

type Outcome = { readonly kind: 'sent'; readonly to: string; readonly link: string | null } | { readonly kind: 'failed'; readonly message: string };

/** "E-mail": the new address takes over once the link mailed to it is opened. */
export function EmailSection({ email }: { email: string }) {
  const changeEmail = useInjection(TYPES.ChangeEmail);
  const appInfo = useInjection(TYPES.AppInfo);
  const [next, setNext] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setOutcome(null);
    const result = await changeEmail.execute(next);
    setSending(false);
    if (!result.ok) return setOutcome({ kind: 'failed', message: result.error.message });
    const link = appInfo.simulated && result.value.confirmationUrl ? inAppPath(result.value.confirmationUrl, appInfo.origin) : null;
    setOutcome({ kind: 'sent', to: next.trim(), link });
  };

  return (
    <Card role="region" aria-label="E-mail">
      <CardTitle>E-mail</CardTitle>
      <p>
        You sign in with <Breakable>{email}</Breakable>.
      </p>
      <Form onSubmit={submit} aria-label="Change e-mail">
        <TextField label="New e-mail" type="email" name="new-email" autoComplete="email" value={next} onChange={(event) => setNext(event.target.value)} />
        <Button type="submit" variant="secondary" disabled={sending || !next.trim()}>
          {sending ? 'Sending…' : 'Change e-mail'}
        </Button>
      </Form>
      {outcome?.kind === 'sent' ? (
        <Alert tone="success">
          <BreakableText>We sent a confirmation link to {outcome.to}. Your address changes when you open it.</BreakableText>
        </Alert>
      ) : null}
      {outcome?.kind === 'sent' && outcome.link ? <Link to={outcome.link}>Open the e-mail change link (demo mode)</Link> : null}
      {outcome?.kind === 'failed' ? (
        <Alert>
          <p>Your e-mail was not changed: {outcome.message}</p>
        </Alert>
      ) : null}
    </Card>
  );
}
