import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReadAccountRole } from '../../../src/application/auth/read-account-role.use-case';
import { TYPES } from '../../../src/application/ports/tokens';
import { useAccountRoles } from '../../../src/ui/hooks/use-account-roles';
import { renderCounted } from '../../support/render-counted';
import { createTestWorld, seedAccount, type TestWorld } from '../../support/test-app';

function RolesReader() {
  const { roles, source } = useAccountRoles();
  return <p>{roles ? `${roles.accountType}, admin: ${String(roles.isAdmin)}, from ${source}` : 'nobody'}</p>;
}

/** The profile row's read held open: the roles come from the session. */
function holdRoleRead(world: TestWorld) {
  world.container.rebind(TYPES.ReadAccountRole).toConstantValue({ execute: () => new Promise(() => undefined) } as unknown as ReadAccountRole);
}

describe('useAccountRoles', () => {
  it('R7.5 issue 13 until the profile row answers, the session gives the roles; the profile arriving with the same roles does not render the screen again', async () => {
    const world = createTestWorld();
    const account = seedAccount(world);
    world.backend.auth.startSessionFor(account.email);
    holdRoleRead(world);
    const renders = renderCounted(world, { roles: RolesReader });
    await act(() => world.clock.advanceBy(0));
    expect(screen.getByText('athlete, admin: false, from pending')).toBeInTheDocument();
    const beforeProfile = renders.roles;

    // §4: the profile arrives 100 ms after the session; it says what the metadata said.
    await act(() => world.clock.advanceBy(100));
    expect(screen.getByText('athlete, admin: false, from pending')).toBeInTheDocument();
    expect(renders.roles).toBe(beforeProfile);
  });

  it('R7.5 R6.3 a profile that makes the user admin gives the roles its answer when it arrives', async () => {
    const world = createTestWorld();
    const account = seedAccount(world, { profileIsAdmin: true });
    world.backend.auth.startSessionFor(account.email);
    holdRoleRead(world);
    renderCounted(world, { roles: RolesReader });
    await act(() => world.clock.advanceBy(99));
    expect(screen.getByText('athlete, admin: false, from pending')).toBeInTheDocument();

    await act(() => world.clock.advanceBy(1));
    expect(screen.getByText('athlete, admin: true, from pending')).toBeInTheDocument();
  });
});
