import { paymentWentThrough } from '../../domain/payments/payment';
import type { Clock } from '../../application/ports/clock.port';
import type { MyReferrals, ReferralAdminView, ReferralInvitation, ReferralRepository } from '../../application/ports/referral-repository.port';
import {
  attributeReferral,
  changeReferralReward,
  codeForUser,
  creditBalance,
  DEFAULT_REFERRAL_SETTINGS,
  mayListAllReferrals,
  normalizeReferralCode,
  settleReferralsOnPayment,
  referralRefusals,
  type Referral,
  type ReferralCode,
  type ReferralSettings,
} from '../../domain/referrals/referral';
import { err, ok, type Result } from '../../domain/result';
import { requireSignedIn } from '../../domain/shared/authorization';
import type { DataError } from '../../domain/shared/data-error';
import type { Principal } from '../../domain/shared/system-actor';
import { totalCents, type Submission } from '../../domain/submissions/submission';
import {
  referralCodeRow,
  referralCreditRow,
  referralRandomBytes,
  referralRow,
  toReferral,
  toReferralCode,
  toReferralCredit,
  type ReferralCodeRow,
  type ReferralCreditRow,
  type ReferralRow,
  type ReferralSettingsRow,
} from '../shared/referral-rows';
import { toProfile, type PaymentRow } from '../shared/table-rows';
import { dataCall } from './data-call';
import type { LocalFaultInjector } from './fault-injector';
import type { LocalCaller } from './local-caller';
import { request, rowOrNull, type LocalDatabase, type StoreName } from './local-database';
import { pricingIn } from './local-settings';
import { newestFirst } from '../../domain/shared/compare-keys';

const REFERRAL_SETTINGS_KEY = 'referrals';

/** The stores a payment touches for referrals (with the payment's own, in the same transaction). */
export const REFERRAL_PAYMENT_STORES: StoreName[] = ['referrals', 'referral_credits', 'settings'];

export async function referralSettingsIn(tx: IDBTransaction): Promise<ReferralSettings> {
  const row = (await request(tx.objectStore('settings').get(REFERRAL_SETTINGS_KEY))) as ReferralSettingsRow | undefined;
  return row ? { rewardCents: row.reward_cents } : DEFAULT_REFERRAL_SETTINGS;
}

/** The payer's credit balance, read in `tx` (store `referral_credits`). */
export async function creditBalanceIn(tx: IDBTransaction, userId: string): Promise<number> {
  const rows = (await request(tx.objectStore('referral_credits').index('user_id').getAll(userId))) as ReferralCreditRow[];
  return creditBalance(rows.map(toReferralCredit), userId);
}

/**
 * What a succeeded payment does to referrals, stored in the payment's transaction `tx`
 * (REFERRAL_PAYMENT_STORES): the domain's settleReferralsOnPayment decides.
 */
export async function settleReferralsIn(tx: IDBTransaction, submission: Submission, amountPaidCents: number, principal: Principal, now: number): Promise<Result<void, DataError>> {
  const referral = rowOrNull(toReferral, await request(tx.objectStore('referrals').index('referred_id').get(submission.athleteId)));
  const creditStore = tx.objectStore('referral_credits').index('user_id');
  const rows = [
    ...((await request(creditStore.getAll(submission.athleteId))) as ReferralCreditRow[]),
    ...(referral ? ((await request(creditStore.getAll(referral.referrerId))) as ReferralCreditRow[]) : []),
  ];
  const settled = settleReferralsOnPayment({
    submission: { id: submission.id, athleteId: submission.athleteId, totalCents: totalCents(submission) },
    amountPaidCents,
    referral,
    credits: rows.map(toReferralCredit),
    settings: await referralSettingsIn(tx),
    ids: { spent: globalThis.crypto.randomUUID(), earned: globalThis.crypto.randomUUID() },
    now,
    principal,
  });
  if (!settled.ok) return settled;
  if (settled.value.referral) tx.objectStore('referrals').put(referralRow(settled.value.referral));
  for (const credit of settled.value.credits) tx.objectStore('referral_credits').add(referralCreditRow(credit));
  return ok(undefined);
}

/** What one's referrals page reads: the code, the referrals made with it and their names, the credit, the currency. */
const MY_REFERRALS_STORES: StoreName[] = ['referral_codes', 'referrals', 'referral_credits', 'profiles', 'settings'];

/**
 * Referrals on IndexedDB (issue 12). Each call identifies the caller from their access token,
 * loads, lets the domain decide and stores its answer; the stores' unique indexes (one code per
 * account, one referrer per person) are the second lock. The reward and the spent credit are
 * settled by the simulated provider's payment (IndexedDbSubmissions.pay, settleReferralsIn).
 */
export class IndexedDbReferrals implements ReferralRepository {
  constructor(
    private readonly db: LocalDatabase,
    private readonly clock: Clock,
    private readonly caller: LocalCaller,
    private readonly faults: LocalFaultInjector,
  ) {}

  mine(): Promise<Result<MyReferrals, DataError>> {
    return this.call(async () => {
      const actor = requireSignedIn(await this.caller.actor());
      if (!actor.ok) return actor;
      const me = actor.value.id;
      // The code nearly always exists (made at sign-up): then all is read in one read-only
      // transaction. A read-write one over these stores held up every read of the profiles and
      // settings a page makes beside it, the dashboard's submissions among them (issue 13, LCP).
      const found = await this.db.read(MY_REFERRALS_STORES, async (tx) => {
        const code = rowOrNull(toReferralCode, await request(tx.objectStore('referral_codes').get(me)));
        return code ? this.myReferralsIn(tx, me, code) : null;
      });
      if (found) return ok(found);
      const code = await this.db.write('referral_codes', (tx) => this.ensureCodeIn(tx, me));
      if (!code.ok) return code;
      return ok(await this.db.read(MY_REFERRALS_STORES, (tx) => this.myReferralsIn(tx, me, code.value)));
    });
  }

  private async myReferralsIn(tx: IDBTransaction, me: string, code: ReferralCode): Promise<MyReferrals> {
    const made = ((await request(tx.objectStore('referrals').index('referrer_id').getAll(me))) as ReferralRow[]).map(toReferral);
    const referrals = [];
    for (const r of made.sort(newestFirst)) {
      referrals.push({ referredName: (await this.profileOf(tx, r.referredId))?.firstName ?? '', status: r.status, rewardCents: r.rewardCents, createdAt: r.createdAt });
    }
    return { userId: me, code: code.code, balanceCents: await creditBalanceIn(tx, me), currency: (await pricingIn(tx)).currency, referrals };
  }

  invitation(input: string): Promise<Result<ReferralInvitation, DataError>> {
    return this.call(() =>
      this.db.read(['referral_codes', 'profiles'], async (tx) => {
        const owner = await this.codeIn(tx, input);
        if (!owner) return err(referralRefusals.noSuchCode());
        return ok({ code: owner.code, referrerFirstName: (await this.profileOf(tx, owner.userId))?.firstName ?? '' });
      }),
    );
  }

  claim(input: string): Promise<Result<Referral, DataError>> {
    return this.call(async () => {
      const actor = requireSignedIn(await this.caller.actor());
      if (!actor.ok) return actor;
      return this.attribute(actor.value.id, input);
    });
  }

  adminView(): Promise<Result<ReferralAdminView, DataError>> {
    return this.call(async () => {
      const allowed = mayListAllReferrals(await this.caller.actor());
      if (!allowed.ok) return allowed;
      return this.db.read(['referral_codes', 'referrals', 'referral_credits', 'profiles', 'settings'], async (tx) => {
        const name = async (id: string) => {
          const p = await this.profileOf(tx, id);
          return p ? `${p.firstName} ${p.lastName}`.trim() : '';
        };
        const codes = [];
        for (const c of ((await request(tx.objectStore('referral_codes').getAll())) as ReferralCodeRow[]).map(toReferralCode)) codes.push({ ...c, ownerName: await name(c.userId) });
        const referrals = [];
        for (const r of ((await request(tx.objectStore('referrals').getAll())) as ReferralRow[]).map(toReferral)) {
          referrals.push({ ...r, referrerName: await name(r.referrerId), referredName: await name(r.referredId) });
        }
        const rewards = [];
        for (const c of ((await request(tx.objectStore('referral_credits').getAll())) as ReferralCreditRow[]).map(toReferralCredit)) {
          if (c.kind === 'earned') rewards.push({ ...c, userName: await name(c.userId) });
        }
        return ok({ settings: await referralSettingsIn(tx), currency: (await pricingIn(tx)).currency, codes: codes.sort(newestFirst), referrals: referrals.sort(newestFirst), rewards: rewards.sort(newestFirst) });
      });
    });
  }

  saveSettings(settings: ReferralSettings): Promise<Result<ReferralSettings, DataError>> {
    return this.call(async () => {
      const changed = changeReferralReward(settings, await this.caller.actor());
      if (!changed.ok) return changed;
      return this.db.write('settings', async (tx) => {
        tx.objectStore('settings').put({ key: REFERRAL_SETTINGS_KEY, reward_cents: changed.value.rewardCents } satisfies ReferralSettingsRow & { key: string });
        return changed;
      });
    });
  }

  /** The sign-up path (service side, LocalAuthServer): the new account's code, and its referrer from the metadata's code. */
  async signedUp(userId: string, referralCode: string | undefined): Promise<void> {
    await this.db.write('referral_codes', (tx) => this.ensureCodeIn(tx, userId));
    if (referralCode) await this.attribute(userId, referralCode);
  }

  private attribute(userId: string, input: string): Promise<Result<Referral, DataError>> {
    return this.db.write(['referral_codes', 'referrals', 'payments'], async (tx) => {
      const payments = (await request(tx.objectStore('payments').getAll())) as PaymentRow[];
      const existing = rowOrNull(toReferral, await request(tx.objectStore('referrals').index('referred_id').get(userId)));
      const made = attributeReferral({
        referredId: userId,
        code: await this.codeIn(tx, input),
        existing: existing ? [existing] : [],
        referredHasPaid: payments.some((p) => p.payer_id === userId && paymentWentThrough(p.status)),
        id: globalThis.crypto.randomUUID(),
        now: this.clock.now(),
      });
      if (made.ok) tx.objectStore('referrals').add(referralRow(made.value));
      return made;
    });
  }

  private async ensureCodeIn(tx: IDBTransaction, userId: string): Promise<Result<ReferralCode, DataError>> {
    const store = tx.objectStore('referral_codes');
    const own = rowOrNull(toReferralCode, await request(store.get(userId)));
    if (own) return ok(own);
    const taken = ((await request(store.getAll())) as ReferralCodeRow[]).map(toReferralCode);
    const made = codeForUser(userId, taken, referralRandomBytes, this.clock.now());
    if (!made.ok) return made;
    store.add(referralCodeRow(made.value.code));
    return ok(made.value.code);
  }

  private async codeIn(tx: IDBTransaction, input: string): Promise<ReferralCode | null> {
    const code = normalizeReferralCode(input);
    return code ? rowOrNull(toReferralCode, await request(tx.objectStore('referral_codes').index('code').get(code))) : null;
  }

  private async profileOf(tx: IDBTransaction, id: string) {
    return rowOrNull(toProfile, await request(tx.objectStore('profiles').get(id)));
  }

  private call<T>(work: () => Promise<Result<T, DataError>>): Promise<Result<T, DataError>> {
    return dataCall(this.faults, 'submissions', work);
  }
}
