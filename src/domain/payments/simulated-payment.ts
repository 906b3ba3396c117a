import { err, ok, type Result } from '../result';
import type { Actor } from '../shared/actor';
import { dataErrors, type DataError } from '../shared/data-error';
import { systemActor } from '../shared/system-actor';
import { transition, type TransitionOutcome } from '../submissions/submission-lifecycle';
import type { Submission } from '../submissions/submission';
import { pendingPayment, planCheckout, settlePayment, type Payment } from './payment';
import { simulateCharge, type CardErrors, type CardInput } from './simulated-card';

export const SIMULATED_PROVIDER = 'simulated';

/** What "Pay" does with the simulated provider: nothing more to charge, a declined attempt, or a payment that submits. */
export type SimulatedPayment =
  | { readonly kind: 'already-paid' }
  | { readonly kind: 'declined'; readonly payment: Payment; readonly message: string }
  | { readonly kind: 'paid'; readonly payment: Payment; readonly change: TransitionOutcome };

/** A card the simulated provider refused as malformed: every field's message, in the form's order. */
export const invalidCardError = (errors: CardErrors): DataError =>
  dataErrors.invalid([errors.cardNumber, errors.expiry, errors.cvc].filter(Boolean).join(' '));

/**
 * The simulated provider of the embedded and memory backends, as one rule: plan the checkout
 * (one attempt per key, nothing twice), charge the card, settle the attempt as the payments
 * service, and on success move the submission to `submitted`. The caller stores what it answers.
 * `availableCreditCents` is the payer's referral credit balance as the backend read it.
 */
export function paySimulated(
  submission: Submission,
  payments: readonly Payment[],
  card: CardInput | undefined,
  actor: Actor,
  paymentId: string,
  now: number,
  availableCreditCents = 0,
): Result<SimulatedPayment, DataError> {
  const plan = planCheckout(submission, payments, actor, availableCreditCents);
  if (!plan.ok) return plan;
  if (plan.value.kind === 'already-paid') return ok({ kind: 'already-paid' });
  if (!card) return err(dataErrors.invalid('Enter your card details.'));
  const charge = simulateCharge(card, now);
  if (charge.status === 'invalid') return err(invalidCardError(charge.errors));
  const attempt = plan.value.kind === 'in-progress' ? plan.value.payment : pendingPayment(submission, plan.value, { id: paymentId, provider: SIMULATED_PROVIDER }, now);
  const service = systemActor('payments');
  const settled = settlePayment(attempt, charge.status === 'succeeded' ? { status: 'succeeded', providerRef: `sim_${attempt.idempotencyKey}` } : { status: 'failed' }, service);
  if (!settled.ok) return settled;
  if (charge.status === 'declined') return ok({ kind: 'declined', payment: settled.value.payment, message: charge.message });
  const paid = transition(submission, { type: 'payment_succeeded' }, service, now);
  return paid.ok ? ok({ kind: 'paid', payment: settled.value.payment, change: paid.value }) : paid;
}
