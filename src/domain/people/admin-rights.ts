import { err, ok, type Result } from '../result';
import type { Profile } from '../auth/profile';
import type { Actor } from '../shared/actor';
import { requireAdmin } from '../shared/authorization';
import { dataErrors, type DataError } from '../shared/data-error';
import { personNotFound } from './person-record';

export type AdminRightsChange = 'grant' | 'revoke';

export const LAST_ADMIN_MESSAGE = 'The last administrator cannot be revoked: grant admin to someone else first.';

/** Why a change of admin rights is refused, in the words every backend uses (the hosted one's adapter maps grant_admin's and revoke_admin's codes to these). */
export const adminRightsRefusals = {
  alreadyAdmin: (): DataError => dataErrors.conflict('This person is already an administrator.'),
  notAdmin: (): DataError => dataErrors.conflict('This person is not an administrator.'),
  lastAdmin: (): DataError => dataErrors.conflict(LAST_ADMIN_MESSAGE),
} as const;

/**
 * "Grant admin" / "Revoke admin" (/admin/users): only an administrator changes anyone's
 * profiles.is_admin; granting an admin or revoking a non-admin changes nothing and is refused;
 * and the platform never loses its last administrator, so revoking while `adminCount` is 1 is
 * refused (an admin may revoke themself while another admin remains). The hosted backend runs the
 * same rule in SQL under a lock (grant_admin / revoke_admin).
 */
export function changeAdminRights(target: Profile | null, change: AdminRightsChange, adminCount: number, actor: Actor, nowIso: string): Result<Profile, DataError> {
  const admin = requireAdmin(actor);
  if (!admin.ok) return admin;
  if (!target) return err(personNotFound());
  if (change === 'grant') {
    if (target.isAdmin) return err(adminRightsRefusals.alreadyAdmin());
    return ok({ ...target, isAdmin: true, updatedAt: nowIso });
  }
  if (!target.isAdmin) return err(adminRightsRefusals.notAdmin());
  if (adminCount <= 1) return err(adminRightsRefusals.lastAdmin());
  return ok({ ...target, isAdmin: false, updatedAt: nowIso });
}
