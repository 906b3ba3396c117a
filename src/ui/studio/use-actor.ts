import type { Actor } from '../../domain/shared/actor';
import { useSignedInUserId } from '../auth/auth-context';
import { useAccountRoles } from '../hooks/use-account-roles';

/** Who is using the page, as the domain's rules take it (the admin flag from the backend when it has answered). */
export function useActor(): Actor {
  const userId = useSignedInUserId();
  const { roles } = useAccountRoles();
  return userId !== null && roles !== null ? { id: userId, isAdmin: roles.isAdmin } : null;
}
