import { err, ok, type Result } from '../result';
import type { Actor } from '../shared/actor';
import { requireAdmin } from '../shared/authorization';
import { dataErrors, type DataError } from '../shared/data-error';
import { isSystemActor, type Principal } from '../shared/system-actor';

/**
 * Why a sign-up's referral code is refused, in the words a person reads. The hosted backend refuses
 * the same in SQL and its adapter turns those refusals into these.
 */
export const referralRefusals = {
  noSuchCode: (): DataError => dataErrors.notFound('There is no such referral code.'),
  ownCode: (): DataError => dataErrors.forbidden('You cannot use your own referral code.'),
  alreadyReferred: (): DataError => dataErrors.conflict('This person was already referred.'),
  afterFirstPayment: (): DataError => dataErrors.conflict('A referral code counts only before the first payment.'),
};

/**
 * Referrals (issue 12, point 2). Every account has a code; a person who signs up with someone's
 * code is that person's referral (never their own, one referrer per person); the referred
 * person's first paid submission earns the referrer one credit of the amount the admin set, once;
 * the referrer's credit comes off their next checkout, never below the minimum charge, and is
 * spent only when that payment succeeds.
 *
 * Credits are a ledger per person: `earned` rows (one per rewarded referral) and `spent` rows (one
 * per paid submission that used credit). The balance is their difference, never below zero.
 */

/** Codes read aloud and typed by hand: upper-case letters and digits without 0/O and 1/I/L. */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;
const CODE_PATTERN = new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{${REFERRAL_CODE_LENGTH}}$`);

/** The reward before an admin sets one: $10.00 in the platform's currency. */
export const DEFAULT_REFERRAL_REWARD_CENTS = 1000;
/** The largest reward an admin may set ($1,000.00): a typo of a few zeros is refused. */
export const MAX_REFERRAL_REWARD_CENTS = 100_000;
/**
 * The platform's minimum charge: a checkout never costs less than this after credit (Stripe's
 * smallest charge in USD is 50 cents). A total already under it takes no credit.
 */
export const MINIMUM_CHARGE_CENTS = 50;

export interface ReferralCode {
  readonly code: string;
  readonly userId: string;
  readonly createdAt: string;
}

export const REFERRAL_STATUSES = ['pending', 'rewarded'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

/** product.md "referrals": referrer, referred user, status, reward. */
export interface Referral {
  readonly id: string;
  readonly referrerId: string;
  readonly referredId: string;
  readonly code: string;
  readonly status: ReferralStatus;
  /** The reward granted (cents), once rewarded. */
  readonly rewardCents: number | null;
  readonly createdAt: string;
  readonly rewardedAt: string | null;
}

export type ReferralCreditKind = 'earned' | 'spent';

export interface ReferralCredit {
  readonly id: string;
  /** Whose credit: the referrer for `earned`, the payer for `spent`. */
  readonly userId: string;
  readonly kind: ReferralCreditKind;
  /** Always positive; `spent` rows count against the balance. */
  readonly amountCents: number;
  /** The rewarded referral (`earned`), unique: a referral pays out once. */
  readonly referralId: string | null;
  /** The paid submission (`spent`), unique: a payment spends once. */
  readonly submissionId: string | null;
  readonly createdAt: string;
}

export interface ReferralSettings {
  readonly rewardCents: number;
}

export const DEFAULT_REFERRAL_SETTINGS: ReferralSettings = { rewardCents: DEFAULT_REFERRAL_REWARD_CENTS };

// ---------------------------------------------------------------------------------------------
// Codes

/** A new code from random bytes (one per character; the caller draws them from crypto). */
export function generateReferralCode(randomBytes: ArrayLike<number>): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i += 1) code += REFERRAL_CODE_ALPHABET[(randomBytes[i] ?? 0) % REFERRAL_CODE_ALPHABET.length];
  return code;
}

/** A code as typed or carried in a link (spaces, dashes and case ignored), or null when it is not one. */
export function normalizeReferralCode(input: string | null | undefined): string | null {
  const code = (input ?? '').replace(/[\s-]/g, '').toUpperCase();
  return CODE_PATTERN.test(code) ? code : null;
}

/** The person's code, or a new one that no one holds yet (`draw` gives fresh random bytes on each call). */
export function codeForUser(
  userId: string,
  existing: readonly ReferralCode[],
  draw: () => ArrayLike<number>,
  now: number,
): Result<{ code: ReferralCode; created: boolean }, DataError> {
  const own = existing.find((c) => c.userId === userId);
  if (own) return ok({ code: own, created: false });
  const taken = new Set(existing.map((c) => c.code));
  for (let tries = 0; tries < 20; tries += 1) {
    const code = generateReferralCode(draw());
    if (!taken.has(code)) return ok({ code: { code, userId, createdAt: new Date(now).toISOString() }, created: true });
  }
  return err(dataErrors.failed('We could not make a referral code. Please try again.'));
}

/** The sign-up link that carries a code: /signup?ref=CODE on the app's origin. */
export const referralLink = (origin: string, code: string): string => `${origin.replace(/\/$/, '')}/signup?ref=${encodeURIComponent(code)}`;

// ---------------------------------------------------------------------------------------------
// Attribution

/**
 * A person who signed up with a code becomes its owner's referral: the code must exist, must not
 * be their own, and a person has one referrer only (a second attribution is refused).
 */
export function attributeReferral(input: {
  readonly referredId: string;
  readonly code: ReferralCode | null;
  /** Every referral that names the referred person (there is at most one). */
  readonly existing: readonly Pick<Referral, 'referredId'>[];
  /** The person already paid for a submission: too late to name a referrer. */
  readonly referredHasPaid?: boolean;
  readonly id: string;
  readonly now: number;
}): Result<Referral, DataError> {
  if (!input.code) return err(referralRefusals.noSuchCode());
  if (input.code.userId === input.referredId) return err(referralRefusals.ownCode());
  if (input.existing.some((r) => r.referredId === input.referredId)) return err(referralRefusals.alreadyReferred());
  if (input.referredHasPaid) return err(referralRefusals.afterFirstPayment());
  return ok({
    id: input.id,
    referrerId: input.code.userId,
    referredId: input.referredId,
    code: input.code.code,
    status: 'pending',
    rewardCents: null,
    createdAt: new Date(input.now).toISOString(),
    rewardedAt: null,
  });
}

// ---------------------------------------------------------------------------------------------
// Reward

const onlyPayments = (principal: Principal): DataError | null =>
  isSystemActor(principal) && principal.service === 'payments' ? null : dataErrors.forbidden('Only the payment service grants referral rewards.');

/**
 * The referred person's first paid submission earns the referrer one credit of the current reward
 * amount. Only the payment service grants it, and only once per referral: a second reward for the
 * same person is a conflict.
 */
export function rewardReferral(
  referral: Referral,
  credits: readonly Pick<ReferralCredit, 'referralId'>[],
  settings: ReferralSettings,
  principal: Principal,
  creditId: string,
  now: number,
): Result<{ referral: Referral; credit: ReferralCredit }, DataError> {
  const refusal = onlyPayments(principal);
  if (refusal) return err(refusal);
  if (referral.status === 'rewarded' || credits.some((c) => c.referralId === referral.id)) return err(dataErrors.conflict('This referral was already rewarded.'));
  const at = new Date(now).toISOString();
  return ok({
    referral: { ...referral, status: 'rewarded', rewardCents: settings.rewardCents, rewardedAt: at },
    credit: { id: creditId, userId: referral.referrerId, kind: 'earned', amountCents: settings.rewardCents, referralId: referral.id, submissionId: null, createdAt: at },
  });
}

// ---------------------------------------------------------------------------------------------
// Credit at checkout

/** What a person has left to spend: earned minus spent, never below zero. */
export function creditBalance(credits: readonly Pick<ReferralCredit, 'userId' | 'kind' | 'amountCents'>[], userId: string): number {
  const sum = credits.filter((c) => c.userId === userId).reduce((total, c) => total + (c.kind === 'earned' ? c.amountCents : -c.amountCents), 0);
  return Math.max(0, sum);
}

/** How much of a balance a checkout of `totalCents` takes: never below zero, never under the minimum charge. */
export function creditToApply(totalCents: number, balanceCents: number, minimumChargeCents = MINIMUM_CHARGE_CENTS): number {
  const room = Math.max(0, totalCents - minimumChargeCents);
  return Math.max(0, Math.min(Math.floor(balanceCents), room));
}

/**
 * A succeeded payment spends the credit it was reduced by (the submission's total minus what was
 * charged), once per submission and never more than the payer still has. Null when it used none.
 */
export function spendCredit(
  submission: { readonly id: string; readonly athleteId: string; readonly totalCents: number },
  amountPaidCents: number,
  credits: readonly ReferralCredit[],
  creditId: string,
  now: number,
): ReferralCredit | null {
  const used = submission.totalCents - amountPaidCents;
  if (used <= 0 || credits.some((c) => c.kind === 'spent' && c.submissionId === submission.id)) return null;
  const amount = Math.min(used, creditBalance(credits, submission.athleteId));
  if (amount <= 0) return null;
  return { id: creditId, userId: submission.athleteId, kind: 'spent', amountCents: amount, referralId: null, submissionId: submission.id, createdAt: new Date(now).toISOString() };
}

/**
 * Everything a succeeded payment does to referrals, as one rule: the payer's credit used by it is
 * spent, and if the payer was referred and not yet rewarded, their referrer earns the reward.
 */
export function settleReferralsOnPayment(input: {
  readonly submission: { readonly id: string; readonly athleteId: string; readonly totalCents: number };
  readonly amountPaidCents: number;
  /** The payer's referral (as the referred person), if any. */
  readonly referral: Referral | null;
  /** The ledger rows of the payer and of their referrer. */
  readonly credits: readonly ReferralCredit[];
  readonly settings: ReferralSettings;
  readonly ids: { readonly spent: string; readonly earned: string };
  readonly now: number;
  readonly principal: Principal;
}): Result<{ referral: Referral | null; credits: ReferralCredit[] }, DataError> {
  const refusal = onlyPayments(input.principal);
  if (refusal) return err(refusal);
  const added: ReferralCredit[] = [];
  const spent = spendCredit(input.submission, input.amountPaidCents, input.credits, input.ids.spent, input.now);
  if (spent) added.push(spent);
  if (!input.referral || input.referral.status === 'rewarded') return ok({ referral: null, credits: added });
  const reward = rewardReferral(input.referral, input.credits, input.settings, input.principal, input.ids.earned, input.now);
  if (!reward.ok) return reward;
  return ok({ referral: reward.value.referral, credits: [...added, reward.value.credit] });
}

// ---------------------------------------------------------------------------------------------
// Who reads and changes what

/** Only admins change the reward amount: a whole number of cents from 0 to MAX_REFERRAL_REWARD_CENTS. */
export function changeReferralReward(next: ReferralSettings, actor: Actor): Result<ReferralSettings, DataError> {
  const admin = requireAdmin(actor);
  if (!admin.ok) return admin;
  return validReferralSettings(next);
}

export function validReferralSettings(next: ReferralSettings): Result<ReferralSettings, DataError> {
  const cents = next.rewardCents;
  if (!Number.isInteger(cents) || cents < 0 || cents > MAX_REFERRAL_REWARD_CENTS) {
    return err(dataErrors.invalid(`The reward is an amount from 0 to ${MAX_REFERRAL_REWARD_CENTS / 100} in whole cents.`));
  }
  return ok({ rewardCents: cents });
}

/** A person reads their own referrals (as referrer or referred) and credit; an admin reads everyone's. */
export function readableReferrals<R extends Pick<Referral, 'referrerId' | 'referredId'>>(referrals: readonly R[], actor: Actor): Result<R[], DataError> {
  if (!actor) return err(dataErrors.notSignedIn());
  return ok(actor.isAdmin ? [...referrals] : referrals.filter((r) => r.referrerId === actor.id || r.referredId === actor.id));
}

/** The admin's lists (every code, referral and reward): admins only. */
export const mayListAllReferrals = (actor: Actor): Result<true, DataError> => {
  const admin = requireAdmin(actor);
  return admin.ok ? ok(true) : admin;
};
