import type { ReactNode } from 'react';
import { rolesOf } from '../../domain/auth/user-roles';
import { useAuth } from '../auth/auth-context';
import { SideNavLayout, SideNavLink, SideNavList } from '../kit/side-nav';

export const ADMIN_NAV = [
  ['/admin', 'Overview'],
  ['/admin/users', 'Users'],
  ['/admin/verification', 'Verification'],
  ['/admin/video-repair', 'Video repair'],
  ['/admin/notifications', 'Notifications'],
  ['/admin/pricing', 'Pricing'],
  ['/admin/referrals', 'Referrals'],
  ['/admin/settings', 'Settings'],
  ['/admin/demo-creator', 'Demo creator'],
  ['/admin/pro-deletion', 'Pro deletion'],
  ['/admin/debug', 'Debug'],
] as const;

/**
 * The frame of every /admin* page: navigation to the admin routes. /admin/verification/:id is
 * reached from the verification list; its "Verification" link stays marked current there.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <SideNavLayout>
      <nav aria-label="Admin">
        <SideNavList>
          {ADMIN_NAV.map(([to, label]) => (
            <li key={to}>
              <SideNavLink to={to} end={to === '/admin'}>
                {label}
              </SideNavLink>
            </li>
          ))}
        </SideNavList>
      </nav>
      <div>{children}</div>
    </SideNavLayout>
  );
}

/**
 * /admin/debug is open to any signed-in user (§2) without the admin gate: an admin sees it in the
 * admin frame, anyone else sees the page alone, never the admin navigation.
 */
export function AdminDebugFrame({ children }: { children: ReactNode }) {
  const { state } = useAuth();
  const isAdmin = state.status === 'signed-in' && rolesOf(state.profile, state.user).isAdmin;
  return isAdmin ? <AdminLayout>{children}</AdminLayout> : <>{children}</>;
}
