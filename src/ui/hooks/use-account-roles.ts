import { TYPES } from '../../application/ports/tokens';
import { rolesOf, type UserRoles } from '../../domain/auth/user-roles';
import { useInjection } from '../app/container-context';
import { useAuth } from '../auth/auth-context';
import { accountQueries } from '../pages/account-queries';
import { useResultQuery } from './use-result-query';

/** Where `roles` came from: the profile row read now, or (while that read is pending, or it found no row or failed) the session's profile. */
export type AccountRolesSource = 'pending' | 'row' | 'profile';

/**
 * The signed-in person's roles as their profile row says them now (R7.5); until that read answers,
 * or when it finds no row or fails, the ones the session's profile gives. `null` when nobody is
 * signed in. One read per person, shared by every screen that asks (its query key).
 */
export function useAccountRoles(): { roles: UserRoles | null; source: AccountRolesSource } {
  const { state } = useAuth();
  const readAccountRole = useInjection(TYPES.ReadAccountRole);
  const userId = state.status === 'signed-in' ? state.user.id : '';
  const read = useResultQuery(accountQueries.role(readAccountRole, userId), { enabled: userId !== '' });
  if (state.status !== 'signed-in') return { roles: null, source: 'profile' };
  if (read.data) return { roles: read.data, source: 'row' };
  return { roles: rolesOf(state.profile, state.user), source: read.isPending ? 'pending' : 'profile' };
}
