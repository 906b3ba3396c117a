import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { rolesOf } from '../../domain/auth/user-roles';
import { useAuth } from '../auth/auth-context';
import { theme } from '../kit/theme';

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
    <div css={css`max-width: 1200px; margin: 0 auto; display: grid; gap: ${theme.space.md}; padding: ${theme.space.md}; ${theme.breakpoint.md} { grid-template-columns: 200px 1fr; }`}>
      <nav aria-label="Admin">
        <ul css={css`list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: ${theme.space.xs}; ${theme.breakpoint.md} { flex-direction: column; }`}>
          {ADMIN_NAV.map(([to, label]) => (
            <li key={to}>
              <NavLink
                to={to}
                end={to === '/admin'}
                css={css`
                  display: block;
                  padding: ${theme.space.sm};
                  border-radius: ${theme.radius.sm};
                  text-decoration: none;
                  color: ${theme.colors.text};
                  &.active { background: ${theme.colors.brandSoft}; color: ${theme.colors.brandStrong}; font-weight: ${theme.font.weight.bold}; }
                `}
              >
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div>{children}</div>
    </div>
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
