import type { Actor } from '../shared/actor';
import { dataErrors, type DataError } from '../shared/data-error';
import { isSystemActor, type Principal } from '../shared/system-actor';
import { err, ok, type Result } from '../result';
import { canReadSubmission, submissionNotFound, totalCents, type Submission } from '../submissions/submission';
import { creditToApply } from '../referrals/referral';

/** product.md "payments": one row per checkout attempt. Written only by the server side (the system actor). */
export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface Payment {
  readonly id: string;
  readonly submissionId: string;
  readonly payerId: string;
  readonly amountCents: number;
  readonly currency: string;
  /** `simulated` (embedded and memory backends) or `stripe`. */
  readonly provider: string;
  /** The provider's id of the charge or checkout session, once known. */
  readonly providerRef: string | null;
  readonly status: PaymentStatus;
  /** `checkout:<submissionId>:<attempt>`: the provider charges a key once, however often it is sent. */
  readonly idempotencyKey: string;
  readonly attempt: number;
  readonly createdAt: string;
}

/** The payment that paid a submission (its succeeded one), if any: what a refund gives back. */
/** The money moved: a payment that succeeded, even if refunded since (a referral code no longer counts after one). */
export const paymentWentThrough = (status: PaymentStatus | string): boolean => status === 'succeeded' || status === 'refunded';

export const paidPaymentOf = (payments: readonly Payment[]): Payment | null => payments.find((p) => p.status === 'succeeded') ?? null;

export const checkoutKey = (submissionId: string, attempt: number): string => `checkout:${submissionId}:${attempt}`;

/**
 * Why a payment is refused, in the words every backend uses: the hosted one's functions answer
 * with an HTTP status and its adapter says these.
 */
export const paymentRefusals = {
  notThePayer: (): DataError => dataErrors.forbidden('Only the athlete who made the request pays for it.'),
  notAwaitingPayment: (): DataError => dataErrors.conflict('This submission is not waiting for a payment.'),
  alreadySettled: (): DataError => dataErrors.conflict('This payment is already settled.'),
  notRefundable: (): DataError => dataErrors.conflict('Only a completed payment can be refunded.'),
  onlyThePaymentService: (): DataError => dataErrors.forbidden('Only the payment service records payments.'),
} as const;

export type CheckoutPlan =
  /** Already paid: show the success, charge nothing (a double click after the first went through). */
  | { readonly kind: 'already-paid'; readonly payment: Payment }
  /** An attempt is under way: send the same key again, so the provider replays it instead of charging twice. */
  | { readonly kind: 'in-progress'; readonly payment: Payment }
  /** No attempt open (none yet, or the last was declined): a new attempt with a new key. */
  | { readonly kind: 'new-attempt'; readonly attempt: number; readonly idempotencyKey: string; readonly amountCents: number; readonly currency: string; readonly referralCreditCents: number };

/**
 * What pressing "Pay" does, given the submission and every payment already recorded for it: a
 * pure function, so a double click or a retry after a dropped connection never charges twice.
 * Only the submission's athlete pays, and only while it awaits payment. A new attempt takes the
 * athlete's referral credit (`availableCreditCents`, their balance as the backend reads it, never
 * the client's word) off the total, never under the minimum charge (`creditToApply`).
 */
export function planCheckout(submission: Submission, payments: readonly Payment[], actor: Actor, availableCreditCents = 0): Result<CheckoutPlan, DataError> {
  if (actor === null) return err(dataErrors.notSignedIn());
  if (!canReadSubmission(submission, actor)) return err(submissionNotFound());
  if (actor.id !== submission.athleteId) return err(paymentRefusals.notThePayer());
  const own = payments.filter((p) => p.submissionId === submission.id);
  const paid = own.find((p) => p.status === 'succeeded' || p.status === 'refunded');
  if (paid) return ok({ kind: 'already-paid', payment: paid });
  if (submission.status !== 'awaiting_payment') return err(paymentRefusals.notAwaitingPayment());
  const pending = own.find((p) => p.status === 'pending');
  if (pending) return ok({ kind: 'in-progress', payment: pending });
  const attempt = own.reduce((max, p) => Math.max(max, p.attempt), 0) + 1;
  const total = totalCents(submission);
  const credit = creditToApply(total, availableCreditCents);
  return ok({ kind: 'new-attempt', attempt, idempotencyKey: checkoutKey(submission.id, attempt), amountCents: total - credit, currency: submission.currency, referralCreditCents: credit });
}

/** The pending payment a new attempt records before the provider is asked (its key goes with the request). */
export function pendingPayment(
  submission: Pick<Submission, 'id' | 'athleteId'>,
  plan: Extract<CheckoutPlan, { kind: 'new-attempt' }>,
  input: { readonly id: string; readonly provider: string },
  now: number,
): Payment {
  return {
    id: input.id,
    submissionId: submission.id,
    payerId: submission.athleteId,
    amountCents: plan.amountCents,
    currency: plan.currency,
    provider: input.provider,
    providerRef: null,
    status: 'pending',
    idempotencyKey: plan.idempotencyKey,
    attempt: plan.attempt,
    createdAt: new Date(now).toISOString(),
  };
}

export type PaymentOutcome = { readonly status: 'succeeded'; readonly providerRef: string } | { readonly status: 'failed' };

const onlyPayments = (principal: Principal): DataError | null =>
  isSystemActor(principal) && principal.service === 'payments' ? null : paymentRefusals.onlyThePaymentService();

/**
 * The provider's answer for an attempt. Applying the same answer twice changes nothing (a webhook
 * delivered twice); a different answer for a settled attempt is a conflict. `changed` tells the
 * caller whether to fire `payment_succeeded` on the submission.
 */
export function settlePayment(payment: Payment, outcome: PaymentOutcome, principal: Principal): Result<{ payment: Payment; changed: boolean }, DataError> {
  const refusal = onlyPayments(principal);
  if (refusal) return err(refusal);
  if (payment.status === outcome.status) return ok({ payment, changed: false });
  if (payment.status !== 'pending') return err(paymentRefusals.alreadySettled());
  const providerRef = outcome.status === 'succeeded' ? outcome.providerRef : payment.providerRef;
  return ok({ payment: { ...payment, status: outcome.status, providerRef }, changed: true });
}

/** A refund in full of a succeeded payment (a declined request, an admin's refund, a deleted pro). Idempotent. */
export function refundPayment(payment: Payment, principal: Principal): Result<{ payment: Payment; changed: boolean }, DataError> {
  const refusal = onlyPayments(principal);
  if (refusal) return err(refusal);
  if (payment.status === 'refunded') return ok({ payment, changed: false });
  if (payment.status !== 'succeeded') return err(paymentRefusals.notRefundable());
  return ok({ payment: { ...payment, status: 'refunded' }, changed: true });
}

// ---------------------------------------------------------------------------------------------
// Webhook deliveries (product.md "payment_events"): a provider event id is applied once.

export interface ProviderEventRecord {
  readonly providerEventId: string;
  readonly receivedAt: string;
}

export type ProviderEventDecision = { readonly apply: false } | { readonly apply: true; readonly record: ProviderEventRecord };

/** Apply a delivered event only if its id was never applied; the caller stores the record with the change, atomically. */
export function acceptProviderEvent(applied: readonly Pick<ProviderEventRecord, 'providerEventId'>[], providerEventId: string, now: number): ProviderEventDecision {
  if (applied.some((e) => e.providerEventId === providerEventId)) return { apply: false };
  return { apply: true, record: { providerEventId, receivedAt: new Date(now).toISOString() } };
}
