import { useState, type FormEvent } from 'react';
import { TYPES } from '../../application/ports/tokens';
import { useInjection } from '../app/container-context';
import { Button } from '../kit/button';
import { Card, CardTitle } from '../kit/card';
import { EmailField } from '../kit/fields';
import { Form } from '../kit/form';
import { Address } from '../kit/layout';
import { DemoMailLink, MailOutcomeAlert, useMailRequest } from '../auth/mail-request';

/** "E-mail": the new address takes over once the link mailed to it is opened. */
export function EmailSection({ email }: { email: string }) {
  const changeEmail = useInjection(TYPES.ChangeEmail);
  const [next, setNext] = useState('');
  const { sending, outcome, send } = useMailRequest();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(next, () => changeEmail.execute(next), (answer) => answer.confirmationUrl);
  };

  return (
    <Card role="region" aria-label="E-mail" gap="md">
      <CardTitle>E-mail</CardTitle>
      <p>
        You sign in with <Address strong>{email}</Address>.
      </p>
      <Form onSubmit={submit} aria-label="Change e-mail">
        <EmailField label="New e-mail" name="new-email" value={next} onChange={(event) => setNext(event.target.value)} />
        <Button type="submit" variant="secondary" disabled={sending || !next.trim()}>
          {sending ? 'Sending…' : 'Change e-mail'}
        </Button>
      </Form>
      <MailOutcomeAlert outcome={outcome} sent={(to) => `We sent a confirmation link to ${to}. Your address changes when you open it.`} failed="Your e-mail was not changed" />
      <DemoMailLink to={outcome?.kind === 'sent' ? outcome.demoLink : null} label="Open the e-mail change link" />
    </Card>
  );
}
