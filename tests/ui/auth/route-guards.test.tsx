import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestWorld, currentPath, renderApp } from '../../support/test-app';
import { advance, findPageHeading, settle, signedIn, UI_TIMEOUT } from '../drivers';

const SIGNED_IN_ROUTES = [
  '/onboarding/pro',
  '/dashboard',
  '/payment-success',
  '/checkout',
  '/submissions',
  '/submissions/sub-1',
  '/submissions/sub-1/analysis',
  '/submissions/sub-1/analysis-mobile',
  '/upload-start',
  '/upload',
  '/admin/debug',
];

const PUBLIC_ROUTES = ['/', '/pros', '/pros/pro-1', '/profile', '/how-it-works', '/about', '/referral-info', '/success-stories', '/help', '/terms', '/privacy', '/cookies'];

const AUTH_PAGES = ['/login', '/signup', '/email-verification'];

describe('route guards', UI_TIMEOUT, () => {
  it('R2.5 R2.6 R8.1 a signed-out visitor on a guarded path goes to /login?redirect=…, the path is stored, and a toast says why', async () => {
    const world = createTestWorld();
    const { router } = renderApp(world, '/checkout?order=42');
    await settle(world);
    expect(currentPath(router)).toBe('/login?redirect=%2Fcheckout%3Forder%3D42');
    expect(world.sessionStore.get('auth-redirect-path')).toBe('/checkout?order=42');
    const toast = await screen.findByText('Authentication required');
    expect(toast.parentElement).toHaveTextContent('Please log in to access this page');
    expect(await findPageHeading('Sign in')).toBeInTheDocument();
  });

  it('R8.1 no "Authentication required" toast for a visitor who opens /login or /signup', async () => {
    for (const [path, heading] of [
      ['/login', 'Sign in'],
      ['/signup', 'Create your account'],
    ]) {
      const world = createTestWorld();
      const { router, unmount } = renderApp(world, path!);
      await settle(world);
      expect(await findPageHeading(heading)).toBeInTheDocument();
      expect(currentPath(router)).toBe(path);
      expect(screen.queryByText('Authentication required')).not.toBeInTheDocument();
      unmount();
    }
  });

  it.each(SIGNED_IN_ROUTES)('R2.3 R2.5 R6.1 the sign-in route %s sends a signed-out visitor to /login with the wanted path', async (path) => {
    const world = createTestWorld();
    const { router } = renderApp(world, path);
    // /payment-success waits 3 s before deciding (R2.9).
    await advance(world, 3_000);
    expect(currentPath(router)).toBe(`/login?redirect=${encodeURIComponent(path)}`);
  });

  it.each(SIGNED_IN_ROUTES)('R2.3 R6.2 a signed-in user opens the sign-in route %s', async (path) => {
    const world = createTestWorld();
    signedIn(world);
    const { router } = renderApp(world, path);
    await advance(world, 100);
    expect(await findPageHeading()).toBeInTheDocument();
    expect(currentPath(router)).toBe(path);
  });

  it.each(PUBLIC_ROUTES)('R2.1 R6.1 the public route %s opens for a signed-out visitor, with no redirect and no toast', async (path) => {
    const world = createTestWorld();
    const { router } = renderApp(world, path);
    await settle(world);
    expect(await findPageHeading()).toBeInTheDocument();
    expect(currentPath(router)).toBe(path);
    expect(screen.queryByText('Authentication required')).not.toBeInTheDocument();
  });

  it.each(AUTH_PAGES)('R2.7 a signed-in user on %s goes to the stored path', async (path) => {
    const world = createTestWorld();
    signedIn(world);
    world.sessionStore.set('auth-redirect-path', '/submissions');
    const { router } = renderApp(world, path);
    await settle(world);
    expect(await findPageHeading('Your submissions')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/submissions');
    expect(world.sessionStore.get('auth-redirect-path')).toBeNull();
  });

  it.each(AUTH_PAGES)('R2.7 with no stored path, a signed-in user on %s goes to /dashboard', async (path) => {
    const world = createTestWorld();
    signedIn(world);
    const { router } = renderApp(world, path);
    await settle(world);
    expect(await findPageHeading('Dashboard')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/dashboard');
  });

  it.each(['/dashboard', '/login'])('R2.8 while authentication loads, a centred spinner shows on %s', async (path) => {
    const world = createTestWorld();
    renderApp(world, path);
    // The auth service reports the initial session in a microtask: nothing has settled yet.
    expect(world.authStore.state.value.status).toBe('loading');
    const spinner = screen.getByTestId('centered-spinner');
    expect(within(spinner).getByRole('status')).toBeInTheDocument();
    expect(spinner).toHaveStyle({ display: 'flex', alignItems: 'center', justifyContent: 'center' });
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    await settle(world);
    expect(await findPageHeading('Sign in')).toBeInTheDocument();
  });
});

describe('/payment-success', UI_TIMEOUT, () => {
  it('R2.9 R9.8 a signed-out user sees a spinner and "Completing authentication..." for 3 s, then goes to /login', async () => {
    const world = createTestWorld();
    const { router } = renderApp(world, '/payment-success');
    await settle(world);
    expect(world.authStore.state.value.status).toBe('signed-out');
    expect(screen.getByText('Completing authentication...')).toBeInTheDocument();
    expect(within(screen.getByTestId('centered-spinner')).getByRole('status')).toBeInTheDocument();

    await advance(world, 2_999);
    expect(currentPath(router)).toBe('/payment-success');
    expect(screen.getByText('Completing authentication...')).toBeInTheDocument();

    await advance(world, 1);
    expect(currentPath(router)).toBe('/login?redirect=%2Fpayment-success');
    expect(screen.queryByText('Completing authentication...')).not.toBeInTheDocument();
  });

  it('R2.9 a session that arrives within the 3 s shows the page, and nobody is sent away', async () => {
    const world = createTestWorld();
    const account = signedInLater(world);
    const { router } = renderApp(world, '/payment-success');
    await advance(world, 1_000);
    await act(() => world.backend.auth.startSessionFor(account.email));
    expect(await findPageHeading('Payment received')).toBeInTheDocument();
    await advance(world, 5_000);
    expect(currentPath(router)).toBe('/payment-success');
    expect(screen.getByRole('link', { name: 'View your submissions' })).toHaveAttribute('href', '/submissions');
  });
});

function signedInLater(world: ReturnType<typeof createTestWorld>) {
  const account = signedIn(world);
  world.backend.auth.signOut();
  return account;
}
