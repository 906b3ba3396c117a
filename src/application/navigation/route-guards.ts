import { REDIRECT_QUERY_PARAM, isLoginOrSignupPath, shouldRememberPath } from '../../domain/navigation/redirect-path';
import type { AuthState } from '../auth/auth-state.store';
import type { Notifier } from '../ports/notifier.port';
import type { RedirectMemory } from './redirect-memory';

export type GuardDecision = { readonly kind: 'wait' } | { readonly kind: 'render' } | { readonly kind: 'send-to-login' } | { readonly kind: 'redirect'; readonly to: string };

/** §2: what a sign-in guarded route does for each auth state. */
export function decideGuardedRoute(state: AuthState): GuardDecision {
  if (state.status === 'loading') return { kind: 'wait' };
  return state.status === 'signed-in' ? { kind: 'render' } : { kind: 'send-to-login' };
}

/** Why /login was opened by a denied admin check: the page then explains instead of bouncing back. */
export const NOT_ADMIN_REASON = 'not-admin';

/**
 * §2: a signed-in user on /login, /signup or /email-verification goes to the stored path, or
 * /dashboard. Except after an admin denial (?reason=not-admin): bouncing back would loop, so
 * the login page stays and explains.
 */
export function decideAuthPage(state: AuthState, search: string, redirectMemory: RedirectMemory): GuardDecision {
  if (state.status === 'loading') return { kind: 'wait' };
  if (state.status === 'signed-out') return { kind: 'render' };
  const params = new URLSearchParams(search);
  if (params.get('reason') === NOT_ADMIN_REASON) return { kind: 'render' };
  return { kind: 'redirect', to: redirectMemory.target(params.get(REDIRECT_QUERY_PARAM)) };
}

export const AUTH_REQUIRED_TOAST = { title: 'Authentication required', description: 'Please log in to access this page' } as const;

/** The /login URL that brings the user back to `path` afterwards. */
export function loginUrlFor(pathname: string, search = '', extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (shouldRememberPath(pathname)) params.set(REDIRECT_QUERY_PARAM, pathname + search);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const query = params.toString();
  return query ? `/login?${query}` : '/login';
}

/** §2, §8: remember the wanted path, say why, and give the login URL to go to. */
export class SendToLogin {
  constructor(
    private readonly redirectMemory: RedirectMemory,
    private readonly notifier: Notifier,
  ) {}

  execute(pathname: string, search = ''): string {
    this.redirectMemory.remember(pathname, search);
    if (!isLoginOrSignupPath(pathname)) this.notifier.notify({ kind: 'error', ...AUTH_REQUIRED_TOAST });
    return loginUrlFor(pathname, search);
  }

  /** §4: a denied admin goes to /login, the original path remembered. */
  deniedAdmin(pathname: string, search = ''): string {
    this.redirectMemory.remember(pathname, search);
    return loginUrlFor(pathname, search, { reason: NOT_ADMIN_REASON });
  }
}
