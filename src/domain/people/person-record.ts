import { err, ok, type Result } from '../result';
import type { Profile } from '../auth/profile';
import type { Payment } from '../payments/payment';
import type { Submission } from '../submissions/submission';
import type { Actor } from '../shared/actor';
import { requireAdmin } from '../shared/authorization';
import { dataErrors, type DataError } from '../shared/data-error';
import { compareKeys, newestFirst } from '../shared/compare-keys';

/** A person who is not there, or whom the caller may not see. */
export const personNotFound = (): DataError => dataErrors.notFound('We could not find that person.');

/** What /admin/users shows of one person: their profile, sign-in e-mail, submissions (as athlete or pro) and payments. */
export interface PersonRecord {
  readonly profile: Profile;
  readonly email: string;
  /** Newest first. */
  readonly submissions: readonly Submission[];
  /** The payments they made, newest first. */
  readonly payments: readonly Payment[];
}

const byAge = <T extends { readonly createdAt: string; readonly id: string }>(rows: Iterable<T>): T[] =>
  [...rows].sort((a, b) => newestFirst(a, b) || compareKeys(b.id, a.id));

/** Admins read anyone's record; everyone else is refused. */
export function personRecordFor(
  profile: Profile | null,
  email: string,
  submissions: Iterable<Submission>,
  payments: Iterable<Payment>,
  actor: Actor,
): Result<PersonRecord, DataError> {
  const admin = requireAdmin(actor);
  if (!admin.ok) return admin;
  if (!profile) return err(personNotFound());
  const id = profile.id;
  return ok({
    profile,
    email,
    submissions: byAge([...submissions].filter((s) => s.athleteId === id || s.proId === id)),
    payments: byAge([...payments].filter((p) => p.payerId === id)),
  });
}
