/** Where a signed-in user goes when no remembered path is usable (§2). */
export const DEFAULT_AFTER_LOGIN_PATH = '/dashboard';

/** The session-storage key that remembers the wanted path (§2). */
export const AUTH_REDIRECT_PATH_KEY = 'auth-redirect-path';

/** The redirect query parameter on /login (§2). */
export const REDIRECT_QUERY_PARAM = 'redirect';

const AUTH_ONLY_PATHS = ['/login', '/signup', '/email-verification', '/auth/callback'] as const;

/**
 * A path we may send a user back to: same-origin only. It starts with one slash (so it has no
 * scheme), not `//` or `/\` (protocol-relative), and holds no backslash or control character
 * (browsers drop tabs and newlines and read `\` as `/`, which turns `/\t/evil.example` into
 * `//evil.example`).
 */
export function isSafeRedirectPath(candidate: string | null | undefined): candidate is string {
  if (!candidate || candidate.length > 2048) return false;
  if (!candidate.startsWith('/')) return false;
  if (candidate.startsWith('//') || candidate.startsWith('/\\')) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(candidate)) return false;
  return true;
}

/** The remembered path if it is safe and not an auth page, otherwise the dashboard. */
export function redirectTargetAfterLogin(candidate: string | null | undefined): string {
  if (!isSafeRedirectPath(candidate)) return DEFAULT_AFTER_LOGIN_PATH;
  // The router matches paths case-insensitively and ignores a trailing slash, so `/Login/` is /login.
  const pathname = (candidate.split(/[?#]/)[0] ?? '').toLowerCase().replace(/\/+$/, '');
  if ((AUTH_ONLY_PATHS as readonly string[]).includes(pathname)) return DEFAULT_AFTER_LOGIN_PATH;
  return candidate;
}

/** §2: the wanted path is remembered unless it is `/` or `/login`. */
export function shouldRememberPath(pathname: string): boolean {
  return pathname !== '/' && pathname !== '/login';
}

/** §8: the guard's toast is not shown on the login or signup routes. */
export function isLoginOrSignupPath(pathname: string): boolean {
  return pathname === '/login' || pathname === '/signup';
}
