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
