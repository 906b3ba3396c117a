import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { SignedInView } from '../../application/auth/auth-state.store';
import { loginUrlFor } from '../../application/navigation/route-guards';
import { TYPES } from '../../application/ports/tokens';
import type { ProfilePatch } from '../../domain/auth/profile';
import { rolesOf } from '../../domain/auth/user-roles';
import { useInjection } from '../app/container-context';
import { useAuth } from '../auth/auth-context';
import { Button } from '../kit/button';
import { Card, CardTitle } from '../kit/card';
import { Alert } from '../kit/alert';
import { FieldRow, Form } from '../kit/form';
import { LinkButton } from '../kit/link-button';
import { Page } from '../kit/page';
import { Spinner } from '../kit/spinner';
import { TextField } from '../kit/fields';
import { Address, Row } from '../kit/layout';
import { ReferralCodeCard } from '../referrals/referral-code-card';
import { AccountSections } from '../accounts/account-sections';

const ACCOUNT_TYPE_LABEL = { athlete: 'Athlete', pro: 'Pro' } as const;

/** /profile (public): signed in, edit your name; signed out, an invitation to sign in. */
export default function ProfilePage() {
  const { state } = useAuth();
  if (state.status === 'loading' || (state.status === 'signed-in' && state.profileLoading)) {
    return (
      <Page title="Your profile" width="narrow">
        <Spinner size="sm" label="Loading your profile" />
      </Page>
    );
  }
  if (state.status === 'signed-out') {
    return (
      <Page title="Your profile" width="narrow">
        <p>Sign in to see and edit your profile: your name as pros see it, and your account type.</p>
        <Row gap="md">
          <LinkButton to={loginUrlFor('/profile')}>Sign in</LinkButton>
          <Link to="/signup">Create an account</Link>
        </Row>
      </Page>
    );
  }
  return (
    <Page title="Your profile" width="narrow">
      {/* Keyed by user: the form starts from the saved names and is not reset by later saves. */}
      <ProfileForm key={state.user.id} state={state} />
      <ReferralCodeCard userId={state.user.id} />
      {/* Issue 12: e-mail, password, avatar and account deletion, in their own sections. */}
      <AccountSections key={`account-${state.user.id}`} state={state} />
    </Page>
  );
}

function ProfileForm({ state }: { state: SignedInView }) {
  const updateProfile = useInjection(TYPES.UpdateProfile);
  const [firstName, setFirstName] = useState(state.profile?.firstName ?? state.user.user_metadata.first_name ?? '');
  const [lastName, setLastName] = useState(state.profile?.lastName ?? state.user.user_metadata.last_name ?? '');
  // Expected failures come back as values, so the query layer's retry is left for real surprises.
  const save = useMutation({ mutationFn: (patch: ProfilePatch) => updateProfile.execute(patch) });
  const failure = save.data && !save.data.ok ? save.data.error.message : save.error ? save.error.message : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ firstName: firstName.trim(), lastName: lastName.trim() });
  };
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    if (save.data || save.error) save.reset();
  };

  return (
    <>
      <p>
        Signed in as <Address strong>{state.user.email}</Address> · {ACCOUNT_TYPE_LABEL[rolesOf(state.profile, state.user).accountType]} account
      </p>
      <Card gap="md">
        <CardTitle>Your name</CardTitle>
        <Form onSubmit={submit} aria-label="Your profile">
          <FieldRow>
            <TextField label="First name" name="first_name" autoComplete="given-name" value={firstName} onChange={(event) => edit(setFirstName)(event.target.value)} />
            <TextField label="Last name" name="last_name" autoComplete="family-name" value={lastName} onChange={(event) => edit(setLastName)(event.target.value)} />
          </FieldRow>
          {save.data?.ok ? (
            <Alert tone="success">
              <p>Profile saved</p>
            </Alert>
          ) : null}
          {failure ? (
            <Alert>
              <p>Your profile was not saved: {failure}</p>
            </Alert>
          ) : null}
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save profile'}
          </Button>
        </Form>
      </Card>
    </>
  );
}
