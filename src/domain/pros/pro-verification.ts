import { err, ok, type Result } from '../result';
import type { Actor } from '../shared/actor';
import { requireAdmin, requireSelf } from '../shared/authorization';
import { dataErrors, type DataError } from '../shared/data-error';
import { applyApplication, canEditApplication, type Pro, type ProApplicationFields } from './pro';
import { validateRejectionReason } from './pro-application';
import { compareKeys } from '../shared/compare-keys';

/**
 * The state changes of a pro's application, each a pure function of (current row, actor):
 * the new row or a refusal. Every simulated backend loads, calls one of these and stores; the
 * hosted backend enforces the same in SQL (supabase/migrations/*_marketplace.sql).
 */

export const OWN_APPLICATION_MESSAGE = 'You cannot approve your own application: another administrator must decide it.';

/**
 * Why a step of an application is refused, in the words a person reads. The hosted backend refuses
 * the same steps in SQL and its adapters turn those refusals into these, so every backend says the
 * same thing (tests/contract/marketplace.contract.ts).
 */
export const applicationRefusals = {
  /** Saving while the application is pending or approved. */
  locked: (): DataError => dataErrors.conflict('Your application is under review or already approved and cannot be changed now.'),
  /** Submitting with no saved application. */
  nothingToSubmit: (): DataError => dataErrors.notFound('Fill in your profile before submitting.'),
  /** Submitting an application that is pending or approved. */
  alreadySubmitted: (): DataError => dataErrors.conflict('The application has already been submitted.'),
  /** Deciding a pro that does not exist or was deleted. */
  noApplication: (): DataError => dataErrors.notFound('We could not find that pro.'),
  /** Approving one's own application. */
  ownApplication: (): DataError => dataErrors.forbidden(OWN_APPLICATION_MESSAGE),
  /** Deciding an application that is not pending (already approved or rejected). */
  notPending: (): DataError => dataErrors.conflict('Only pending applications can be decided.'),
};

/** The owner reads their own application whatever its status; anyone else sees nothing. */
export const ownApplicationFor = (current: Pro | null, ownerId: string, actor: Actor): Pro | null =>
  actor !== null && actor.id === ownerId ? current : null;

/** The owner saves their application (a new draft, or a draft or rejected one being fixed). */
export function saveApplication(current: Pro | null, ownerId: string, fields: ProApplicationFields, actor: Actor, nowIso: string): Result<Pro, DataError> {
  const self = requireSelf(actor, ownerId);
  if (!self.ok) return self;
  if (!canEditApplication(current)) return err(applicationRefusals.locked());
  return ok(applyApplication(ownerId, fields, current, nowIso));
}

/** "Submit for verification": the owner's draft or rejected application becomes pending. */
export function submitApplication(current: Pro | null, ownerId: string, actor: Actor, nowIso: string): Result<Pro, DataError> {
  const self = requireSelf(actor, ownerId);
  if (!self.ok) return self;
  if (!current) return err(applicationRefusals.nothingToSubmit());
  if (!canEditApplication(current)) return err(applicationRefusals.alreadySubmitted());
  return ok({ ...current, verificationStatus: 'pending', rejectionReason: null, submittedAt: nowIso, updatedAt: nowIso });
}

export type VerificationDecision = { readonly kind: 'approve' } | { readonly kind: 'reject'; readonly reason: string };

/**
 * An admin approves, or rejects with a reason the pro can act on, a pending application; an admin
 * never approves their own (approve_pro refuses it in SQL too).
 */
export function decideVerification(current: Pro | null, decision: VerificationDecision, actor: Actor, nowIso: string): Result<Pro, DataError> {
  const admin = requireAdmin(actor);
  if (!admin.ok) return admin;
  if (decision.kind === 'reject') {
    const invalid = validateRejectionReason(decision.reason);
    if (invalid) return err(dataErrors.invalid(invalid));
  }
  if (!current || current.deletedAt !== null) return err(applicationRefusals.noApplication());
  if (decision.kind === 'approve' && current.id === admin.value.id) return err(applicationRefusals.ownApplication());
  if (current.verificationStatus !== 'pending') return err(applicationRefusals.notPending());
  const outcome =
    decision.kind === 'approve'
      ? { verificationStatus: 'approved' as const, rejectionReason: null }
      : { verificationStatus: 'rejected' as const, rejectionReason: decision.reason.trim() };
  return ok({ ...current, ...outcome, verifiedAt: nowIso, verifiedBy: admin.value.id, updatedAt: nowIso });
}

/** Admins read any pro row, whatever its status. */
export function anyProFor(current: Pro | null, actor: Actor): Result<Pro | null, DataError> {
  const admin = requireAdmin(actor);
  return admin.ok ? ok(current) : admin;
}

export interface VerificationQueueQuery {
  readonly search?: string;
  readonly sport?: string;
  readonly status?: 'pending' | 'rejected' | 'approved';
}

const nameMatches = (pro: Pro, term: string): boolean => {
  const needle = term.trim().toLowerCase();
  return !needle || pro.displayName.toLowerCase().includes(needle);
};

/** The admin's verification queue: not deleted, one status (pending by default), by name and sport, oldest submission first. */
export function verificationQueue(pros: Iterable<Pro>, query: VerificationQueueQuery, actor: Actor): Result<readonly Pro[], DataError> {
  const admin = requireAdmin(actor);
  if (!admin.ok) return admin;
  const status = query.status ?? 'pending';
  return ok(
    [...pros]
      .filter((pro) => pro.deletedAt === null && pro.verificationStatus === status)
      .filter((pro) => nameMatches(pro, query.search ?? ''))
      .filter((pro) => !query.sport || (pro.sports as readonly string[]).includes(query.sport))
      .sort((a, b) => compareKeys(a.submittedAt ?? '', b.submittedAt ?? '')),
  );
}

/** The deletion screen's search: pros not deleted yet, by name. */
export function deletionCandidates(pros: Iterable<Pro>, term: string, actor: Actor): Result<readonly Pro[], DataError> {
  const admin = requireAdmin(actor);
  if (!admin.ok) return admin;
  return ok([...pros].filter((pro) => pro.deletedAt === null && nameMatches(pro, term)));
}
