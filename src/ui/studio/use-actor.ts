import { TYPES } from '../../application/ports/tokens';
import { rolesOf } from '../../domain/auth/user-roles';
import type { Actor } from '../../domain/shared/actor';
import { useInjection } from '../app/container-context';
import { useAuth } from '../auth/auth-context';
import { useResultQuery } from '../hooks/use-result-query';
import { accountQueries } from '../pages/account-queries';

/** Who is using the page, as the domain's rules take it (the admin flag from the backend when it has answered). */
export function useActor(): Actor {
  const { state } = useAuth();
  const readAccountRole = useInjection(TYPES.ReadAccountRole);
  const userId = state.status === 'signed-in' ? state.user.id : '';
  const role = useResultQuery(accountQueries.role(readAccountRole, userId), { enabled: userId !== '' });
  if (state.status !== 'signed-in') return null;
  return { id: userId, isAdmin: (role.data ?? rolesOf(state.profile, state.user)).isAdmin };
}
