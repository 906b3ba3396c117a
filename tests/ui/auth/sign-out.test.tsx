import { render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAuth } from '../../../src/ui/auth/auth-context';
import { createTestWorld, currentPath, renderApp } from '../../support/test-app';
import { findPageHeading, person, settle, signedIn, UI_TIMEOUT } from '../drivers';

const ONBOARDING_KEYS = ['onboarding-flow', 'onboarding-account-type', 'onboarding-email'];

describe('signing out from the header', UI_TIMEOUT, () => {
  it('R4.5 clears onboarding-flow, onboarding-account-type and onboarding-email, and nothing else', async () => {
    const world = createTestWorld();
    signedIn(world);
    for (const key of ONBOARDING_KEYS) world.sessionStore.set(key, 'in progress');
    world.sessionStore.set('unrelated', 'kept');
    const { router } = renderApp(world, '/dashboard');
    await settle(world);
    await findPageHeading('Dashboard');

    await person().click(screen.getByRole('button', { name: 'Sign out' }));
    await settle(world);
    for (const key of ONBOARDING_KEYS) expect(world.sessionStore.get(key)).toBeNull();
    expect(world.sessionStore.get('unrelated')).toBe('kept');
    expect(world.authStore.state.value.status).toBe('signed-out');
    expect(currentPath(router)).toBe('/');
  });

  it('R8.2 a failed sign-out says "Sign out failed" with the service\'s message, and keeps the user signed in', async () => {
    const world = createTestWorld();
    signedIn(world);
    world.sessionStore.set('onboarding-flow', 'in progress');
    world.backend.auth.faults.failNext('signOut', { kind: 'unknown', message: 'network down' });
    renderApp(world, '/dashboard');
    await settle(world);
    await findPageHeading('Dashboard');

    await person().click(screen.getByRole('button', { name: 'Sign out' }));
    const title = await screen.findByText('Sign out failed');
    expect(title.parentElement).toHaveTextContent('network down');
    expect(world.authStore.state.value.status).toBe('signed-in');
    expect(world.sessionStore.get('onboarding-flow')).toBe('in progress');
  });

  it('R8.2 with no message from the service, the toast says "Failed to sign out"', async () => {
    const world = createTestWorld();
    signedIn(world);
    world.backend.auth.faults.failNext('signOut', { kind: 'unknown', message: '' });
    renderApp(world, '/dashboard');
    await settle(world);
    await findPageHeading('Dashboard');

    await person().click(screen.getByRole('button', { name: 'Sign out' }));
    const title = await screen.findByText('Sign out failed');
    expect(title.parentElement).toHaveTextContent('Failed to sign out');
  });
});

describe('useAuth', () => {
  it('R8.9 outside an AuthProvider it throws "useAuth must be used within an AuthProvider"', () => {
    // React reports the render error on the console before rethrowing it; keep the output clean.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow(new Error('useAuth must be used within an AuthProvider'));
    function Greeting() {
      const { state } = useAuth();
      return <p>{state.status}</p>;
    }
    expect(() => render(<Greeting />)).toThrow('useAuth must be used within an AuthProvider');
  });
});
