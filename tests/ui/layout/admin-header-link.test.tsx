import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AuthStore } from '../../../src/application/auth/auth-state.store';
import { TYPES } from '../../../src/application/ports/tokens';
import { ContainerProvider } from '../../../src/ui/app/container-context';
import { AuthProvider } from '../../../src/ui/auth/auth-context';
import { AdminHeaderLink } from '../../../src/ui/layout/admin-header-link';
import { createTestWorld, seedAccount, type TestWorld } from '../../support/test-app';

/** The link in the app's providers, and how often it rendered. */
function renderLink(world: TestWorld) {
  const renders = { count: 0 };
  render(
    <ContainerProvider container={world.container}>
      <AuthProvider>
        <MemoryRouter>
          <Profiler id="admin-link" onRender={() => (renders.count += 1)}>
            <AdminHeaderLink />
          </Profiler>
        </MemoryRouter>
      </AuthProvider>
    </ContainerProvider>,
  );
  return renders;
}

const adminLink = () => screen.queryByRole('link', { name: 'Admin' });

describe('AdminHeaderLink', () => {
  it('R6.3 issue 13 an admin by metadata has the link at once, and the profile arriving at 100 ms does not render it again', async () => {
    const world = createTestWorld();
    const account = seedAccount(world, { is_admin: true, profileIsAdmin: true });
    world.backend.auth.startSessionFor(account.email);
    const renders = renderLink(world);
    await act(() => world.clock.advanceBy(0));
    expect(adminLink()).toHaveAttribute('href', '/admin');
    const beforeProfile = renders.count;

    await act(() => world.clock.advanceBy(100));
    expect(adminLink()).toBeInTheDocument();
    expect(renders.count).toBe(beforeProfile);
  });

  it('R6.3 a user the profile makes admin gets the link when the profile arrives, not before', async () => {
    const world = createTestWorld();
    const account = seedAccount(world, { profileIsAdmin: true });
    world.backend.auth.startSessionFor(account.email);
    renderLink(world);
    await act(() => world.clock.advanceBy(99));
    expect(adminLink()).not.toBeInTheDocument();

    await act(() => world.clock.advanceBy(1));
    expect(adminLink()).toHaveAttribute('href', '/admin');
  });

  it('R6.3 a signed-in user who is not an admin, or nobody, has no link', async () => {
    const world = createTestWorld();
    const account = seedAccount(world);
    world.backend.auth.startSessionFor(account.email);
    renderLink(world);
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
