import { REDIRECT_QUERY_PARAM } from '../../domain/navigation/redirect-path';
import type { AuthView } from '../auth/auth-state.store';
import { NOT_ADMIN_REASON } from './route-guards';

/** The query parameter /email-verification reads the address from. */
export const EMAIL_QUERY_PARAM = 'email';

/**
 * A link from one auth page to another that keeps the `redirect` query, so the user still lands
 * where they wanted to go. Nothing else is carried over (a `reason` belongs to the page it was sent to).
 */
export function authPageLink(pathname: '/login' | '/signup', search: string): string {
  const redirect = new URLSearchParams(search).get(REDIRECT_QUERY_PARAM);
  if (!redirect) return pathname;
  return `${pathname}?${new URLSearchParams({ [REDIRECT_QUERY_PARAM]: redirect }).toString()}`;
}

/** The `redirect` query value, if any. */
export function redirectFromQuery(search: string): string | null {
  return new URLSearchParams(search).get(REDIRECT_QUERY_PARAM) || null;
}

/**
 * What /login shows. Auth pages only render for signed-out users, except a signed-in user sent
 * back by a denied admin check: they get an explanation instead of the form (no redirect loop).
 */
export function loginPageView(state: AuthView, search: string): 'form' | 'not-admin' {
  const notAdmin = new URLSearchParams(search).get('reason') === NOT_ADMIN_REASON;
  return state.status === 'signed-in' && notAdmin ? 'not-admin' : 'form';
}

/** Where a new account waits for its confirmation e-mail. */
export function emailVerificationUrl(email: string): string {
  return `/email-verification?${new URLSearchParams({ [EMAIL_QUERY_PARAM]: email.trim() }).toString()}`;
}

/**
 * A link the (simulated) auth service made, as a path inside the app, so following it keeps the
 * single-page app running. Null when it is not a usable URL.
 */
export function inAppPath(url: string, origin: string): string | null {
  try {
    const parsed = new URL(url, origin);
    return parsed.pathname + parsed.search + parsed.hash;
  } catch {
    return null;
  }
}
