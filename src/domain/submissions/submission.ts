import type { UserRoles } from '../auth/user-roles';
import type { Actor } from '../shared/actor';
import { dataErrors, type DataError } from '../shared/data-error';
import { err, ok, type Result } from '../result';
import { DEFAULT_PRICING, isTier, quote, type Pricing, type ProOffer, type Tier } from './pricing';
import { latestFirst } from '../shared/compare-keys';
import { countText } from '../shared/number-text';

/** product.md "submissions": a clip travelling from an athlete to a pro. */
export const SUBMISSION_STATUSES = ['draft', 'awaiting_payment', 'submitted', 'in_review', 'delivered', 'cancelled', 'refunded'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const SUBMISSION_STATUS_LABELS: Readonly<Record<SubmissionStatus, string>> = {
  draft: 'Draft',
  awaiting_payment: 'Awaiting payment',
  submitted: 'Submitted',
  in_review: 'In review',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

export const isSubmissionStatus = (value: string): value is SubmissionStatus => (SUBMISSION_STATUSES as readonly string[]).includes(value);

/** Paid and not yet closed: what a pro's queue holds, and what is refunded if the pro leaves. */
export const PAID_OPEN_STATUSES: readonly SubmissionStatus[] = ['submitted', 'in_review'];

export interface Submission {
  readonly id: string;
  readonly athleteId: string;
  readonly proId: string;
  /** Attached when checkout starts; null while the draft waits for its upload. */
  readonly videoId: string | null;
  readonly sport: string;
  /** "Your question": what the athlete wants feedback on. */
  readonly question: string;
  readonly tier: Tier;
  readonly status: SubmissionStatus;
  /** The review price (the pro's price plus any express surcharge), fixed when the draft is created. */
  readonly priceCents: number;
  readonly platformFeeCents: number;
  /** Referral credit taken off the total (0 until referrals exist, a later issue). */
  readonly referralCreditCents: number;
  readonly currency: string;
  /** The turnaround promised for this tier, in hours from `submittedAt`. */
  readonly turnaroundHours: number;
  /** Set when the payment is confirmed: from then on the pro sees the submission. */
  readonly submittedAt: string | null;
  readonly deliveredAt: string | null;
  /** A paid submission closed without its review (the pro left): the money goes back. */
  readonly refundRequested: boolean;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** One hour of a turnaround, in milliseconds. */
export const HOUR_MS = 3_600_000;

/**
 * The turnaround guarantee's deadline, in epoch milliseconds: the paid time (`submittedAt`) plus
 * the tier's turnaround, fixed by the pricing when the draft was priced. Null before payment.
 */
export const turnaroundEndsAt = (s: Pick<Submission, 'submittedAt' | 'turnaroundHours'>): number | null =>
  s.submittedAt === null ? null : Date.parse(s.submittedAt) + s.turnaroundHours * HOUR_MS;

/** The turnaround has run out at `now` (right at the deadline included). */
export const turnaroundPassed = (s: Pick<Submission, 'submittedAt' | 'turnaroundHours'>, now: number): boolean => {
  const endsAt = turnaroundEndsAt(s);
  return endsAt !== null && now >= endsAt;
};

/** When the analysis is due while the pro owes it (paid, not yet delivered): the turnaround's deadline; else null. */
export const analysisDueAt = (s: Pick<Submission, 'status' | 'submittedAt' | 'turnaroundHours'>): number | null =>
  PAID_OPEN_STATUSES.includes(s.status) ? turnaroundEndsAt(s) : null;

/** What the athlete pays: price + fee − referral credit, never below zero. */
export const totalCents = (s: Pick<Submission, 'priceCents' | 'platformFeeCents' | 'referralCreditCents'>): number =>
  Math.max(0, s.priceCents + s.platformFeeCents - s.referralCreditCents);

// ---------------------------------------------------------------------------------------------
// The request an athlete fills in on /upload-start.

export const QUESTION_MIN = 10;
export const QUESTION_MAX = 1_000;

export interface SubmissionRequest {
  readonly sport: string;
  readonly tier: string;
  /** "Your question". */
  readonly question: string;
}

export type SubmissionRequestField = keyof SubmissionRequest;
export type SubmissionRequestErrors = Partial<Record<SubmissionRequestField, string>>;

/** "Your question": required, 10–1,000 characters once the spaces at its ends are trimmed. */
export function validateQuestion(question: string): string | null {
  const length = question.trim().length;
  if (length === 0) return 'Tell the pro what you want feedback on.';
  if (length < QUESTION_MIN) return `Your question needs at least ${QUESTION_MIN} characters.`;
  if (length > QUESTION_MAX) return `Keep your question under ${countText(QUESTION_MAX)} characters.`;
  return null;
}

/** Field errors for the form, keyed by field. */
export function validateSubmissionRequest(request: SubmissionRequest, pro: Pick<ProOffer, 'sports'>): SubmissionRequestErrors {
  const errors: SubmissionRequestErrors = {};
  if (!request.sport) errors.sport = 'Choose a sport.';
  else if (!pro.sports.includes(request.sport)) errors.sport = 'This pro does not coach that sport. Choose one of theirs.';
  if (!isTier(request.tier)) errors.tier = 'Choose standard or express.';
  const question = validateQuestion(request.question);
  if (question) errors.question = question;
  return errors;
}

export interface SubmissionEventRecord {
  readonly submissionId: string;
  /** null for the creation of the draft. */
  readonly fromStatus: SubmissionStatus | null;
  readonly toStatus: SubmissionStatus;
  /** The person who acted; null when the system did (the payment provider, the scheduler). */
  readonly actorId: string | null;
  readonly at: string;
  readonly note: string | null;
}

export interface SubmissionChange {
  readonly submission: Submission;
  readonly event: SubmissionEventRecord;
}

/** A request to a pro who is not listed (pending, rejected, deleted) or does not exist. */
export const notTakingRequests = (): DataError => dataErrors.notFound('This pro is not taking requests.');

/**
 * Why a signed-in caller's request to a listed pro is refused (oneself, a currency checkout does
 * not take, a sport the pro does not coach, a tier or question out of bounds), or null. The hosted
 * backend refuses these in SQL (22023), in the same order, and its adapter says this.
 */
export function requestRefusal(pro: Pick<ProOffer, 'id' | 'sports' | 'currency'>, request: SubmissionRequest, callerId: string, pricing: Pick<Pricing, 'currency'>): DataError | null {
  if (pro.id === callerId) return dataErrors.invalid('You cannot request an analysis from yourself.');
  if (pro.currency !== pricing.currency) return dataErrors.invalid(`Checkout takes ${pricing.currency} only for now.`);
  const errors = validateSubmissionRequest(request, pro);
  const first = errors.sport ?? errors.tier ?? errors.question;
  return first ? dataErrors.invalid(first) : null;
}

/**
 * "Continue to upload": the signed-in athlete's draft for a listed pro, priced from the pro's
 * offer and the pricing. `now` is the Clock's epoch milliseconds.
 */
export function createDraft(
  input: { readonly id: string; readonly pro: ProOffer; readonly request: SubmissionRequest },
  actor: Actor,
  now: number,
  pricing: Pricing = DEFAULT_PRICING,
): Result<SubmissionChange, DataError> {
  if (actor === null) return err(dataErrors.notSignedIn());
  const { pro, request } = input;
  if (!pro.listed) return err(notTakingRequests());
  const refused = requestRefusal(pro, request, actor.id, pricing);
  if (refused) return err(refused);
  const priced = quote(pro, request.tier as Tier, pricing);
  const at = new Date(now).toISOString();
  const submission: Submission = {
    id: input.id,
    athleteId: actor.id,
    proId: pro.id,
    videoId: null,
    sport: request.sport,
    question: request.question.trim(),
    tier: priced.tier,
    status: 'draft',
    priceCents: priced.priceCents,
    platformFeeCents: priced.platformFeeCents,
    referralCreditCents: 0,
    currency: priced.currency,
    turnaroundHours: priced.turnaroundHours,
    submittedAt: null,
    deliveredAt: null,
    refundRequested: false,
    createdAt: at,
    updatedAt: at,
  };
  return ok({ submission, event: { submissionId: submission.id, fromStatus: null, toStatus: 'draft', actorId: actor.id, at, note: null } });
}

/** What anyone who may not read a submission is told, and what a submission that is not there gets: the same words. */
export const submissionNotFound = (): DataError => dataErrors.notFound('We could not find that submission.');

/**
 * Who reads a submission (and its timeline and video): its athlete, admins, and its pro once it
 * is submitted (paid). A pro never sees an unpaid draft; anyone else gets "not found".
 */
export function canReadSubmission(submission: Pick<Submission, 'athleteId' | 'proId' | 'submittedAt'>, actor: Actor): boolean {
  if (actor === null) return false;
  if (actor.isAdmin || actor.id === submission.athleteId) return true;
  return actor.id === submission.proId && submission.submittedAt !== null;
}

/** The pros a video is assigned to: the pros of the submissions carrying it that they may read (paid ones). */
export const prosAssignedTo = (videoId: string, submissions: Iterable<Pick<Submission, 'videoId' | 'proId' | 'athleteId' | 'submittedAt'>>): string[] =>
  [...submissions].filter((s) => s.videoId === videoId && canReadSubmission(s, { id: s.proId, isAdmin: false })).map((s) => s.proId);

/** Whose submissions /submissions lists: the caller's own as an athlete, the ones assigned to them as a pro, or every one (admins). */
export type SubmissionListRole = 'athlete' | 'pro' | 'admin';

/**
 * The lists /submissions offers a person, the one it opens with first: an athlete their own, a pro
 * the ones assigned to them. An admin may also list every submission: a pro who is an admin still
 * opens on their review queue (their dashboard's "Review queue" leads there), any other admin on
 * the whole list, with their own submissions one step away.
 */
export function submissionListsFor(roles: UserRoles): readonly SubmissionListRole[] {
  const own: SubmissionListRole = roles.accountType === 'pro' ? 'pro' : 'athlete';
  if (!roles.isAdmin) return [own];
  return own === 'pro' ? ['pro', 'admin'] : ['admin', own];
}

/** The list to show: the one asked for (`?list=`) when it is among the person's lists, else their first. */
export function chooseSubmissionList(lists: readonly SubmissionListRole[], asked: string | null): SubmissionListRole {
  return lists.find((list) => list === asked) ?? lists[0]!;
}

/**
 * /submissions: the caller's own submissions as an athlete, or the ones assigned to them as a pro
 * (paid ones only: a pro never sees an unpaid draft), or, for an admin, every submission of the
 * platform; optionally of one status, newest first (among equal times, the later one first).
 * Signed out, there is nothing to list; asking for every submission without admin rights is refused.
 */
export function submissionsOf(
  submissions: Iterable<Submission>,
  actor: Actor,
  query: { readonly as: SubmissionListRole; readonly status?: SubmissionStatus },
): Result<Submission[], DataError> {
  if (actor === null) return err(dataErrors.notSignedIn());
  if (query.as === 'admin' && !actor.isAdmin) return err(dataErrors.adminOnly());
  const listed = (s: Submission) => query.as === 'admin' || (query.as === 'athlete' ? s.athleteId : s.proId) === actor.id;
  return ok(
    latestFirst([...submissions].filter((s) => listed(s) && canReadSubmission(s, actor) && (query.status === undefined || s.status === query.status))),
  );
}
