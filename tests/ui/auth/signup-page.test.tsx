import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createTestWorld, currentPath, renderApp } from '../../support/test-app';
import { fillSignup, findPageAlert, findPageHeading, person, settle, UI_TIMEOUT } from '../drivers';

const NEW_PRO = { firstName: 'Paula', lastName: 'Pro', accountType: 'Pro', email: 'paula@example.com', password: 'a-long-passphrase' } as const;

describe('/signup', UI_TIMEOUT, () => {
  it('R7.7 R3.4 signs up with e-mail, password, the metadata and emailRedirectTo = origin + /auth/callback', async () => {
    const world = createTestWorld();
    const signUpCall = vi.spyOn(world.backend.auth, 'signUp');
    renderApp(world, '/signup');
    await settle(world);
    const user = person();
    await findPageHeading('Create your account');
    await fillSignup(user, NEW_PRO);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(signUpCall).toHaveBeenCalledTimes(1);
    expect(signUpCall).toHaveBeenCalledWith({
      email: 'paula@example.com',
      password: 'a-long-passphrase',
      data: { first_name: 'Paula', last_name: 'Pro', account_type: 'pro', terms_accepted_at: new Date(world.clock.now()).toISOString() },
      emailRedirectTo: 'http://localhost:3000/auth/callback',
    });
    const outcome = await signUpCall.mock.results[0]!.value;
    expect(outcome.ok && outcome.value.user.user_metadata).toEqual({ first_name: 'Paula', last_name: 'Pro', account_type: 'pro', terms_accepted_at: new Date(world.clock.now()).toISOString() });
  });

  it('R3.2 the account type starts as Athlete', async () => {
    const world = createTestWorld();
    const signUpCall = vi.spyOn(world.backend.auth, 'signUp');
    renderApp(world, '/signup');
    await settle(world);
    const user = person();
    await findPageHeading('Create your account');
    expect(screen.getByLabelText('Account type')).toHaveDisplayValue('Athlete');
    await fillSignup(user, { firstName: 'Alex', lastName: 'Athlete', email: 'alex@example.com', password: 'a-long-passphrase' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(signUpCall.mock.calls[0]![0].data.account_type).toBe('athlete');
  });

  it('R5.1 an empty e-mail and password reach the service, whose exact message is shown', async () => {
    const world = createTestWorld();
    const signUpCall = vi.spyOn(world.backend.auth, 'signUp');
    const { router } = renderApp(world, '/signup');
    await settle(world);
    const user = person();
    await findPageHeading('Create your account');
    await fillSignup(user, { firstName: 'Sam' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(signUpCall).toHaveBeenCalledTimes(1);
    const alert = await findPageAlert();
    expect(alert).toHaveTextContent(/^You must provide either an email or phone number and a password$/);
    expect(screen.getByRole('form', { name: 'Create your account' })).toHaveAccessibleDescription(
      'You must provide either an email or phone number and a password',
    );
    expect(currentPath(router)).toBe('/signup');
  });

  it('R5.2 R8.10 a weak password is rejected with each reason explained, tied to the password field', async () => {
    const world = createTestWorld();
    renderApp(world, '/signup');
    await settle(world);
    const user = person();
    await findPageHeading('Create your account');
    await fillSignup(user, { ...NEW_PRO, password: 'qwerty' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const alert = await findPageAlert();
    expect(alert).toHaveTextContent('Please choose a stronger password');
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Password should be at least 8 characters.']);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(expect.stringContaining('Password should be at least 8 characters.'));
  });

  it('R5.2 a well-known password is explained as such', async () => {
    const world = createTestWorld();
    renderApp(world, '/signup');
    await settle(world);
    const user = person();
    await findPageHeading('Create your account');
    await fillSignup(user, { ...NEW_PRO, password: 'password' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const alert = await findPageAlert();
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Password is known to be weak and easy to guess, please choose a different one.',
    ]);
  });

  it('R8.10 an address already registered is reported on the e-mail field', async () => {
    const world = createTestWorld();
    world.backend.auth.seedUser({ email: 'paula@example.com', password: 'whatever-long' });
    renderApp(world, '/signup');
    await settle(world);
    const user = person();
    await findPageHeading('Create your account');
    await fillSignup(user, NEW_PRO);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await findPageAlert()).toHaveTextContent('User already registered');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
  });

  it('R2.7 when the service confirms at once, the new user lands on the wanted path', async () => {
    const world = createTestWorld({ autoConfirm: true });
    const { router } = renderApp(world, '/signup?redirect=%2Fupload-start');
    await settle(world);
    const user = person();
    await findPageHeading('Create your account');
    await fillSignup(user, NEW_PRO);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await findPageHeading('Upload a clip')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/upload-start');
  });

  it('R2.5 the sign-in link keeps the redirect query', async () => {
    const world = createTestWorld();
    renderApp(world, '/signup?redirect=%2Fcheckout');
    await settle(world);
    await findPageHeading('Create your account');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?redirect=%2Fcheckout');
  });
});
