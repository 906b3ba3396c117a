import { err, ok, type Result } from '../result';
import type { Actor } from './actor';
import { dataErrors, type DataError } from './data-error';

export type SignedInActor = Exclude<Actor, null>;

/** Anyone signed in; a signed-out caller is refused. */
export function requireSignedIn(actor: Actor): Result<SignedInActor, DataError> {
  return actor ? ok(actor) : err(dataErrors.notSignedIn());
}

/** An administrator (profiles.is_admin); anyone else, signed out included, is refused. */
export function requireAdmin(actor: Actor): Result<SignedInActor, DataError> {
  if (!actor) return err(dataErrors.notSignedIn());
  return actor.isAdmin ? ok(actor) : err(dataErrors.adminOnly());
}

/** The user themself; a signed-out caller or another user is refused. */
export function requireSelf(actor: Actor, userId: string): Result<SignedInActor, DataError> {
  const refused = notSelf(actor?.id ?? null, userId);
  return actor && !refused ? ok(actor) : err(refused ?? dataErrors.notSignedIn());
}

/** Why a caller (their id, null signed out) may not act on `userId`'s own rows, or null when they are that user; `forbidden` words the refusal of another user. */
export function notSelf(callerId: string | null, userId: string, forbidden?: string): DataError | null {
  if (callerId === null) return dataErrors.notSignedIn();
  return callerId === userId ? null : dataErrors.forbidden(forbidden);
}

/** The owner of a row, or an administrator. */
export const isSelfOrAdmin = (actor: Actor, userId: string): boolean => actor !== null && (actor.id === userId || actor.isAdmin);
