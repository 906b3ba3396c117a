import { REDIRECT_QUERY_PARAM, isLoginOrSignupPath, shouldRememberPath } from '../../domain/navigation/redirect-path';
import type { AuthView } from '../auth/auth-state.store';
import { NO_SIGN_OUT_INTENT, type SignOutIntentState } from '../auth/sign-out-intent';
import type { Notifier } from '../ports/notifier.port';
import type { RedirectMemory } from './redirect-memory';

export type GuardDecision =
  | { readonly kind: 'wait' }
  | { readonly kind: 'render' }
  | { readonly kind: 'send-to-login' }
  | { readonly kind: 'redirect'; readonly to: string }
  /** A deliberate sign-out is under way and has not said where it goes yet. */
  | { readonly kind: 'hold' }
  /** A deliberate sign-out goes to `to`: follow it there rather than to /login. */
  | { readonly kind: 'leave'; readonly to: string };

/**
 * §2: what a sign-in guarded route does for each auth state. A signed-out user meets the guard
 * ("Authentication required", §8), unless they signed out on purpose: then the sign-out's own
 * sequence decides where they go (the header: "/"; Sign Out & Try Again: /login after 0.5 s).
 */
export function decideGuardedRoute(state: Pick<AuthView, 'status'>, signOut: SignOutIntentState = NO_SIGN_OUT_INTENT): GuardDecision {
  if (state.status === 'loading') return { kind: 'wait' };
  if (state.status === 'signed-in') return { kind: 'render' };
  if (signOut.phase === 'signing-out') return { kind: 'hold' };
  if (signOut.phase === 'leaving') return { kind: 'leave', to: signOut.to };
  return { kind: 'send-to-login' };
}

/** Why /login was opened by a denied admin check: the page then explains instead of bouncing back. */
export const NOT_ADMIN_REASON = 'not-admin';

/**
 * §2: a signed-in user on /login, /signup or /email-verification goes to the stored path, or
 * /dashboard. Except after an admin denial (?reason=not-admin): bouncing back would loop, so
 * the login page stays and explains.
 */
export function decideAuthPage(state: Pick<AuthView, 'status'>, search: string, redirectMemory: RedirectMemory): GuardDecision {
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
