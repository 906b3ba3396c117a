import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ContainerProvider } from '../../../src/ui/app/container-context';
import { AdminGate } from '../../../src/ui/admin/admin-gate';
import { AuthProvider } from '../../../src/ui/auth/auth-context';
import { authErrors } from '../../../src/domain/auth/auth-errors';
import { dataErrors } from '../../../src/domain/shared/data-error';
import { createTestWorld, currentPath, renderApp, seedAccount, type TestWorld } from '../../support/test-app';
import { advance, LATE } from '../drivers';

const readFailure = dataErrors.unavailable('upstream request timeout');

/** A signed-in user opening /admin/users; the database says `profileIsAdmin`. */
async function openAdminUsers(options: { profileIsAdmin?: boolean; metadataIsAdmin?: boolean; failingReads?: number } = {}) {
  const world = createTestWorld();
  const account = seedAccount(world, { profileIsAdmin: options.profileIsAdmin ?? true, ...(options.metadataIsAdmin ? { is_admin: true } : {}) });
  world.backend.auth.startSessionFor(account.email);
  if (options.failingReads) world.backend.profiles.faults.failNext('readAdminFlag', readFailure, options.failingReads);
  const app = renderApp(world, '/admin/users');
  await advance(world, 0);
  return { world, account, ...app };
}

/** Two failing reads keep the gate checking past 3 s; its third read (5 400 ms) would succeed. */
async function withRecoveryPanel(options: { profileIsAdmin?: boolean; failingReads?: number } = {}) {
  const opened = await openAdminUsers({ failingReads: 2, ...options });
  await advance(opened.world, 3_000);
  const panel = screen.getByRole('region', { name: 'Taking longer than expected?' });
  return { ...opened, panel };
}

const queryPanel = () => screen.queryByRole('region', { name: 'Taking longer than expected?' });


/** The router's routes inside the app's providers, as the app renders them. */
function renderRouter(world: TestWorld, router: ReturnType<typeof createMemoryRouter>) {
  return render(
    <ContainerProvider container={world.container}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </ContainerProvider>,
  );
}
describe('AdminGate', () => {
  it('R4.15 shows "Checking permissions..." / "Verifying your administrative access" while checking', async () => {
    await openAdminUsers();
    expect(screen.getByRole('heading', { name: 'Checking permissions...' })).toBeInTheDocument();
    expect(screen.getByText('Verifying your administrative access')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Users' })).not.toBeInTheDocument();
  });

  it('R4.16 R6.3 R4.9 R4.14 renders the admin page once the profile says admin (800 ms + 500 ms)', async () => {
    const { world } = await openAdminUsers({ profileIsAdmin: true });
    await advance(world, 1_299);
    expect(screen.getByRole('heading', { name: 'Checking permissions...' })).toBeInTheDocument();
    await advance(world, 1);
    expect(await screen.findByRole('heading', { name: 'Users' }, LATE)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
  });

  it('R4.8 R6.3 renders the admin page at once when the user metadata says admin, with no profile read', async () => {
    const world = createTestWorld();
    const account = seedAccount(world, { profileIsAdmin: false, is_admin: true });
    world.backend.auth.startSessionFor(account.email);
    const read = vi.spyOn(world.backend.profiles, 'readAdminFlag');
    renderApp(world, '/admin/users');
    await advance(world, 0);

    expect(await screen.findByRole('heading', { name: 'Users' }, LATE)).toBeInTheDocument();
    expect(read).not.toHaveBeenCalled();
  });

  it('R4.17 R6.4 R6.5 sends a non-admin to /login, remembering the path, with "You don\'t have admin permissions"', async () => {
    const { world, router } = await openAdminUsers({ profileIsAdmin: false });
    await advance(world, 1_300);

    expect(currentPath(router)).toBe('/login?redirect=%2Fadmin%2Fusers&reason=not-admin');
    expect(world.sessionStore.get('auth-redirect-path')).toBe('/admin/users');
    expect(await screen.findByText("You don't have admin permissions")).toBeInTheDocument();
    expect(screen.queryByText('Authentication required')).not.toBeInTheDocument();
  });

  it('R4.17 R2.7 no redirect loop: a signed-in non-admin ends on /login and stays there (60 s, one navigation)', async () => {
    const { world, router } = await openAdminUsers({ profileIsAdmin: false });
    const visited: string[] = [];
    let location = router.state.location;
    const unsubscribe = router.subscribe((state) => {
      if (state.location !== location) visited.push(state.location.pathname + state.location.search);
      location = state.location;
    });

    await advance(world, 1_300);
    await advance(world, 60_000);
    unsubscribe();

    expect(currentPath(router)).toBe('/login?redirect=%2Fadmin%2Fusers&reason=not-admin');
    expect(visited).toEqual(['/login?redirect=%2Fadmin%2Fusers&reason=not-admin']);
    expect(await screen.findByText('This account has no admin rights', {}, LATE)).toBeInTheDocument();
  });

  it('R6.4 R2.5 R8.1 sends a signed-out visitor on an admin route to /login with the wanted path', async () => {
    const world = createTestWorld();
    const { router } = renderApp(world, '/admin/users');
    await advance(world, 0);
    expect(currentPath(router)).toBe('/login?redirect=%2Fadmin%2Fusers');
    expect(await screen.findByText('Authentication required')).toBeInTheDocument();
  });

  it('R4.18 R9.9 shows the recovery panel after 3 s of checking (not at 2 999 ms), with its hint and four actions', async () => {
    const { world } = await openAdminUsers({ failingReads: 2 });
    await advance(world, 2_999);
    expect(queryPanel()).not.toBeInTheDocument();

    await advance(world, 1);
    const panel = screen.getByRole('region', { name: 'Taking longer than expected?' });
    expect(within(panel).getByText('Try refreshing your permissions:')).toBeInTheDocument();
    for (const name of ['Refresh Admin Access', 'Try Direct Database Check', 'Go To Dashboard', 'Sign Out & Try Again']) {
      expect(within(panel).getByRole('button', { name })).toBeEnabled();
    }
    expect(screen.getByRole('heading', { name: 'Checking permissions...' })).toBeInTheDocument();
  });

  it('R4.19 R9.11 Refresh Admin Access: "Refreshing admin access...", refresh, cache cleared, 1 s, re-check, page shown', async () => {
    const { world, panel, account } = await withRecoveryPanel();
    const refreshes = world.backend.auth.faults.calls('refreshSession');

    fireEvent.click(within(panel).getByRole('button', { name: 'Refresh Admin Access' }));
    await advance(world, 0);
    expect(await screen.findByText('Refreshing admin access...')).toBeInTheDocument();
    expect(world.backend.auth.faults.calls('refreshSession')).toBe(refreshes + 1);
    expect(world.sessionStore.get(`admin-status:${account.user.id}`)).toBeNull();

    // Re-check 1 s later; it reads 800 ms after that and answers 500 ms later: 2 300 ms in all.
    await advance(world, 2_299);
    expect(screen.getByRole('heading', { name: 'Checking permissions...' })).toBeInTheDocument();
    await advance(world, 1);
    expect(await screen.findByRole('heading', { name: 'Users' }, LATE)).toBeInTheDocument();
  });

  it('R8.4 a failed refresh says "Refresh failed. Please try signing out and back in." and keeps the panel', async () => {
    const { world, panel } = await withRecoveryPanel({ failingReads: 10 });
    world.backend.auth.faults.failNext('refreshSession', authErrors.retryable(503));

    fireEvent.click(within(panel).getByRole('button', { name: 'Refresh Admin Access' }));
    await advance(world, 0);

    expect(await screen.findByText('Refresh failed. Please try signing out and back in.')).toBeInTheDocument();
    expect(queryPanel()).toBeInTheDocument();
  });

  it('R4.20 Try Direct Database Check: verified in the database, metadata set, page reloaded and shown', async () => {
    const { world, panel, account } = await withRecoveryPanel();

    fireEvent.click(within(panel).getByRole('button', { name: 'Try Direct Database Check' }));
    await advance(world, 0);

    expect(await screen.findByText('Trying direct database check...')).toBeInTheDocument();
    expect(screen.getByText('Admin status verified in database!')).toBeInTheDocument();
    expect(world.backend.auth.userById(account.user.id)?.user_metadata.is_admin).toBe(true);
    expect(world.reloader.reloads).toBe(1);
    expect(await screen.findByRole('heading', { name: 'Users' }, LATE)).toBeInTheDocument();
  });

  it('R8.5 R4.17 Try Direct Database Check on a non-admin says so and the gate denies', async () => {
    const { world, panel, router } = await withRecoveryPanel({ profileIsAdmin: false });

    fireEvent.click(within(panel).getByRole('button', { name: 'Try Direct Database Check' }));
    await advance(world, 0);

    expect(await screen.findByText('Your account does not have admin privileges in the database.')).toBeInTheDocument();
    expect(world.reloader.reloads).toBe(0);
    expect(currentPath(router)).toBe('/login?redirect=%2Fadmin%2Fusers&reason=not-admin');
  });

  it('R8.6 Try Direct Database Check that cannot read says "Could not verify admin status directly."', async () => {
    const { world, panel } = await withRecoveryPanel({ failingReads: 10 });

    fireEvent.click(within(panel).getByRole('button', { name: 'Try Direct Database Check' }));
    await advance(world, 0);

    expect(await screen.findByText('Could not verify admin status directly.')).toBeInTheDocument();
    expect(queryPanel()).toBeInTheDocument();
  });

  it('R4.21 Go To Dashboard goes to /dashboard', async () => {
    const { world, panel, router } = await withRecoveryPanel({ failingReads: 10 });
    fireEvent.click(within(panel).getByRole('button', { name: 'Go To Dashboard' }));
    await advance(world, 0);
    expect(currentPath(router)).toBe('/dashboard');
  });

  it('R4.22 R9.12 Sign Out & Try Again: "Signed out successfully", then /login after 0.5 s (not at 499 ms), no guard bounce', async () => {
    const { world, panel, router, account } = await withRecoveryPanel({ failingReads: 10 });

    fireEvent.click(within(panel).getByRole('button', { name: 'Sign Out & Try Again' }));
    await advance(world, 0);
    expect(world.backend.auth.currentSession()).toBeNull();
    expect(world.sessionStore.get(`admin-status:${account.user.id}`)).toBeNull();
    expect(await screen.findByText('Signed out successfully')).toBeInTheDocument();

    await advance(world, 499);
    expect(currentPath(router)).toBe('/admin/users');
    await advance(world, 1);
    expect(currentPath(router)).toBe('/login?redirect=%2Fadmin%2Fusers');
    expect(await screen.findByRole('heading', { name: 'Sign in' }, LATE)).toBeInTheDocument();
    await advance(world, 10_000);
    expect(currentPath(router)).toBe('/login?redirect=%2Fadmin%2Fusers');
    expect(screen.queryByText('Authentication required')).not.toBeInTheDocument();
  });

  it('R8.7 Sign Out & Try Again that fails says "Sign out failed. Please try again." and keeps the panel', async () => {
    const { world, panel, router } = await withRecoveryPanel({ failingReads: 10 });
    world.backend.auth.faults.failNext('signOut', authErrors.retryable(502));

    fireEvent.click(within(panel).getByRole('button', { name: 'Sign Out & Try Again' }));
    await advance(world, 1_000);

    expect(await screen.findByText('Sign out failed. Please try again.')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/admin/users');
    expect(queryPanel()).toBeInTheDocument();
  });

  it('R4.23 R9.10 the actions stay disabled while one runs, until the busy flag is forced off at 15 s', async () => {
    const { world, panel } = await withRecoveryPanel({ failingReads: 10 });
    vi.spyOn(world.backend.profiles, 'readAdminFlag').mockReturnValue(new Promise(() => {}));
    const refresh = within(panel).getByRole('button', { name: 'Refresh Admin Access' });

    fireEvent.click(within(panel).getByRole('button', { name: 'Try Direct Database Check' }));
    await advance(world, 14_999);
    expect(refresh).toBeDisabled();
    expect(within(panel).getByRole('button', { name: 'Go To Dashboard' })).toBeEnabled();
    await advance(world, 1);
    expect(refresh).toBeEnabled();
  });

  it('R4.24 R7.9 the panel also repairs permissions through fix-permissions', async () => {
    const { world, panel } = await withRecoveryPanel({ failingReads: 10 });
    const invoke = vi.spyOn(world.backend.functions, 'invoke');

    fireEvent.click(within(panel).getByRole('button', { name: 'Repair permissions' }));
    await advance(world, 1_000);

    expect(invoke.mock.calls).toEqual([['fix-permissions']]);
    expect(await screen.findByRole('heading', { name: 'Users' }, LATE)).toBeInTheDocument();
  });

  it('R4.9 R4.16 prepares during the waits: prepare() as the 800 ms start, the page hidden once the database says admin, shown at 1 300 ms', async () => {
    const world = createTestWorld();
    const account = seedAccount(world, { profileIsAdmin: true });
    world.backend.auth.startSessionFor(account.email);
    const prepare = vi.fn();
    const router = createMemoryRouter([{ path: '/admin', element: <AdminGate prepare={prepare}><p>admin panel</p></AdminGate> }], { initialEntries: ['/admin'] });
    renderRouter(world, router);
    await advance(world, 0);
    expect(prepare).toHaveBeenCalledTimes(1);

    await advance(world, 799);
    expect(screen.queryByText('admin panel')).not.toBeInTheDocument();
    await advance(world, 1);
    expect(screen.getByText('admin panel')).not.toBeVisible();
    expect(screen.getByRole('heading', { name: 'Checking permissions...' })).toBeInTheDocument();

    await advance(world, 499);
    expect(screen.getByText('admin panel')).not.toBeVisible();
    await advance(world, 1);
    expect(screen.getByText('admin panel')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Checking permissions...' })).not.toBeInTheDocument();
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('R4.17 renders nothing of what it guards for a user the database says is not an admin', async () => {
    const world = createTestWorld();
    const account = seedAccount(world, { profileIsAdmin: false });
    world.backend.auth.startSessionFor(account.email);
    const router = createMemoryRouter(
      [
        { path: '/admin', element: <AdminGate><p>admin panel</p></AdminGate> },
        { path: '/login', element: <p>login</p> },
      ],
      { initialEntries: ['/admin'] },
    );
    renderRouter(world, router);
    for (const ms of [0, 800, 499, 1]) {
      await advance(world, ms);
      expect(screen.queryByText('admin panel')).not.toBeInTheDocument();
    }
  });

  it('R4.9 two gates on screen at once share one backend check', async () => {
    const world = createTestWorld();
    const account = seedAccount(world, { profileIsAdmin: true });
    world.backend.auth.startSessionFor(account.email);
    const read = vi.spyOn(world.backend.profiles, 'readAdminFlag');
    const twoGates = (
      <>
        <AdminGate>
          <p>first admin panel</p>
        </AdminGate>
        <AdminGate>
          <p>second admin panel</p>
        </AdminGate>
      </>
    );
    const router = createMemoryRouter([{ path: '/admin/users', element: twoGates }], { initialEntries: ['/admin/users'] });
    renderRouter(world, router);
    await advance(world, 0);
    expect(screen.getAllByRole('heading', { name: 'Checking permissions...' })).toHaveLength(2);

    await advance(world, 1_300);
    expect(screen.getByText('first admin panel')).toBeInTheDocument();
    expect(screen.getByText('second admin panel')).toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(1);
  });
});
