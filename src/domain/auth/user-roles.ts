import { toAccountType, type AccountType } from './account-type';
import type { AdminAndType, Profile } from './profile';
import { displayName } from './profile';
import { metadataSaysAdmin, type User } from './user';

export interface UserRoles {
  readonly accountType: AccountType;
  /** §6: is_admin in the profile or in the user's metadata (what the client may show; the backend decides). */
  readonly isAdmin: boolean;
}

/** The roles a signed-in user's screens are built for; the profile (or its is_admin and account_type) wins over sign-up metadata. */
export function rolesOf(profile: AdminAndType | null, user: User): UserRoles {
  return {
    accountType: profile ? profile.accountType : toAccountType(user.user_metadata.account_type),
    isAdmin: profile?.isAdmin === true || metadataSaysAdmin(user),
  };
}

/** The name a greeting uses: the first name, else the full display name, else the e-mail. */
export function greetingName(profile: Profile | null, user: User): string {
  return profile?.firstName.trim() || displayName(profile, user);
}
