import { useShownAsAdmin } from '../auth/auth-context';
import { HeaderNavLink } from '../kit/site-frame';

/** The header's "Admin" link, for admins only (R6.3: the client shows it from the profile or metadata; the backend decides). */
export function AdminHeaderLink() {
  if (!useShownAsAdmin()) return null;
  return <HeaderNavLink to="/admin">Admin</HeaderNavLink>;
}
