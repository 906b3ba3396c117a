import type { Pro } from '../pros/pro';
import { withdrawPro } from '../pros/pro-deletion';
import { err, ok, type Result } from '../result';
import type { Actor } from '../shared/actor';
import { notSelf } from '../shared/authorization';
import type { DataError } from '../shared/data-error';
import type { Submission } from '../submissions/submission';
import { transition, type TransitionOutcome } from '../submissions/submission-lifecycle';

/** What closes: as the athlete, everything past the draft and not delivered; as the pro, what was paid (all a pro can see). */
const CLOSABLE_AS_ATHLETE: readonly string[] = ['awaiting_payment', 'submitted', 'in_review'];
const CLOSABLE_AS_PRO: readonly string[] = ['submitted', 'in_review'];

/** What the person types to confirm: this word, or their own e-mail address. */
export const ACCOUNT_DELETION_WORD = 'DELETE';

export const accountDeletionConfirmed = (typed: string, email: string): boolean => {
  const value = typed.trim();
  return value === ACCOUNT_DELETION_WORD || (value !== '' && value.toLowerCase() === email.trim().toLowerCase());
};

/** What deleting the account does to the person's submissions, shown before they confirm. */
export interface AccountDeletionImpact {
  /** Drafts not yet sent to checkout: removed. */
  readonly draftsRemoved: number;
  /** Open submissions closed (awaiting payment, submitted, in review; as athlete or as pro). */
  readonly submissionsCancelled: number;
  /** Of those, the paid ones: refunded in full. */
  readonly refunds: number;
  readonly refundCents: number;
  /** A pro's listing leaves the marketplace (soft delete, as an admin's pro deletion). */
  readonly listingRemoved: boolean;
}

export interface AccountDeletionPlan {
  readonly impact: AccountDeletionImpact;
  readonly removedDraftIds: readonly string[];
  /** Each closed submission with its timeline record and the refund it asks for. */
  readonly closed: readonly TransitionOutcome[];
  /** The pro row, withdrawn; null for an athlete (or a pro already withdrawn). */
  readonly withdrawnPro: Pro | null;
}

/** Why a caller (their id, null signed out) may not delete this account, or null: it is their own. */
export function accountDeletionRefusal(callerId: string | null, userId: string): DataError | null {
  return notSelf(callerId, userId, 'You can only delete your own account.');
}

/**
 * Deleting an account (only your own): your drafts are removed; every open submission you are the
 * athlete or the pro of closes (`account_closed`), refunded in full when paid; a pro's listing is
 * withdrawn. Delivered and closed submissions, payments and the timeline stay as history.
 */
export function planAccountDeletion(
  userId: string,
  actor: Actor,
  submissions: readonly Submission[],
  pro: Pro | null,
  now: number,
): Result<AccountDeletionPlan, DataError> {
  const refused = accountDeletionRefusal(actor?.id ?? null, userId);
  if (refused) return err(refused);
  const mine = submissions.filter((s) => s.athleteId === userId || s.proId === userId);
  const removedDraftIds = mine.filter((s) => s.status === 'draft' && s.athleteId === userId).map((s) => s.id);
  const closed: TransitionOutcome[] = [];
  for (const submission of mine) {
    // Another athlete's unpaid request to this pro stays theirs to cancel (a pro never sees those).
    const closable = submission.athleteId === userId ? CLOSABLE_AS_ATHLETE : CLOSABLE_AS_PRO;
    if (!closable.includes(submission.status)) continue;
    const outcome = transition(submission, { type: 'account_closed' }, { id: userId, isAdmin: false }, now);
    if (!outcome.ok) return outcome;
    closed.push(outcome.value);
  }
  const withdrawn = pro && pro.deletedAt === null ? withdrawPro(pro, new Date(now).toISOString()) : null;
  if (withdrawn && !withdrawn.ok) return withdrawn;
  const refunded = closed.filter((c) => c.refund !== null);
  return ok({
    impact: {
      draftsRemoved: removedDraftIds.length,
      submissionsCancelled: closed.length,
      refunds: refunded.length,
      refundCents: refunded.reduce((sum, c) => sum + (c.refund?.amountCents ?? 0), 0),
      listingRemoved: withdrawn !== null,
    },
    removedDraftIds,
    closed,
    withdrawnPro: withdrawn ? withdrawn.value : null,
  });
}

/** The impact alone (for the confirmation text), from the same plan. */
export function accountDeletionImpact(userId: string, actor: Actor, submissions: readonly Submission[], pro: Pro | null, now: number): Result<AccountDeletionImpact, DataError> {
  const plan = planAccountDeletion(userId, actor, submissions, pro, now);
  return plan.ok ? ok(plan.value.impact) : plan;
}


