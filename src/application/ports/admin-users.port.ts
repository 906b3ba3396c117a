import type { Profile } from '../../domain/auth/profile';
import type { PersonRecord } from '../../domain/people/person-record';
import type { DataError } from '../../domain/shared/data-error';
import type { Result } from '../../domain/result';

export type { PersonRecord } from '../../domain/people/person-record';

/**
 * /admin/users: one person's record and their admin rights. Finding people is the
 * PeopleDirectory's. The backend decides (src/domain/people/person-record.ts personRecordFor,
 * src/domain/people/admin-rights.ts changeAdminRights): admins only, the last admin stays.
 */
export interface AdminUsers {
  personRecord(userId: string): Promise<Result<PersonRecord, DataError>>;
  grantAdmin(userId: string): Promise<Result<Profile, DataError>>;
  revokeAdmin(userId: string): Promise<Result<Profile, DataError>>;
}
