import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createTestWorld, currentPath, renderApp, seedAccount } from '../../support/test-app';
import { enter, fillSignIn, fillSignup, findPageHeading, person, settle, settleUntil, UI_TIMEOUT } from '../drivers';

describe('Issue 12 forgotten password, /forgot-password and /reset-password', UI_TIMEOUT, () => {
  it('Issue 12 "Forgot password?" on /login asks for the address, shows the demo link, sets a new password and returns to sign in with a success message', async () => {
    const world = createTestWorld();
    seedAccount(world, { email: 'sam@example.com', password: 'correct-horse-battery' });
    const { router } = renderApp(world, '/login');
    await settle(world);
    const user = person();
    await findPageHeading('Sign in');

    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    await findPageHeading('Reset your password');
    expect(currentPath(router)).toBe('/forgot-password');
    await enter(user, 'E-mail', 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await user.click(await screen.findByRole('link', { name: 'Open the password reset link (demo mode)' }));

    await findPageHeading('Choose a new password');
    expect(router.state.location.pathname).toBe('/reset-password');
    await enter(user, 'New password', 'a-brand-new-passphrase');
    await enter(user, 'Confirm new password', 'a-brand-new-passphrase');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    await findPageHeading('Sign in');
    expect(currentPath(router)).toBe('/login');
    expect(within(screen.getByRole('main')).getByText('Your password has been changed. Sign in with your new password.')).toBeInTheDocument();
    await fillSignIn(user, 'sam@example.com', 'a-brand-new-passphrase');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    // Twice in CI the store still said signed-out: after one settling, then after vi.waitFor's default
    // second (never reproduced alone, nor beside busy loops; that run took 3 s where it takes 1). Look
    // for longer, and should it fail again, say what the page shows (a refusal, or nothing at all).
    await settleUntil(world, () => {
      const shown = screen.queryAllByRole('alert').map((alert) => alert.textContent).join(' | ') || 'no alert';
      expect(world.authStore.state.value.status, `at ${currentPath(router)}, ${shown}`).toBe('signed-in');
    });
  });

  it('Issue 12 two different passwords are refused on the page, and the link is not spent', async () => {
    const world = createTestWorld();
    seedAccount(world, { email: 'sam@example.com' });
    const requested = await world.backend.auth.requestPasswordReset('sam@example.com', 'http://localhost:3000/reset-password');
    const link = new URL(requested.ok ? requested.value.resetUrl! : '');
    const complete = vi.spyOn(world.backend.auth, 'completePasswordReset');
    renderApp(world, link.pathname + link.search);
    await settle(world);
    const user = person();
    await findPageHeading('Choose a new password');
    await enter(user, 'New password', 'a-brand-new-passphrase');
    await enter(user, 'Confirm new password', 'a-different-passphrase');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    expect(await within(screen.getByRole('main')).findByRole('alert')).toHaveTextContent('The two passwords do not match.');
    expect(complete).not.toHaveBeenCalled();
  });

  it('Issue 12 a used or forged link says so and offers a new one', async () => {
    const world = createTestWorld();
    renderApp(world, '/reset-password?token=forged&type=recovery');
    await settle(world);
    const user = person();
    await findPageHeading('Choose a new password');
    await enter(user, 'New password', 'a-brand-new-passphrase');
    await enter(user, 'Confirm new password', 'a-brand-new-passphrase');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    expect(await within(screen.getByRole('main')).findByRole('alert')).toHaveTextContent('The password reset link is invalid or has expired. Ask for a new one.');
    expect(screen.getByRole('link', { name: 'Ask for a new one' })).toHaveAttribute('href', '/forgot-password');
  });
});

describe('Issue 12 sign-up asks to accept the Terms and the Privacy policy', UI_TIMEOUT, () => {
  it('Issue 12 without the checkbox nothing is sent and the reason shows beside it; the links lead to /terms and /privacy', async () => {
    const world = createTestWorld();
    const signUp = vi.spyOn(world.backend.auth, 'signUp');
    renderApp(world, '/signup');
    await settle(world);
    const user = person();
    await findPageHeading('Create your account');
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the Terms and the Privacy policy' });
    const form = screen.getByRole('form', { name: 'Create your account' });
    expect(within(form).getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    expect(within(form).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');

    await fillSignup(user, { firstName: 'Nia', lastName: 'New', email: 'nia@example.com', password: 'a-long-passphrase', acceptTerms: false });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(signUp).not.toHaveBeenCalled();
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription('Please accept the Terms and the Privacy policy to create an account.');

    await user.click(checkbox);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(signUp).toHaveBeenCalledTimes(1);
    expect(signUp.mock.calls[0]![0].data.terms_accepted_at).toBe(new Date(world.clock.now()).toISOString());
  });
});
