import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { TYPES } from '../../application/ports/tokens';
import { useInjection } from '../app/container-context';
import { Button } from '../kit/button';
import { EmailField } from '../kit/fields';
import { Form } from '../kit/form';
import { Page } from '../kit/page';
import { DemoMailLink, MailOutcomeAlert, useMailRequest } from './mail-request';

/** /forgot-password: the address to send a reset link to. On the demo backend the link is shown, as for confirmation. */
export default function ForgotPasswordPage() {
  const requestPasswordReset = useInjection(TYPES.RequestPasswordReset);
  const [email, setEmail] = useState('');
  const { sending, outcome, send } = useMailRequest();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(email, () => requestPasswordReset.execute(email), (answer) => answer.resetUrl);
  };

  return (
    <Page title="Reset your password" width="narrow" intro="Enter the e-mail address of your account and we will send you a link to choose a new password.">
      <Form buttons="full-width" onSubmit={submit} aria-label="Reset your password">
        <EmailField value={email} onChange={(event) => setEmail(event.target.value)} />
        <Button type="submit" disabled={sending || !email.trim()}>
          {sending ? 'Sending…' : 'Send reset link'}
        </Button>
      </Form>
      <MailOutcomeAlert
        outcome={outcome}
        sent={(to) => `If an account uses ${to}, a link to reset its password is on its way. It works once, for one hour.`}
        failed="The e-mail could not be sent"
      />
      <DemoMailLink to={outcome?.kind === 'sent' ? outcome.demoLink : null} label="Open the password reset link" />
      <p>
        <Link to="/login">Back to sign in</Link>
      </p>
    </Page>
  );
}
