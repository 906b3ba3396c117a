import { rolesOf } from '../../domain/auth/user-roles';
import { useAuth } from '../auth/auth-context';
import { HeaderNavLink } from '../kit/site-frame';

/** The header's "Admin" link, for admins only (R6.3: the client shows it from the profile or metadata; the backend decides). */
export function AdminHeaderLink() {
  const { state } = useAuth();
  if (state.status !== 'signed-in' || !rolesOf(state.profile, state.user).isAdmin) return null;
  return <HeaderNavLink to="/admin">Admin</HeaderNavLink>;
}
