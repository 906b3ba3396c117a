import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestWorld, currentPath, renderApp, seedAccount } from '../../support/test-app';
import { LATE } from '../drivers';

const ADMIN_LINKS = [
  ['Overview', '/admin'],
  ['Users', '/admin/users'],
  ['Verification', '/admin/verification'],
  ['Video repair', '/admin/video-repair'],
  ['Notifications', '/admin/notifications'],
  ['Pricing', '/admin/pricing'],
  ['Referrals', '/admin/referrals'],
  ['Settings', '/admin/settings'],
  ['Demo creator', '/admin/demo-creator'],
  ['Pro deletion', '/admin/pro-deletion'],
  ['Debug', '/admin/debug'],
] as const;

async function openAs(path: string, options: { admin: boolean }) {
  const world = createTestWorld();
  // Metadata says admin: the gate answers at once, so each click lands on its page.
  const account = seedAccount(world, { profileIsAdmin: options.admin, ...(options.admin ? { is_admin: true } : {}) });
  world.backend.auth.startSessionFor(account.email);
  const app = renderApp(world, path);
  await act(() => world.clock.advanceBy(0));
  const nav = await screen.findByRole('navigation', { name: 'Admin' });
  return { world, nav, ...app };
}

describe('AdminLayout', () => {
  it('R2.4 R6.3 links every admin route (and /admin/debug), each marked current once opened', async () => {
    const { world, router } = await openAs('/admin', { admin: true });

    for (const [label, path] of ADMIN_LINKS) {
      fireEvent.click(within(screen.getByRole('navigation', { name: 'Admin' })).getByRole('link', { name: label }));
      await act(() => world.clock.advanceBy(0));
      expect(currentPath(router)).toBe(path);
      // Router navigations are transitions: the new page shows once its lazy module has loaded.
      const nav = await screen.findByRole('navigation', { name: 'Admin' });
      expect(await within(nav).findByRole('link', { name: label, current: 'page' }, LATE)).toHaveAttribute('href', path);
      expect(screen.queryByRole('heading', { name: 'Checking permissions...' })).not.toBeInTheDocument();
    }
    // Eleven lazily loaded pages, each imported for the first time here (real module loading, not the virtual clock).
  }, 30_000);

  it('R2.4 frames /admin/verification/:id, the eleventh admin route, with Verification marked current', async () => {
    const { nav } = await openAs('/admin/verification/pro-42', { admin: true });
    expect(within(nav).getByRole('link', { name: 'Verification' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
  });

  it('R2.3 R6.3 frames /admin/debug for an admin, Debug marked current, without the admin gate', async () => {
    const { nav, router } = await openAs('/admin/debug', { admin: true });
    expect(currentPath(router)).toBe('/admin/debug');
    expect(within(nav).getByRole('link', { name: 'Debug' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('heading', { name: 'Checking permissions...' })).not.toBeInTheDocument();
  });

  it('R2.3 R6.2 opens /admin/debug for any signed-in user, without the admin gate, and shows a non-admin no admin navigation', async () => {
    const world = createTestWorld();
    const account = seedAccount(world, { profileIsAdmin: false });
    world.backend.auth.startSessionFor(account.email);
    const { router } = renderApp(world, '/admin/debug');
    await act(() => world.clock.advanceBy(100));
    expect(await screen.findByRole('heading', { level: 1, name: 'Debug' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/admin/debug');
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pro deletion' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Checking permissions...' })).not.toBeInTheDocument();
  });
});
