import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { describeAuthError, type AuthErrorView } from '../../application/auth/auth-error-view';
import { authPageLink, emailVerificationUrl, loginPageView, redirectFromQuery } from '../../application/navigation/auth-page-links';
import { TYPES, type DemoAccountHint } from '../../application/ports/tokens';
import { useInjection } from '../app/container-context';
import { Button, ButtonRow } from '../kit/button';
import { Alert, DetailedAlert } from '../kit/alert';
import { Card, CardTitle } from '../kit/card';
import { Form } from '../kit/form';
import { LinkButton } from '../kit/link-button';
import { Page } from '../kit/page';
import { EmailField, TextField } from '../kit/fields';
import { useAuth } from './auth-context';
import type { LoginNoticeState } from './reset-password-page';
import { Address, BreakableText, PlainList, Row } from '../kit/layout';

/**
 * /login. On success the auth state flips to signed in and RedirectIfSignedIn takes the user to
 * the remembered path, so this page never navigates after a sign-in itself (one navigation only).
 */
export default function LoginPage() {
  const { state } = useAuth();
  const { search } = useLocation();
  return <Page title="Sign in" width="narrow">{loginPageView(state, search) === 'not-admin' ? <NotAdminExplanation /> : <LoginForm />}</Page>;
}

function LoginForm() {
  const signIn = useInjection(TYPES.SignIn);
  const { search } = useLocation();
  const appInfo = useInjection(TYPES.AppInfo);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<AuthErrorView | null>(null);
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setError(null);
    const result = await signIn.execute({ email, password });
    if (!result.ok) setError(describeAuthError(result.error));
    setSubmitting(false);
  };

  const fillWithDemoAccount = (account: DemoAccountHint) => {
    setEmail(account.email);
    setPassword(appInfo.demoPassword ?? '');
    setError(null);
  };

  return (
    <>
      <LoginNotice />
      <Form buttons="full-width" onSubmit={submit} aria-label="Sign in" aria-describedby={error && !error.field ? errorId : undefined}>
        <EmailField
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          invalidBecauseOf={error?.field === 'email' ? errorId : null}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          invalidBecauseOf={error?.field === 'password' ? errorId : null}
        />
        <p>
          <Link to="/forgot-password">Forgot password?</Link>
        </p>
        {error ? <DetailedAlert id={errorId} title={error.title} details={error.details} /> : null}
        {error?.offerResend ? <Link to={emailVerificationUrl(email)}>Send the confirmation e-mail again</Link> : null}
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Signing in…' : 'Sign in'}
        </Button>
      </Form>
      <p>
        New to ClipCoach? <Link to={authPageLink('/signup', search)}>Create an account</Link>
      </p>
      {appInfo.simulated && appInfo.demoAccounts?.length ? <DemoAccounts accounts={appInfo.demoAccounts} password={appInfo.demoPassword ?? ''} onUse={fillWithDemoAccount} /> : null}
    </>
  );
}

/** A message another page left for the sign-in (issue 12: "Your password has been changed…"). */
function LoginNotice() {
  const { state } = useLocation();
  const notice = (state as LoginNoticeState | null)?.notice;
  return typeof notice === 'string' && notice ? (
    <Alert tone="success">
      <p>{notice}</p>
    </Alert>
  ) : null;
}

/** Simulated backends only: the seeded accounts, one click from a filled-in form. */
function DemoAccounts({ accounts, password, onUse }: { accounts: readonly DemoAccountHint[]; password: string; onUse: (account: DemoAccountHint) => void }) {
  return (
    <Card role="region" aria-label="Demo accounts">
      <CardTitle>Demo accounts</CardTitle>
      <p>
        This copy of ClipCoach runs on its built-in demo backend: nothing leaves your browser. Every demo account uses the password{' '}
        <code>{password}</code>.
      </p>
      <PlainList>
        {accounts.map((account) => (
          <li key={account.email}>
            <Row justify="space-between">
              <BreakableText inline>
                <strong>{account.label}</strong>
                <br />
                <Address>{account.email}</Address>
              </BreakableText>
              <Button variant="secondary" aria-label={`Use the ${account.label} demo account`} onClick={() => onUse(account)}>
                Use
              </Button>
            </Row>
          </li>
        ))}
      </PlainList>
    </Card>
  );
}

/** A signed-in user sent here by a denied admin check: say why, and offer a way on (no redirect loop). */
function NotAdminExplanation() {
  const { state, signOut } = useAuth();
  const { search } = useLocation();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const wanted = redirectFromQuery(search);
  const email = state.status === 'signed-in' ? state.user.email : null;

  const switchAccount = async () => {
    setSigningOut(true);
    const result = await signOut.execute();
    setSigningOut(false);
    if (result.ok) navigate(authPageLink('/login', search), { replace: true });
  };

  return (
    <>
      <Alert tone="error">
        <p>
          <strong>This account has no admin rights</strong>
        </p>
        <p>
          {wanted ? (
            <>
              The page you wanted (<code>{wanted}</code>) needs an administrator account.
            </>
          ) : (
            'The page you wanted needs an administrator account.'
          )}{' '}
          {email ? (
            <>
              You are signed in as <Address>{email}</Address>, which is not an administrator.
            </>
          ) : null}
        </p>
      </Alert>
      <ButtonRow>
        <Button onClick={() => void switchAccount()} disabled={signingOut}>
          Sign in with another account
        </Button>
        <LinkButton to="/dashboard" variant="secondary">
          Go to dashboard
        </LinkButton>
      </ButtonRow>
    </>
  );
}
