import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuthStore } from '../../../src/application/auth/auth-state.store';
import { TYPES } from '../../../src/application/ports/tokens';
import { AdminHeaderLink } from '../../../src/ui/layout/admin-header-link';
import { renderCounted } from '../../support/render-counted';
import { createTestWorld, seedAccount } from '../../support/test-app';

const adminLink = () => screen.queryByRole('link', { name: 'Admin' });

describe('AdminHeaderLink', () => {
  it('R6.3 issue 13 an admin by metadata has the link at once, and the profile arriving at 100 ms does not render it again', async () => {
    const world = createTestWorld();
    const account = seedAccount(world, { is_admin: true, profileIsAdmin: true });
    world.backend.auth.startSessionFor(account.email);
    const renders = renderCounted(world, { link: AdminHeaderLink });
    await act(() => world.clock.advanceBy(0));
    expect(adminLink()).toHaveAttribute('href', '/admin');
    const beforeProfile = renders.link;

    await act(() => world.clock.advanceBy(100));
    expect(adminLink()).toBeInTheDocument();
    expect(renders.link).toBe(beforeProfile);
  });

  it('R6.3 a user the profile makes admin gets the link when the profile arrives, not before', async () => {
    const world = createTestWorld();
    const account = seedAccount(world, { profileIsAdmin: true });
    world.backend.auth.startSessionFor(account.email);
    renderCounted(world, { link: AdminHeaderLink });
    await act(() => world.clock.advanceBy(99));
    expect(adminLink()).not.toBeInTheDocument();

    await act(() => world.clock.advanceBy(1));
    expect(adminLink()).toHaveAttribute('href', '/admin');
  });

  it('R6.3 a signed-in user who is not an admin, or nobody, has no link', async () => {
    const world = createTestWorld();
    const account = seedAccount(world);
    world.backend.auth.startSessionFor(account.email);
    renderCounted(world, { link: AdminHeaderLink });
    await act(() => world.clock.advanceBy(1_000));
    expect(world.container.get<AuthStore>(TYPES.AuthStore).state.value).toMatchObject({ status: 'signed-in', profileLoading: false });
    expect(adminLink()).not.toBeInTheDocument();

    await act(async () => {
      await world.backend.auth.signOut();
    });
    expect(world.container.get<AuthStore>(TYPES.AuthStore).state.value.status).toBe('signed-out');
    expect(adminLink()).not.toBeInTheDocument();
  });
});
