import type { AccountType } from './account-type';

/** Sign-up metadata (§3): first_name, last_name, account_type, optionally is_admin. */
export interface UserMetadata {
  readonly first_name?: string;
  readonly last_name?: string;
  readonly account_type?: AccountType;
  readonly is_admin?: boolean;
  /** Issue 12: the referral code the person signed up with (/signup?ref=CODE), kept through the e-mail confirmation. */
  readonly referral_code?: string;
  /** When the person accepted the Terms and the Privacy policy at sign-up (ISO time, issue 12). */
  readonly terms_accepted_at?: string;
  /** Their avatar in the public avatars bucket, `<user id>/avatar-….png` (issue 12). */
  readonly avatar_path?: string;
}

export interface User {
  readonly id: string;
  readonly email: string;
  readonly user_metadata: UserMetadata;
}

/** §6: the client shows admin screens when the user's metadata says admin. */
export const metadataSaysAdmin = (user: User): boolean => user.user_metadata.is_admin === true;

/** The same person with the same e-mail and metadata: what a token refresh hands back, which changes nothing the screens show. */
export function sameUser(a: User, b: User): boolean {
  if (a === b) return true;
  if (a.id !== b.id || a.email !== b.email) return false;
  const keys = Object.keys(a.user_metadata) as (keyof UserMetadata)[];
  return keys.length === Object.keys(b.user_metadata).length && keys.every((key) => Object.is(a.user_metadata[key], b.user_metadata[key]));
}
