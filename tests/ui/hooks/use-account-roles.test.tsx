import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import type { ReadAccountRole } from '../../../src/application/auth/read-account-role.use-case';
import { TYPES } from '../../../src/application/ports/tokens';
import { ContainerProvider } from '../../../src/ui/app/container-context';
import { createQueryClient } from '../../../src/ui/app/query-client';
import { AuthProvider } from '../../../src/ui/auth/auth-context';
import { useAccountRoles } from '../../../src/ui/hooks/use-account-roles';
import { createTestWorld, seedAccount, type TestWorld } from '../../support/test-app';

function RolesReader() {
  const { roles, source } = useAccountRoles();
  return <p>{roles ? `${roles.accountType}, admin: ${String(roles.isAdmin)}, from ${source}` : 'nobody'}</p>;
}

/** The reader in the app's providers, with the profile row's read held open: the roles come from the session. */
function renderRoles(world: TestWorld) {
  world.container.rebind(TYPES.ReadAccountRole).toConstantValue({ execute: () => new Promise(() => undefined) } as unknown as ReadAccountRole);
  const renders = { count: 0 };
  render(
    <ContainerProvider container={world.container}>
      <QueryClientProvider client={createQueryClient(world.clock)}>
        <AuthProvider>
          <Profiler id="roles" onRender={() => (renders.count += 1)}>
            <RolesReader />
          </Profiler>
        </AuthProvider>
      </QueryClientProvider>
    </ContainerProvider>,
  );
  return renders;
}

describe('useAccountRoles', () => {
  it('R7.5 issue 13 until the profile row answers, the session gives the roles; the profile arriving with the same roles does not render the screen again', async () => {
    const world = createTestWorld();
    const account = seedAccount(world);
    world.backend.auth.startSessionFor(account.email);
    const renders = renderRoles(world);
    await act(() => world.clock.advanceBy(0));
    expect(screen.getByText('athlete, admin: false, from pending')).toBeInTheDocument();
    const beforeProfile = renders.count;

    // §4: the profile arrives 100 ms after the session; it says what the metadata said.
    await act(() => world.clock.advanceBy(100));
    expect(screen.getByText('athlete, admin: false, from pending')).toBeInTheDocument();
    expect(renders.count).toBe(beforeProfile);
  });

  it('R7.5 R6.3 a profile that makes the user admin gives the roles its answer when it arrives', async () => {
    const world = createTestWorld();
    const account = seedAccount(world, { profileIsAdmin: true });
    world.backend.auth.startSessionFor(account.email);
    renderRoles(world);
    await act(() => world.clock.advanceBy(99));
    expect(screen.getByText('athlete, admin: false, from pending')).toBeInTheDocument();

    await act(() => world.clock.advanceBy(1));
    expect(screen.getByText('athlete, admin: true, from pending')).toBeInTheDocument();
  });
});
