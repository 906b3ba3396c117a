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
  if (!actor) return err(dataErrors.notSignedIn());
  return actor.id === userId ? ok(actor) : err(dataErrors.forbidden());
}

/** The owner of a row, or an administrator. */
export const isSelfOrAdmin = (actor: Actor, userId: string): boolean => actor !== null && (actor.id === userId || actor.isAdmin);
