import type { AuthChangeEvent as SupabaseAuthEvent, Session as SupabaseSession, User as SupabaseUser } from '@supabase/supabase-js';
import type { AuthChangeEvent } from '../../application/ports/auth.port';
import type { Clock } from '../../application/ports/clock.port';
import { ACCOUNT_TYPES, type AccountType } from '../../domain/auth/account-type';
import type { Session } from '../../domain/auth/session';
import type { User, UserMetadata } from '../../domain/auth/user';

/** Keeps only the metadata fields the app knows (§3), with the types it expects. */
export function toUserMetadata(raw: Record<string, unknown> | null | undefined): UserMetadata {
  const metadata: { -readonly [K in keyof UserMetadata]: UserMetadata[K] } = {};
  if (!raw) return metadata;
  if (typeof raw.first_name === 'string') metadata.first_name = raw.first_name;
  if (typeof raw.last_name === 'string') metadata.last_name = raw.last_name;
  if (ACCOUNT_TYPES.includes(raw.account_type as AccountType)) metadata.account_type = raw.account_type as AccountType;
  if (typeof raw.is_admin === 'boolean') metadata.is_admin = raw.is_admin;
  if (typeof raw.terms_accepted_at === 'string') metadata.terms_accepted_at = raw.terms_accepted_at;
  if (typeof raw.avatar_path === 'string') metadata.avatar_path = raw.avatar_path;
  return metadata;
}

export function toUser(user: SupabaseUser): User {
  return { id: user.id, email: user.email ?? '', user_metadata: toUserMetadata(user.user_metadata) };
}

export function toSession(session: SupabaseSession, clock: Clock): Session {
  return {
    access_token: session.access_token,
    refresh_token: session.refresh_token,
    // supabase-js fills expires_at from expires_in when the service leaves it out.
    expires_at: session.expires_at ?? Math.floor(clock.now() / 1000) + session.expires_in,
    user: toUser(session.user),
  };
}

/** The events the app follows; a recovery link or a second factor both end in a signed-in session. */
export function toAuthEvent(event: SupabaseAuthEvent): AuthChangeEvent {
  switch (event) {
    case 'PASSWORD_RECOVERY':
      return 'SIGNED_IN';
    case 'MFA_CHALLENGE_VERIFIED':
      return 'TOKEN_REFRESHED';
    default:
      return event;
  }
}
