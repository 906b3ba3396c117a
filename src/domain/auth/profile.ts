import { toAccountType, type AccountType } from './account-type';
import type { User } from './user';

/** §7 "Create profile": exactly the columns the client inserts (never is_admin). */
export interface NewProfile {
  readonly id: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly account_type: AccountType;
  readonly created_at: string;
  readonly updated_at: string;
  readonly onboarding_completed: boolean;
  readonly terms_accepted: boolean;
}

/** §3: one row per user. */
export interface Profile extends NewProfile {
  readonly is_admin: boolean;
}

/** §7 "Update profile": partial fields; a user never edits id, is_admin or the timestamps. */
export type ProfilePatch = Partial<Pick<Profile, 'first_name' | 'last_name' | 'account_type' | 'onboarding_completed' | 'terms_accepted'>>;

/** §7 "Admin and type". */
export interface AdminAndType {
  readonly is_admin: boolean;
  readonly account_type: AccountType;
}

/** The profile created for a user who has none yet (§3, §4). */
export function newProfileFor(user: User, nowIso: string): NewProfile {
  return {
    id: user.id,
    first_name: user.user_metadata.first_name ?? '',
    last_name: user.user_metadata.last_name ?? '',
    account_type: toAccountType(user.user_metadata.account_type),
    created_at: nowIso,
    updated_at: nowIso,
    onboarding_completed: false,
    terms_accepted: false,
  };
}

export const displayName = (profile: Profile | null, user: User): string => {
  const name = [profile?.first_name, profile?.last_name].filter(Boolean).join(' ').trim();
  return name || user.user_metadata.first_name || user.email;
};
