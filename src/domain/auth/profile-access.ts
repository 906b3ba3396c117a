import { err, ok, type Result } from '../result';
import type { Actor } from '../shared/actor';
import { isSelfOrAdmin, requireSelf } from '../shared/authorization';
import { dataErrors, type DataError } from '../shared/data-error';
import type { NewProfile, Profile, ProfilePatch } from './profile';

/** §7 "Create profile": the columns a client may insert. */
export const NEW_PROFILE_FIELDS = [
  'id',
  'firstName',
  'lastName',
  'accountType',
  'createdAt',
  'updatedAt',
  'onboardingCompleted',
  'termsAccepted',
] as const satisfies readonly (keyof NewProfile)[];

/** §7 "Update profile": the columns a client may change (never id, is_admin or the timestamps). */
export const PROFILE_PATCH_FIELDS = ['firstName', 'lastName', 'accountType', 'onboardingCompleted', 'termsAccepted'] as const satisfies readonly (keyof ProfilePatch)[];

const onlyFields = (input: object, allowed: readonly string[]): DataError | null => {
  const extra = Object.keys(input).filter((key) => !allowed.includes(key));
  return extra.length === 0 ? null : dataErrors.forbidden(`A profile's ${extra.join(', ')} cannot be set by its user.`);
};

/** Why a profile cannot be created or read, in the words every backend uses. */
export const profileRefusals = {
  /** A second row for the same user. */
  exists: (): DataError => dataErrors.conflict('This profile already exists.'),
  /** Reading the admin flag of a user with no row (or one the caller may not read). */
  none: (): DataError => dataErrors.notFound('There is no profile for this user.'),
  /** Updating a user with no row. */
  noneToUpdate: (): DataError => dataErrors.notFound('There is no profile to update.'),
} as const;

/** Why a new profile is refused for a column its user may not set (is_admin), or null. */
export const newProfileRefusal = (input: object): DataError | null => onlyFields(input, NEW_PROFILE_FIELDS);

/** Why a profile patch is refused for a column its user may not change, or null. */
export const profilePatchRefusal = (patch: object): DataError | null => onlyFields(patch, PROFILE_PATCH_FIELDS);

/** A profile row as the caller may read it: their own, or any for an admin; otherwise nothing. */
export const profileVisibleTo = (row: Profile | null, actor: Actor): Profile | null => (row && isSelfOrAdmin(actor, row.id) ? row : null);

/** A user creates their own row once, from the insertable columns only; is_admin starts false. */
export function createOwnProfile(input: NewProfile, existing: Profile | null, actor: Actor): Result<Profile, DataError> {
  const self = requireSelf(actor, input.id);
  if (!self.ok) return self;
  const refused = newProfileRefusal(input);
  if (refused) return err(refused);
  if (existing) return err(profileRefusals.exists());
  const { id, firstName, lastName, accountType, createdAt, updatedAt, onboardingCompleted, termsAccepted } = input;
  return ok({ id, firstName, lastName, accountType, createdAt, updatedAt, onboardingCompleted, termsAccepted, isAdmin: false });
}

/** A user changes the patchable columns of their own row; anything else is refused, not dropped. */
export function patchOwnProfile(current: Profile | null, id: string, patch: ProfilePatch, actor: Actor, nowIso: string): Result<Profile, DataError> {
  const self = requireSelf(actor, id);
  if (!self.ok) return self;
  const refused = profilePatchRefusal(patch);
  if (refused) return err(refused);
  if (!current) return err(profileRefusals.noneToUpdate());
  const given = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as ProfilePatch;
  return ok({ ...current, ...given, updatedAt: nowIso });
}
