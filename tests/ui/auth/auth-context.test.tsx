import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuthState, AuthStore } from '../../../src/application/auth/auth-state.store';
import { useAuth, useAuthSlice, useAuthState } from '../../../src/ui/auth/auth-context';
import { TYPES } from '../../../src/application/ports/tokens';
import { renderCounted } from '../../support/render-counted';
import { createTestWorld, seedAccount } from '../../support/test-app';

function ViewReader() {
  const { state } = useAuth();
  return <p>{state.status === 'signed-in' ? `signed in, admin in metadata: ${String(state.user.user_metadata.is_admin === true)}` : state.status}</p>;
}

function FullReader() {
  const state = useAuthState();
  return <p>{state.status === 'signed-in' ? `token ${state.session.access_token.slice(-8)}` : 'no token'}</p>;
}

const statusOf = (state: AuthState) => ({ status: state.status });

function StatusReader() {
  const { status } = useAuthSlice(statusOf);
  return <p>status: {status}</p>;
}

describe('useAuth', () => {
  it('R4.1 a token refresh re-renders no screen that reads useAuth (only the session changed); a metadata change does', async () => {
    const world = createTestWorld();
    const account = seedAccount(world, { profileIsAdmin: true });
    world.backend.auth.startSessionFor(account.email);
    const renders = renderCounted(world, { view: ViewReader, full: FullReader });
    await act(() => world.clock.advanceBy(1_000));
    expect(screen.getByText('signed in, admin in metadata: false')).toBeInTheDocument();
    const settled = { ...renders };

    await act(async () => {
      await world.backend.auth.refreshSession();
    });
    expect(renders.view).toBe(settled.view);
    expect(renders.full).toBe(settled.full + 1);

    await act(async () => {
      await world.backend.auth.updateUserMetadata({ is_admin: true });
    });
    expect(screen.getByText('signed in, admin in metadata: true')).toBeInTheDocument();
    expect(renders.view).toBe(settled.view + 1);
  });

  it('issue 13 a screen reading a slice of the auth state (useAuthSlice) renders again when its slice changes, not when the profile arrives', async () => {
    const world = createTestWorld();
    const account = seedAccount(world, { first_name: 'Sam' });
    world.backend.auth.startSessionFor(account.email);
    const renders = renderCounted(world, { slice: StatusReader, view: ViewReader });
    await act(() => world.clock.advanceBy(0));
    expect(screen.getByText('status: signed-in')).toBeInTheDocument();
    const signedIn = { ...renders };

    // §4: the profile arrives 100 ms after the session.
    await act(() => world.clock.advanceBy(100));
    expect(world.container.get<AuthStore>(TYPES.AuthStore).state.value).toMatchObject({ status: 'signed-in', profileLoading: false });
    expect(renders.view).toBe(signedIn.view + 1);
    expect(renders.slice).toBe(signedIn.slice);

    await act(async () => {
      await world.backend.auth.signOut();
    });
    expect(screen.getByText('status: signed-out')).toBeInTheDocument();
    expect(renders.slice).toBe(signedIn.slice + 1);
  });
});
