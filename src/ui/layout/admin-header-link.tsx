import { rolesOf } from '../../domain/auth/user-roles';
import type { AuthState } from '../../application/auth/auth-state.store';
import { useAuthSlice } from '../auth/auth-context';
import { HeaderNavLink } from '../kit/site-frame';

const showsAdminLink = (state: AuthState) => state.status === 'signed-in' && rolesOf(state.profile, state.user).isAdmin;

/**
 * The header's "Admin" link, for admins only (R6.3: the client shows it from the profile or
 * metadata; the backend decides). It reads only whether to show it: the profile's arrival on every
 * page renders it again only when that changes the answer (useAuthSlice).
 */
export function AdminHeaderLink() {
  if (!useAuthSlice(showsAdminLink)) return null;
  return <HeaderNavLink to="/admin">Admin</HeaderNavLink>;
}
