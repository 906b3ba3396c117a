import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { EMAIL_QUERY_PARAM, inAppPath } from '../../application/navigation/auth-page-links';
import { TYPES} from '../../application/ports/tokens';
import { useInjection } from '../app/container-context';
import { Button } from '../kit/button';
import { Page } from '../kit/page';
import { EmailField } from '../kit/fields';
import type { EmailVerificationState } from './signup-page';
import { Address, Muted } from '../kit/layout';
import { DemoMailLink, MailOutcomeAlert, useMailRequest } from './mail-request';

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
  const { sending, outcome, send } = useMailRequest();
  const email = emailFromQuery || typedEmail;
  // The sign-up's link, until the e-mail is sent again with a new one.
  const [demoLink, setDemoLink] = useState(() => {
    const url = confirmationUrlFrom(location.state);
    return appInfo.simulated && url ? inAppPath(url, appInfo.origin) : null;
  });
  const resend = async () => {
    const sent = await send(email, () => resendConfirmation.execute(email), (answer) => answer.confirmationUrl);
    if (sent.kind === 'sent' && sent.demoLink) setDemoLink(sent.demoLink);
  };

  return (
    <Page title="Check your inbox" width="narrow">
      <p>
        {emailFromQuery ? (
          <>
            We sent a confirmation link to <Address strong>{emailFromQuery}</Address>.
          </>
        ) : (
          'We sent a confirmation link to your e-mail address.'
        )}{' '}
        Open it to activate your account; it brings you straight back here, signed in.
      </p>
      <p>
        <Muted>Nothing arrived after a few minutes? Look in your spam folder, or send the e-mail again.</Muted>
      </p>
      {emailFromQuery ? null : <EmailField value={typedEmail} onChange={(event) => setTypedEmail(event.target.value)} />}
      <div>
        <Button variant="secondary" onClick={() => void resend()} disabled={sending || !email}>
          {sending ? 'Sending…' : 'Resend e-mail'}
        </Button>
      </div>
      <MailOutcomeAlert outcome={outcome} sent={(to) => `We sent the confirmation e-mail again to ${to}.`} failed="The e-mail could not be sent" />
      <DemoMailLink to={demoLink} label="Open the confirmation link" />
      <p>
        <Link to="/login">Back to sign in</Link>
      </p>
    </Page>
  );
}
