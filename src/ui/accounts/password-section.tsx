import { useId, useState, type FormEvent } from 'react';
import { describeAuthError, type AuthErrorView } from '../../application/auth/auth-error-view';
import { TYPES } from '../../application/ports/tokens';
import { useInjection } from '../app/container-context';
import { Alert, DetailedAlert } from '../kit/alert';
import { Button } from '../kit/button';
import { Card, CardTitle } from '../kit/card';
import { TextField } from '../kit/fields';
import { Form } from '../kit/form';
import { NewPasswordField } from '../auth/new-password-field';

/** "Password": the current one, then the new one twice. */
export function PasswordSection() {
  const changePassword = useInjection(TYPES.ChangePassword);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<AuthErrorView | null>(null);
  const [saved, setSaved] = useState(false);
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    setSaved(false);
    const result = await changePassword.execute(current, next, confirmation);
    setSaving(false);
    if (!result.ok) {
      setError(result.error.kind === 'invalid-credentials' ? { title: 'The current password is not right.', details: [], field: null, offerResend: false } : describeAuthError(result.error));
      return;
    }
    setSaved(true);
    setCurrent('');
    setNext('');
    setConfirmation('');
  };

  return (
    <Card role="region" aria-label="Password" gap="md">
      <CardTitle>Password</CardTitle>
      <Form onSubmit={submit} aria-label="Change password" aria-describedby={error ? errorId : undefined}>
        <TextField label="Current password" type="password" name="current-password" autoComplete="current-password" value={current} onChange={(event) => setCurrent(event.target.value)} />
        <NewPasswordField
          value={next}
          onChange={(event) => setNext(event.target.value)}
          invalidBecauseOf={error?.field === 'password' ? errorId : null}
        />
        <TextField label="Confirm new password" type="password" name="confirm-password" autoComplete="new-password" value={confirmation} onChange={(event) => setConfirmation(event.target.value)} />
        {error ? <DetailedAlert id={errorId} title={error.title} details={error.details} /> : null}
        {saved ? (
          <Alert tone="success">
            <p>Your password has been changed.</p>
          </Alert>
        ) : null}
        <Button type="submit" variant="secondary" disabled={saving || !current || !next}>
          {saving ? 'Saving…' : 'Change password'}
        </Button>
      </Form>
    </Card>
  );
}
