import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { EMAIL_QUERY_PARAM, inAppPath } from '../../application/navigation/auth-page-links';
import { TYPES} from '../../application/ports/tokens';
import { useInjection } from '../app/container-context';
import { Button } from '../kit/button';
import { Alert } from '../kit/alert';
import { Card } from '../kit/card';
import { Page } from '../kit/page';
import { TextField } from '../kit/fields';
import type { EmailVerificationState } from './signup-page';
import { Breakable, BreakableText, Muted, Pile } from '../kit/layout';

type ResendOutcome = { readonly kind: 'sent'; readonly to: string } | { readonly kind: 'failed'; readonly message: string };

function confirmationUrlFrom(state: unknown): string | null {
  const url = (state as EmailVerificationState | null)?.confirmationUrl;
  return typeof url === 'string' && url ? url : null;
}

/** /email-verification: the address awaits confirmation; the e-mail can be sent again. */
export default function EmailVerificationPage() {
  const location = useLocation();
  const appInfo = useInjection(TYPES.AppInfo);
  const resendConfirmation = useInjection(TYPES.ResendConfirmation);
  const emailFromQuery = new URLSearchParams(location.search).get(EMAIL_QUERY_PARAM) ?? '';
  const [typedEmail, setTypedEmail] = useState('');
  const [confirmationUrl, setConfirmationUrl] = useState(() => confirmationUrlFrom(location.state));
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<ResendOutcome | null>(null);
  const email = emailFromQuery || typedEmail;
  const demoLink = appInfo.simulated && confirmationUrl ? inAppPath(confirmationUrl, appInfo.origin) : null;

  const resend = async () => {
    setSending(true);
    setOutcome(null);
    const result = await resendConfirmation.execute(email);
    setSending(false);
    if (!result.ok) {
      setOutcome({ kind: 'failed', message: result.error.message });
      return;
    }
    if (result.value.confirmationUrl) setConfirmationUrl(result.value.confirmationUrl);
    setOutcome({ kind: 'sent', to: email });
  };

  return (
    <Page title="Check your inbox" width="narrow">
      <p>
        {emailFromQuery ? (
          <>
            We sent a confirmation link to <Breakable>{emailFromQuery}</Breakable>.
          </>
        ) : (
          'We sent a confirmation link to your e-mail address.'
        )}{' '}
        Open it to activate your account; it brings you straight back here, signed in.
      </p>
      <p>
        <Muted>Nothing arrived after a few minutes? Look in your spam folder, or send the e-mail again.</Muted>
      </p>
      {emailFromQuery ? null : <TextField label="E-mail" type="email" autoComplete="email" value={typedEmail} onChange={(event) => setTypedEmail(event.target.value)} />}
      <div>
        <Button variant="secondary" onClick={() => void resend()} disabled={sending || !email}>
          {sending ? 'Sending…' : 'Resend e-mail'}
        </Button>
      </div>
      {outcome?.kind === 'sent' ? (
        <Alert tone="success">
          <BreakableText>We sent the confirmation e-mail again to {outcome.to}.</BreakableText>
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
            <Link to={demoLink}>Open the confirmation link (demo mode)</Link>
          </Pile>
        </Card>
      ) : null}
      <p>
        <Link to="/login">Back to sign in</Link>
      </p>
    </Page>
  );
}
