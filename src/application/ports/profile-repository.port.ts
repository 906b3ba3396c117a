import type { DataError } from '../../domain/shared/data-error';
import type { AdminAndType, NewProfile, Profile, ProfilePatch } from '../../domain/auth/profile';
import type { Result } from '../../domain/result';

/** The profiles table, through exactly the calls of §7 Data. */
export interface ProfileRepository {
  /** Select all fields from profiles by id; null when there is no row. */
  findById(id: string): Promise<Result<Profile | null, DataError>>;
  create(profile: NewProfile): Promise<Result<Profile, DataError>>;
  update(id: string, patch: ProfilePatch): Promise<Result<Profile, DataError>>;
  /** Select is_admin by id (single: no row is an error). */
  readAdminFlag(id: string): Promise<Result<boolean, DataError>>;
  /** Select is_admin, account_type by id (maybe-single: no row is null). */
  readAdminAndType(id: string): Promise<Result<AdminAndType | null, DataError>>;
}
