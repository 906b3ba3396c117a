import { toAccountType, type AccountType } from './account-type';
import type { User } from './user';
import { checkTermsAccepted } from '../accounts/terms';

/** §7 "Create profile": exactly the columns the client inserts (never is_admin). */
export interface NewProfile {
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly accountType: AccountType;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly onboardingCompleted: boolean;
  readonly termsAccepted: boolean;
}

/** §3: one row per user. */
export interface Profile extends NewProfile {
  readonly isAdmin: boolean;
}

/** §7 "Update profile": partial fields; a user never edits id, is_admin or the timestamps. */
export type ProfilePatch = Partial<Pick<Profile, 'firstName' | 'lastName' | 'accountType' | 'onboardingCompleted' | 'termsAccepted'>>;

/** §7 "Admin and type". */
export interface AdminAndType {
  readonly isAdmin: boolean;
  readonly accountType: AccountType;
}

/** The profile created for a user who has none yet (§3, §4). */
export function newProfileFor(user: User, nowIso: string): NewProfile {
  return {
    id: user.id,
    firstName: user.user_metadata.first_name ?? '',
    lastName: user.user_metadata.last_name ?? '',
    accountType: toAccountType(user.user_metadata.account_type),
    createdAt: nowIso,
    updatedAt: nowIso,
    onboardingCompleted: false,
    // R3.3 false, unless the sign-up recorded the Terms and Privacy acceptance (issue 12).
    termsAccepted: checkTermsAccepted(user.user_metadata.terms_accepted_at).ok,
  };
}

export const displayName = (profile: Profile | null, user: User): string => {
  const name = [profile?.firstName, profile?.lastName].filter(Boolean).join(' ').trim();
  return name || user.user_metadata.first_name || user.email;
};
