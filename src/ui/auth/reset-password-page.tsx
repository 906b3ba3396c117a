import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { describeAuthError, type AuthErrorView } from '../../application/auth/auth-error-view';
import { TYPES } from '../../application/ports/tokens';
import { useInjection } from '../app/container-context';
import { DetailedAlert } from '../kit/alert';
import { Button } from '../kit/button';
import { TextField } from '../kit/fields';
import { Form } from '../kit/form';
import { Page } from '../kit/page';
import { NewPasswordField } from './new-password-field';

/** What /login shows after a successful reset (router state). */
export interface LoginNoticeState {
  readonly notice?: string;
}

export const PASSWORD_RESET_DONE = 'Your password has been changed. Sign in with your new password.';

/**
 * /reset-password: the reset e-mail's link lands here. The link is spent when the new password is
 * saved (not on opening the page); then every session ends and the person signs in with it.
 */
export default function ResetPasswordPage() {
  const completePasswordReset = useInjection(TYPES.CompletePasswordReset);
  const { origin } = useInjection(TYPES.AppInfo);
  const location = useLocation();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<AuthErrorView | null>(null);
  const errorId = useId();
  const linkUrl = origin + location.pathname + location.search + location.hash;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    const result = await completePasswordReset.execute(linkUrl, password, confirmation);
    setSaving(false);
    if (!result.ok) {
      setError(describeAuthError(result.error));
      return;
    }
    const state: LoginNoticeState = { notice: PASSWORD_RESET_DONE };
    navigate('/login', { replace: true, state });
  };

  return (
    <Page title="Choose a new password" width="narrow">
      <Form buttons="full-width" onSubmit={submit} aria-label="Choose a new password" aria-describedby={error && !error.field ? errorId : undefined}>
        <NewPasswordField
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          invalidBecauseOf={error?.field === 'password' ? errorId : null}
        />
        <TextField
          label="Confirm new password"
          type="password"
          name="confirm-password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
        />
        {error ? <DetailedAlert id={errorId} title={error.title} details={error.details} /> : null}
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : 'Save new password'}
        </Button>
      </Form>
      <p>
        Link expired or already used? <Link to="/forgot-password">Ask for a new one</Link>
      </p>
    </Page>
  );
}
