import { paymentWentThrough } from '../../domain/payments/payment';
import type { Clock } from '../../application/ports/clock.port';
import type { MyReferrals, ReferralAdminView, ReferralInvitation, ReferralRepository } from '../../application/ports/referral-repository.port';
import {
  attributeReferral,
  changeReferralReward,
  codeForUser,
  creditBalance,
  mayListAllReferrals,
  normalizeReferralCode,
  referralRefusals,
  type Referral,
  type ReferralCode,
  type ReferralSettings,
} from '../../domain/referrals/referral';
import { err, ok, type Result } from '../../domain/result';
import type { Actor } from '../../domain/shared/actor';
import { requireSignedIn } from '../../domain/shared/authorization';
import type { DataError } from '../../domain/shared/data-error';
import { referralRandomBytes } from '../shared/referral-rows';
import type { InMemorySubmissionTables } from './in-memory-submissions.fake';
import { newestFirst } from '../../domain/shared/compare-keys';

/**
 * Referrals in memory (issue 12), on the submission tables (the simulated provider settles the
 * reward and the spent credit in the same place). Each call identifies the caller, loads, lets the
 * domain decide and stores its answer.
 */
export class InMemoryReferrals implements ReferralRepository {
  constructor(
    private readonly actor: () => Actor,
    private readonly clock: Clock,
    private readonly tables: InMemorySubmissionTables,
    /** A person's full name and first name, from their profile. */
    private readonly nameOf: (userId: string) => string,
    private readonly firstNameOf: (userId: string) => string,
  ) {}

  async mine(): Promise<Result<MyReferrals, DataError>> {
    const actor = requireSignedIn(this.actor());
    if (!actor.ok) return actor;
    const code = this.ensureCode(actor.value.id);
    if (!code.ok) return code;
    return ok({
      userId: actor.value.id,
      code: code.value.code,
      balanceCents: creditBalance(this.tables.referralCredits, actor.value.id),
      currency: this.tables.pricing.currency,
      referrals: [...this.tables.referrals.values()]
        .filter((r) => r.referrerId === actor.value.id)
        .sort(newestFirst)
        .map((r) => ({ referredName: this.firstNameOf(r.referredId), status: r.status, rewardCents: r.rewardCents, createdAt: r.createdAt })),
    });
  }

  async invitation(input: string): Promise<Result<ReferralInvitation, DataError>> {
    const owner = this.codeRow(input);
    return owner ? ok({ code: owner.code, referrerFirstName: this.firstNameOf(owner.userId) }) : err(referralRefusals.noSuchCode());
  }

  async claim(input: string): Promise<Result<Referral, DataError>> {
    const actor = requireSignedIn(this.actor());
    return actor.ok ? this.attribute(actor.value.id, input) : actor;
  }

  async adminView(): Promise<Result<ReferralAdminView, DataError>> {
    const allowed = mayListAllReferrals(this.actor());
    if (!allowed.ok) return allowed;
    return ok({
      settings: this.tables.referralSettings,
      currency: this.tables.pricing.currency,
      codes: [...this.tables.referralCodes.values()].map((c) => ({ ...c, ownerName: this.nameOf(c.userId) })).sort(newestFirst),
      referrals: [...this.tables.referrals.values()]
        .map((r) => ({ ...r, referrerName: this.nameOf(r.referrerId), referredName: this.nameOf(r.referredId) }))
        .sort(newestFirst),
      rewards: this.tables.referralCredits
        .filter((c) => c.kind === 'earned')
        .map((c) => ({ ...c, userName: this.nameOf(c.userId) }))
        .sort(newestFirst),
    });
  }

  async saveSettings(settings: ReferralSettings): Promise<Result<ReferralSettings, DataError>> {
    const changed = changeReferralReward(settings, this.actor());
    if (changed.ok) this.tables.referralSettings = changed.value;
    return changed;
  }

  /** The sign-up path (service side): the new account's code, and its referrer from the metadata's code. */
  signedUp(userId: string, referralCode: string | undefined): void {
    this.ensureCode(userId);
    if (referralCode) this.attribute(userId, referralCode);
  }

  /** Service rights (fixtures, demo seed): the person's code, made if missing. */
  ensureCode(userId: string): Result<ReferralCode, DataError> {
    const made = codeForUser(userId, [...this.tables.referralCodes.values()], referralRandomBytes, this.clock.now());
    if (!made.ok) return made;
    if (made.value.created) this.tables.referralCodes.set(userId, made.value.code);
    return ok(made.value.code);
  }

  private attribute(userId: string, input: string): Result<Referral, DataError> {
    const made = attributeReferral({
      referredId: userId,
      code: this.codeRow(input),
      existing: [...this.tables.referrals.values()],
      referredHasPaid: [...this.tables.payments.values()].some((p) => p.payerId === userId && paymentWentThrough(p.status)),
      id: globalThis.crypto.randomUUID(),
      now: this.clock.now(),
    });
    if (made.ok) this.tables.referrals.set(made.value.id, made.value);
    return made;
  }

  private codeRow(input: string): ReferralCode | null {
    const code = normalizeReferralCode(input);
    return code ? ([...this.tables.referralCodes.values()].find((c) => c.code === code) ?? null) : null;
  }
}
