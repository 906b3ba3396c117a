import { useId, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useShownAsAdmin } from '../auth/auth-context';
import { SideNavLayout, SideNavLink, SideNavList, SideNavToggle } from '../kit/side-nav';

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
 * On a phone the links fold behind one "Admin sections" button, so the page starts at the top
 * of the screen; opening another section folds them again.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const listId = useId();
  return (
    <SideNavLayout>
      <nav aria-label="Admin">
        <SideNavToggle aria-expanded={open} aria-controls={listId} onClick={() => setOpenOn(open ? null : pathname)}>
          Admin sections
        </SideNavToggle>
        <SideNavList id={listId} open={open}>
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
  return useShownAsAdmin() ? <AdminLayout>{children}</AdminLayout> : <>{children}</>;
}
