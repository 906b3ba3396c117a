import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TYPES, type AppInfo } from '../../../src/application/ports/tokens';
import { createTestWorld, currentPath, renderApp, seedAccount, type TestWorld } from '../../support/test-app';
import { advance, fillSignIn, findPageAlert, findPageHeading, person, settle, settleUntil, signedIn, UI_TIMEOUT } from '../drivers';

/** The AppInfo a simulated backend provides in the browser (bootstrap fills it in). */
function withDemoAccounts(world: TestWorld): void {
  const info: AppInfo = {
    backend: 'memory',
    simulated: true,
    origin: 'http://localhost:3000',
    demoAccounts: [
      { email: 'admin@clipcoach.demo', label: 'Admin' },
      { email: 'athlete@clipcoach.demo', label: 'Athlete' },
    ],
    demoPassword: 'clipcoach-demo',
  };
  world.container.rebind<AppInfo>(TYPES.AppInfo).toConstantValue(info);
}

describe('/login', UI_TIMEOUT, () => {
  it('R7.6 signs in with exactly e-mail and password, then lands once on the wanted path', async () => {
    const world = createTestWorld();
    const account = seedAccount(world);
    const signInCall = vi.spyOn(world.backend.auth, 'signInWithPassword');
    world.sessionStore.set('auth-redirect-path', '/submissions');
    const { router } = renderApp(world, '/login?redirect=%2Fsubmissions');
    await settle(world);
    const user = person();
    await findPageHeading('Sign in');

    expect(screen.getByLabelText('E-mail')).toBeVisible();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await fillSignIn(user, account.email, account.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(signInCall).toHaveBeenCalledTimes(1);
    expect(signInCall).toHaveBeenCalledWith({ email: account.email, password: account.password });
    expect(await findPageHeading('Your submissions')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/submissions');
    expect(world.sessionStore.get('auth-redirect-path')).toBeNull();
    // One navigation replacing /login: going back does not return to the sign-in form.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('R8.10 shows the service\'s "Invalid login credentials" beside the form and ties it to the form', async () => {
    const world = createTestWorld();
    const account = seedAccount(world);
    const { router } = renderApp(world, '/login');
    await settle(world);
    const user = person();
    await findPageHeading('Sign in');
    await fillSignIn(user, account.email, 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const alert = await findPageAlert();
    expect(alert).toHaveTextContent('Invalid login credentials');
    expect(screen.getByRole('form', { name: 'Sign in' })).toHaveAccessibleDescription('Invalid login credentials');
    expect(currentPath(router)).toBe('/login');
  });

  it('R8.10 an unconfirmed address: "Email not confirmed" on the e-mail field, with a way to get the e-mail again', async () => {
    const world = createTestWorld();
    world.backend.auth.seedUser({ email: 'new@example.com', password: 'long-enough-pass', confirmed: false });
    renderApp(world, '/login');
    await settle(world);
    const user = person();
    await findPageHeading('Sign in');
    await fillSignIn(user, 'new@example.com', 'long-enough-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await findPageAlert()).toHaveTextContent('Email not confirmed');
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email not confirmed');
    expect(screen.getByRole('link', { name: 'Send the confirmation e-mail again' })).toHaveAttribute('href', '/email-verification?email=new%40example.com');
  });

  it('R5.1 an empty form is sent as is, and the service\'s message is shown', async () => {
    const world = createTestWorld();
    renderApp(world, '/login');
    await settle(world);
    await findPageHeading('Sign in');
    await person().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await findPageAlert()).toHaveTextContent('You must provide either an email or phone number and a password');
  });

  it('R2.5 the sign-up link keeps the redirect query', async () => {
    const world = createTestWorld();
    renderApp(world, '/login?redirect=%2Fcheckout&reason=whatever');
    await settle(world);
    await findPageHeading('Sign in');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup?redirect=%2Fcheckout');
  });

  it('R2.2 R2.7 the simulated backend lists its demo accounts; "Use" fills the form and signs in', async () => {
    const world = createTestWorld({ seedDemo: true });
    withDemoAccounts(world);
    const { router } = renderApp(world, '/login');
    await settle(world);
    const user = person();
    await findPageHeading('Sign in');
    const demo = screen.getByRole('region', { name: 'Demo accounts' });
    expect(demo).toHaveTextContent('clipcoach-demo');
    expect(within(demo).getAllByRole('button', { name: /^Use/ })).toHaveLength(2);

    await user.click(within(demo).getByRole('button', { name: 'Use the Athlete demo account' }));
    expect(screen.getByLabelText('E-mail')).toHaveValue('athlete@clipcoach.demo');
    expect(screen.getByLabelText('Password')).toHaveValue('clipcoach-demo');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await findPageHeading('Dashboard')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/dashboard');
  });

  it('R2.2 lists no demo accounts when the app says it is not simulated (the hosted backend)', async () => {
    const world = createTestWorld();
    world.container.rebind<AppInfo>(TYPES.AppInfo).toConstantValue({ backend: 'supabase', simulated: false, origin: 'http://localhost:3000' });
    renderApp(world, '/login');
    await settle(world);
    await findPageHeading('Sign in');
    expect(screen.queryByRole('region', { name: 'Demo accounts' })).not.toBeInTheDocument();
  });
});

describe('/login after an admin denial (?reason=not-admin)', UI_TIMEOUT, () => {
  it('R4.17 R6.4 a signed-in non-admin is told why instead of being bounced back (no loop)', async () => {
    const world = createTestWorld();
    const account = signedIn(world);
    world.sessionStore.set('auth-redirect-path', '/admin/users');
    const { router } = renderApp(world, '/login?redirect=%2Fadmin%2Fusers&reason=not-admin');
    await settle(world);

    expect(await findPageHeading('Sign in')).toBeInTheDocument();
    const alert = within(screen.getByRole('main')).getByRole('alert');
    expect(alert).toHaveTextContent('This account has no admin rights');
    expect(alert).toHaveTextContent('The page you wanted (/admin/users) needs an administrator account.');
    expect(alert).toHaveTextContent(account.email);
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(currentPath(router)).toBe('/login?redirect=%2Fadmin%2Fusers&reason=not-admin');
  });

  it('R4.17 R6.4 a signed-in non-admin who opens /admin ends on the explanation, and stays there', async () => {
    const world = createTestWorld();
    signedIn(world);
    const { router } = renderApp(world, '/admin');
    await settle(world);
    // The admin area loads lazily; its check starts once the gate is on screen.
    expect(await screen.findByText('Checking permissions...', undefined, { timeout: 4_000 })).toBeInTheDocument();
    // The admin check: session refresh, 800 ms, profile read, 500 ms.
    await advance(world, 2_000);
    expect(await within(screen.getByRole('main')).findByText('This account has no admin rights', undefined, { timeout: 4_000 })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/login?redirect=%2Fadmin&reason=not-admin');
    await advance(world, 10_000);
    expect(currentPath(router)).toBe('/login?redirect=%2Fadmin&reason=not-admin');
  });

  it('R4.17 "Sign in with another account" signs out and stays on /login with the redirect kept', async () => {
    const world = createTestWorld();
    signedIn(world);
    const admin = seedAccount(world, { email: 'ada@example.com', profileIsAdmin: true });
    world.sessionStore.set('auth-redirect-path', '/admin/users');
    const { router } = renderApp(world, '/login?redirect=%2Fadmin%2Fusers&reason=not-admin');
    await settle(world);
    const user = person();
    await findPageHeading('Sign in');

    await user.click(screen.getByRole('button', { name: 'Sign in with another account' }));
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(world.authStore.state.value.status).toBe('signed-out');
    // The form shows as soon as the session is gone; the URL drops the reason right after.
    await waitFor(() => expect(currentPath(router)).toBe('/login?redirect=%2Fadmin%2Fusers'));
    expect(screen.queryByText('This account has no admin rights')).not.toBeInTheDocument();

    // The next sign-in goes where the user wanted in the first place.
    await fillSignIn(user, admin.email, admin.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    // The form's submission runs when React schedules it (see the password-reset journey): settle and look until it has.
    await settleUntil(world, () => expect(router.state.location.pathname).toBe('/admin/users'));
  });
});
