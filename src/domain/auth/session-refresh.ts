import { SESSION_REFRESH_COOLDOWN_MS } from '../constants';

/**
 * §4 (R4.6): a session refresh is due unless one happened less than 5 minutes ago, or when forced.
 * `lastRefreshAt` is the last refresh this browser saw, whoever made it: the app's own, or one the
 * auth service reports (its automatic refresh, or another tab's).
 */
export function isRefreshDue(lastRefreshAt: number | null, now: number, { force = false }: { force?: boolean } = {}): boolean {
  return force || lastRefreshAt === null || now - lastRefreshAt >= SESSION_REFRESH_COOLDOWN_MS;
}
