import { act, render, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { App } from '../../../src/ui/app/app';
import { createQueryClient } from '../../../src/ui/app/query-client';
import { createTestRouter } from '../../support/test-router';
import { createTestWorld, currentPath, renderApp } from '../../support/test-app';
import { fillSignup, findPageAlert, findPageHeading, person, settle, UI_TIMEOUT } from '../drivers';

describe('e-mail confirmation', UI_TIMEOUT, () => {
  it('R2.2 R2.5 R2.6 round trip: guarded page → sign up → check your inbox → confirmation link → the wanted page, signed in', async () => {
    const world = createTestWorld();
    const { router } = renderApp(world, '/submissions');
    await settle(world);
    const user = person();
    await findPageHeading('Sign in');
    expect(currentPath(router)).toBe('/login?redirect=%2Fsubmissions');

    await user.click(screen.getByRole('link', { name: 'Create an account' }));
    await findPageHeading('Create your account');
    expect(currentPath(router)).toBe('/signup?redirect=%2Fsubmissions');
    await fillSignup(user, { firstName: 'Nia', lastName: 'New', email: 'nia@example.com', password: 'a-long-passphrase' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await findPageHeading('Check your inbox')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/email-verification?email=nia%40example.com');
    expect(screen.getByText('nia@example.com')).toBeInTheDocument();
    expect(world.authStore.state.value.status).toBe('signed-out');
    const demoLink = screen.getByRole('link', { name: 'Open the confirmation link (demo mode)' });
    expect(demoLink.getAttribute('href')).toMatch(/^\/auth\/callback\?token=[^&]+&type=signup$/);

    await user.click(demoLink);
    expect(await findPageHeading('Your submissions')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/submissions');
    expect(world.authStore.state.value.status).toBe('signed-in');
    expect(world.sessionStore.get('auth-redirect-path')).toBeNull();
  });

  it('R2.2 /auth/callback shows a spinner while confirming, then goes to /dashboard when nothing was stored', async () => {
    const world = createTestWorld();
    const signUp = await world.backend.auth.signUp({ email: 'kim@example.com', password: 'a-long-passphrase', data: { terms_accepted_at: '2026-01-01T00:00:00.000Z' }, emailRedirectTo: 'http://localhost:3000/auth/callback' });
    const link = signUp.ok ? new URL(signUp.value.confirmationUrl!) : null;
    // Hold the service's answer so the waiting state can be seen.
    const gateway = world.backend.auth;
    const confirm = gateway.completeEmailCallback.bind(gateway);
    let answer: () => void = () => {};
    vi.spyOn(gateway, 'completeEmailCallback').mockImplementationOnce((url) => new Promise((resolve) => (answer = () => resolve(confirm(url)))));
    const { router } = renderApp(world, link!.pathname + link!.search);
    expect(await screen.findByText('Confirming your e-mail…', undefined, { timeout: 4_000 })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Confirming your e-mail…' })).toBeInTheDocument();
    await settle(world);
    expect(currentPath(router)).toBe(link!.pathname + link!.search);

    await act(() => answer());
    await settle(world);
    expect(await findPageHeading('Dashboard')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/dashboard');
  });

  it('R2.2 a bad or used link shows the error and a way to sign in', async () => {
    const world = createTestWorld();
    const { router } = renderApp(world, '/auth/callback?token=not-a-token&type=signup');
    await settle(world);
    expect(await findPageHeading('We could not confirm your e-mail')).toBeInTheDocument();
    expect(await findPageAlert()).toHaveTextContent('Email link is invalid or has expired');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
    expect(currentPath(router)).toBe('/auth/callback?token=not-a-token&type=signup');
  });

  it('R2.2 the link is completed once, even when StrictMode mounts the page twice', async () => {
    const world = createTestWorld();
    const complete = vi.spyOn(world.backend.auth, 'completeEmailCallback');
    const router = createTestRouter('/auth/callback?token=whatever&type=signup');
    render(
      <StrictMode>
        <App container={world.container} router={router} queryClient={createQueryClient(world.clock)} />
      </StrictMode>,
    );
    await settle(world);
    await findPageHeading('We could not confirm your e-mail');
    expect(complete).toHaveBeenCalledTimes(1);
    expect(complete).toHaveBeenCalledWith('http://localhost:3000/auth/callback?token=whatever&type=signup');
  });

  it('R2.2 "Resend e-mail" asks the service again and says so; the demo link follows the new e-mail', async () => {
    const world = createTestWorld();
    await world.backend.auth.signUp({ email: 'kim@example.com', password: 'a-long-passphrase', data: { terms_accepted_at: '2026-01-01T00:00:00.000Z' }, emailRedirectTo: 'http://localhost:3000/auth/callback' });
    const resend = vi.spyOn(world.backend.auth, 'resendConfirmation');
    renderApp(world, '/email-verification?email=kim%40example.com');
    await settle(world);
    const user = person();
    await findPageHeading('Check your inbox');
    // Opened without the sign-up's router state: no link to show yet.
    expect(screen.queryByRole('link', { name: 'Open the confirmation link (demo mode)' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resend e-mail' }));
    expect(resend).toHaveBeenCalledWith('kim@example.com', 'http://localhost:3000/auth/callback');
    expect(await screen.findByText('We sent the confirmation e-mail again to kim@example.com.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the confirmation link (demo mode)' }).getAttribute('href')).toMatch(/^\/auth\/callback\?token=/);
  });

  it('R8.10 a failed resend shows the service\'s message', async () => {
    const world = createTestWorld();
    world.backend.auth.faults.failNext('resendConfirmation', { kind: 'retryable', message: 'Auth service unavailable (503)', status: 503 });
    renderApp(world, '/email-verification?email=kim%40example.com');
    await settle(world);
    await findPageHeading('Check your inbox');
    await person().click(screen.getByRole('button', { name: 'Resend e-mail' }));
    expect(await findPageAlert()).toHaveTextContent('The e-mail could not be sent: Auth service unavailable (503)');
  });
});
