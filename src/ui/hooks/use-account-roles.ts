import { useMemo } from 'react';
import type { AuthState } from '../../application/auth/auth-state.store';
import { TYPES } from '../../application/ports/tokens';
import { rolesOf, type UserRoles } from '../../domain/auth/user-roles';
import { useInjection } from '../app/container-context';
import { useAuthSlice } from '../auth/auth-context';
import { accountQueries } from '../pages/account-queries';
import { useResultQuery } from './use-result-query';

/** Where `roles` came from: the profile row read now, or (while that read is pending, or it found no row or failed) the session's profile. */
export type AccountRolesSource = 'pending' | 'row' | 'profile';

/** Who is signed in and the roles the session gives them, as plain values: a profile that changes neither changes nothing. */
const sessionRoles = (state: AuthState) => {
  if (state.status !== 'signed-in') return null;
  const { accountType, isAdmin } = rolesOf(state.profile, state.user);
  return { userId: state.user.id, accountType, isAdmin };
};

/**
 * The signed-in person's roles as their profile row says them now (R7.5); until that read answers,
 * or when it finds no row or fails, the ones the session's profile gives. `null` when nobody is
 * signed in. One read per person, shared by every screen that asks (its query key). Reads only that
 * slice of the auth state (useAuthSlice): the profile's arrival renders the screen again only when
 * it changes the roles.
 */
export function useAccountRoles(): { roles: UserRoles | null; source: AccountRolesSource } {
  const session = useAuthSlice(sessionRoles);
  const readAccountRole = useInjection(TYPES.ReadAccountRole);
  const userId = session?.userId ?? '';
  const read = useResultQuery(accountQueries.role(readAccountRole, userId), { enabled: userId !== '' });
  const fromSession = useMemo<UserRoles | null>(() => session && { accountType: session.accountType, isAdmin: session.isAdmin }, [session]);
  if (!fromSession) return { roles: null, source: 'profile' };
  if (read.data) return { roles: read.data, source: 'row' };
  return { roles: fromSession, source: read.isPending ? 'pending' : 'profile' };
}
