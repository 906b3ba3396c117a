import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { describeAuthError, type AuthErrorView } from '../../application/auth/auth-error-view';
import { authPageLink, emailVerificationUrl, redirectFromQuery } from '../../application/navigation/auth-page-links';
import { TYPES } from '../../application/ports/tokens';
import { DEFAULT_ACCOUNT_TYPE, toAccountType, type AccountType } from '../../domain/auth/account-type';
import { useInjection } from '../app/container-context';
import { useResultQuery } from '../hooks/use-result-query';
import { Button } from '../kit/button';
import { Alert, DetailedAlert } from '../kit/alert';
import { settingsKeys, settingsQueries } from '../settings/settings-queries';
import { FieldRow, Form } from '../kit/form';
import { Page } from '../kit/page';
import { EmailField, SelectField, TextField } from '../kit/fields';
import { normalizeReferralCode } from '../../domain/referrals/referral';
import { ReferralInvitation } from '../referrals/referral-invitation';
import { TermsAcceptance } from './terms-acceptance';
import { TERMS_NOT_ACCEPTED_MESSAGE } from '../../domain/accounts/terms';
import { NewPasswordField } from './new-password-field';

const ACCOUNT_TYPE_OPTIONS: readonly { value: AccountType; label: string }[] = [
  { value: 'athlete', label: 'Athlete' },
  { value: 'pro', label: 'Pro' },
];

/** What /email-verification receives in the router state. */
export interface EmailVerificationState {
  /** Simulated backends only: the link the confirmation e-mail carries. */
  readonly confirmationUrl?: string;
}

/**
 * /signup. Nothing is checked before the call: the auth service's own messages (§5) are shown.
 * With a session the auth state flips and RedirectIfSignedIn moves on; without one the address
 * must be confirmed first. While an admin has closed sign-ups the page says so instead of showing
 * the form (and the backend refuses a sign-up from a page loaded before they closed).
 */
export default function SignupPage() {
  const signUp = useInjection(TYPES.SignUp);
  const { search } = useLocation();
  const navigate = useNavigate();
  const redirectMemory = useInjection(TYPES.RedirectMemory);
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [accountType, setAccountType] = useState<AccountType>(DEFAULT_ACCOUNT_TYPE);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  const [termsError, setTermsError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<AuthErrorView | null>(null);
  const errorId = useId();
  const queryClient = useQueryClient();
  const platformSettings = useInjection(TYPES.PlatformSettings);
  const signupsClosed = useResultQuery(settingsQueries.app(platformSettings)).data?.signupsOpen === false;
  // /signup?ref=CODE (issue 12): the code goes with the sign-up.
  const referralCode = normalizeReferralCode(new URLSearchParams(search).get('ref'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setTermsError(acceptedTerms ? null : TERMS_NOT_ACCEPTED_MESSAGE);
    if (!acceptedTerms) return;
    setSubmitting(true);
    const result = await signUp.execute({ email, password, firstName, lastName, accountType, acceptedTerms, referralCode: referralCode ?? undefined });
    setSubmitting(false);
    if (!result.ok) {
      if (result.error.kind === 'terms-not-accepted') {
        setTermsError(result.error.message);
        return;
      }
      setError(describeAuthError(result.error));
      if (result.error.kind === 'signups-closed') void queryClient.invalidateQueries({ queryKey: settingsKeys.app() });
      return;
    }
    if (result.value.session) return;
    // The confirmation link lands on /auth/callback, which follows the remembered path.
    const wanted = redirectFromQuery(search);
    if (wanted) redirectMemory.remember(wanted);
    const state: EmailVerificationState = result.value.confirmationUrl ? { confirmationUrl: result.value.confirmationUrl } : {};
    navigate(emailVerificationUrl(result.value.user.email || email), { state });
  };

  return (
    <Page title="Create your account" width="narrow" intro="Get feedback on your technique from verified pros, or sign up as a pro to review clips.">
      {referralCode && !signupsClosed ? <ReferralInvitation code={referralCode} /> : null}
      {signupsClosed ? (
        <Alert tone="info">
          <p>
            <strong>Sign-ups are closed.</strong> New accounts cannot be created right now. Please come back later.
          </p>
        </Alert>
      ) : (
        <Form buttons="full-width" onSubmit={submit} aria-label="Create your account" aria-describedby={error && !error.field ? errorId : undefined}>
          <FieldRow>
            <TextField label="First name" name="first_name" autoComplete="given-name" value={firstName} onChange={(event) => setFirstName(event.target.value)} />
            <TextField label="Last name" name="last_name" autoComplete="family-name" value={lastName} onChange={(event) => setLastName(event.target.value)} />
          </FieldRow>
          <SelectField
            label="Account type"
            name="account_type"
            value={accountType}
            options={ACCOUNT_TYPE_OPTIONS}
            hint="Athletes upload clips for review; pros review them once verified."
            onChange={(event) => setAccountType(toAccountType(event.target.value))}
          />
          <EmailField
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            invalidBecauseOf={error?.field === 'email' ? errorId : null}
          />
          <NewPasswordField
            label="Password"
            name="password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            invalidBecauseOf={error?.field === 'password' ? errorId : null}
          />
          <TermsAcceptance
            checked={acceptedTerms}
            error={termsError}
            onChange={(checked) => {
              setAcceptedTerms(checked);
              if (checked) setTermsError(null);
            }}
          />
          {error ? <DetailedAlert id={errorId} title={error.title} details={error.details} /> : null}
          <Button type="submit" disabled={submitting}>
            {submitting ? 'Creating your account…' : 'Create account'}
          </Button>
        </Form>
      )}
      <p>
        Already have an account? <Link to={authPageLink('/login', search)}>Sign in</Link>
      </p>
    </Page>
  );
}
