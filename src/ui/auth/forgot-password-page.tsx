import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { inAppPath } from '../../application/navigation/auth-page-links';
import { TYPES } from '../../application/ports/tokens';
import { useInjection } from '../app/container-context';
import { Alert } from '../kit/alert';
import { Button } from '../kit/button';
import { Card } from '../kit/card';
import { TextField } from '../kit/fields';
import { Form } from '../kit/form';
import { BreakableText, Pile } from '../kit/layout';
import { Page } from '../kit/page';

type Outcome = { readonly kind: 'sent'; readonly to: string; readonly resetUrl: string | null } | { readonly kind: 'failed'; readonly message: string };

/** /forgot-password: the address to send a reset link to. On the demo backend the link is shown, as for confirmation. */
export default function ForgotPasswordPage() {
  const requestPasswordReset = useInjection(TYPES.RequestPasswordReset);
  const appInfo = useInjection(TYPES.AppInfo);
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setOutcome(null);
    const result = await requestPasswordReset.execute(email);
    setSending(false);
    setOutcome(result.ok ? { kind: 'sent', to: email.trim(), resetUrl: result.value.resetUrl ?? null } : { kind: 'failed', message: result.error.message });
  };

  const demoLink = appInfo.simulated && outcome?.kind === 'sent' && outcome.resetUrl ? inAppPath(outcome.resetUrl, appInfo.origin) : null;

  return (
    <Page title="Reset your password" width="narrow" intro="Enter the e-mail address of your account and we will send you a link to choose a new password.">
      <Form buttons="full-width" onSubmit={submit} aria-label="Reset your password">
        <TextField label="E-mail" type="email" name="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        <Button type="submit" disabled={sending || !email.trim()}>
          {sending ? 'Sending…' : 'Send reset link'}
        </Button>
      </Form>
      {outcome?.kind === 'sent' ? (
        <Alert tone="success">
          <BreakableText>If an account uses {outcome.to}, a link to reset its password is on its way. It works once, for one hour.</BreakableText>
        </Alert>
      ) : null}
      {outcome?.kind === 'failed' ? (
        <Alert>
          <p>The e-mail could not be sent: {outcome.message}</p>
        </Alert>
      ) : null}
      {demoLink ? (
        <Card role="region" aria-label="Demo mode">
          <Pile gap="md">
            <p>This copy of ClipCoach runs on its built-in demo backend, which sends no real e-mail.</p>
            <Link to={demoLink}>Open the password reset link (demo mode)</Link>
          </Pile>
        </Card>
      ) : null}
      <p>
        <Link to="/login">Back to sign in</Link>
      </p>
    </Page>
  );
}
