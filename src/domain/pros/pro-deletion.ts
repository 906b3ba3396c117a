import { err, ok, type Result } from '../result';
import type { Actor } from '../shared/actor';
import { requireAdmin } from '../shared/authorization';
import { dataErrors, type DataError } from '../shared/data-error';
import type { Pro } from './pro';

/** What deleting a pro affects, shown before the admin confirms. */
export interface ProDeletionImpact {
  readonly openSubmissions: number;
  readonly payments: number;
  readonly paymentsToRefund: number;
}

export interface ProDeletionOutcome {
  readonly cancelledSubmissions: number;
  readonly refundsRequested: number;
}

/** Submissions still waiting on the pro: cancelled (and refunded when paid) when the pro is deleted. */
export const OPEN_SUBMISSION_STATUSES = ['draft', 'awaiting_payment', 'submitted', 'in_review'] as const;

/** The admin confirms by typing the pro's display name exactly (spaces at the ends ignored). */
export const deletionConfirmed = (typed: string, displayName: string): boolean => typed.trim() === displayName.trim() && displayName.trim() !== '';

export const isOpenSubmission = (status: string): boolean => (OPEN_SUBMISSION_STATUSES as readonly string[]).includes(status);

/** What deleting a pro with these submissions affects. */
export function deletionImpactOf(submissions: readonly { status: string; paid: boolean }[]): ProDeletionImpact {
  const open = submissions.filter((s) => isOpenSubmission(s.status));
  return { openSubmissions: open.length, payments: submissions.filter((s) => s.paid).length, paymentsToRefund: open.filter((s) => s.paid).length };
}

/** The impact, for admins only. */
export function deletionImpactFor(submissions: readonly { status: string; paid: boolean }[], actor: Actor): Result<ProDeletionImpact, DataError> {
  const admin = requireAdmin(actor);
  return admin.ok ? ok(deletionImpactOf(submissions)) : admin;
}

/** The part of a submission that a pro deletion changes. */
export interface DeletableSubmission {
  readonly status: string;
  readonly paid: boolean;
  readonly refund_requested: boolean;
}

export interface ProSoftDeletion<S> {
  /** The pro row, now deleted. */
  readonly pro: Pro;
  /** Only the submissions that changed: cancelled, and marked for refund when paid. */
  readonly changedSubmissions: readonly S[];
  readonly outcome: ProDeletionOutcome;
}

/**
 * Soft delete (admins only): the pro leaves every listing, their open submissions are cancelled
 * and, where paid, marked for refund; delivered work, payments and the row stay.
 */
export function softDeletePro<S extends DeletableSubmission>(
  pro: Pro | null,
  submissions: readonly S[],
  actor: Actor,
  nowIso: string,
): Result<ProSoftDeletion<S>, DataError> {
  const admin = requireAdmin(actor);
  if (!admin.ok) return admin;
  const withdrawn = withdrawPro(pro, nowIso);
  if (!withdrawn.ok) return withdrawn;
  const changedSubmissions = submissions
    .filter((row) => isOpenSubmission(row.status))
    .map((row): S => ({ ...row, status: 'cancelled', refund_requested: row.paid || row.refund_requested }));
  return ok({
    pro: withdrawn.value,
    changedSubmissions,
    outcome: { cancelledSubmissions: changedSubmissions.length, refundsRequested: changedSubmissions.filter((row) => row.paid).length },
  });
}

/** The soft delete itself, shared by an admin's deletion and a pro deleting their own account: the row stays, out of every listing. */
export function withdrawPro(pro: Pro | null, nowIso: string): Result<Pro, DataError> {
  if (!pro || pro.deletedAt !== null) return err(dataErrors.notFound('We could not find that pro.'));
  return ok({ ...pro, deletedAt: nowIso, updatedAt: nowIso });
}
