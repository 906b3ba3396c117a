import type { User } from './user';

/** §3: access token, refresh token, expiry, user. */
export interface Session {
  readonly access_token: string;
  readonly refresh_token: string;
  /** Expiry, in seconds since the epoch (as the hosted auth service reports it). */
  readonly expires_at: number;
  readonly user: User;
}

export const sessionExpiresAtMs = (session: Session): number => session.expires_at * 1000;

/**
 * "The session is persisted under {product}_auth_token" (§3). Both backends keep the session under
 * this key, so a user's browser storage looks the same whichever backend the app was built with.
 */
export const authTokenStorageKey = (productSlug: string): string => `${productSlug}_auth_token`;
