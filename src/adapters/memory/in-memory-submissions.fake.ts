import type { SentNotification } from '../../domain/notifications/notification';
import type { Clock } from '../../application/ports/clock.port';
import type { PaymentResult, PaymentsPort } from '../../application/ports/payments.port';
import type { PlatformSettings } from '../../application/ports/platform-settings.port';
import type { SubmissionAction, SubmissionListQuery, SubmissionRepository, SubmissionView } from '../../application/ports/submission-repository.port';
import { paidPaymentOf, refundPayment, type Payment } from '../../domain/payments/payment';
import type { CardInput } from '../../domain/payments/simulated-card';
import type { Review } from '../../domain/reviews/review';
import { paySimulated } from '../../domain/payments/simulated-payment';
import {
  creditBalance,
  DEFAULT_REFERRAL_SETTINGS,
  settleReferralsOnPayment,
  type Referral,
  type ReferralCode,
  type ReferralCredit,
  type ReferralSettings,
} from '../../domain/referrals/referral';
import { err, ok, type Result } from '../../domain/result';
import type { Actor } from '../../domain/shared/actor';
import { dataErrors, type DataError } from '../../domain/shared/data-error';
import { systemActor } from '../../domain/shared/system-actor';
import { changeAppSettings, DEFAULT_APP_SETTINGS, uploadSettingsOf, type AppSettings } from '../../domain/settings/app-settings';
import { changePricing, DEFAULT_PRICING, offerOf, type Pricing } from '../../domain/submissions/pricing';
import { transition, type TransitionOutcome } from '../../domain/submissions/submission-lifecycle';
import { canReadSubmission, createDraft, submissionsOf, totalCents, type Submission, type SubmissionChange, type SubmissionEventRecord, type SubmissionRequest, submissionNotFound } from '../../domain/submissions/submission';
import type { UploadSettings } from '../../domain/videos/video';
import {
  ADMIN_REFUND_REASON,
  eventFor,
  overdueCancelledNotification,
  submissionNoticeFor,
  SIMULATED_PROVIDER,
  unlistedOffer,
  type VideoRef,
} from '../shared/submission-journey';
import type { InMemoryMarketplace } from './in-memory-marketplace.fake';
import type { AccountDeletionPlan } from '../../domain/accounts/account-deletion';

/** A submission as the pro-deletion fixtures write it (the marketplace contract's shape). */
export interface SubmissionFixture {
  readonly id: string;
  readonly pro_id: string;
  readonly athlete_id: string;
  readonly status: Submission['status'];
  readonly paid: boolean;
}

/**
 * The journey's tables in memory, shared by the submissions fake and the marketplace (whose pro
 * deletion closes submissions): submissions, their timeline, payments, the video rows a checkout
 * reads, and the settings.
 */
export class InMemorySubmissionTables {
  readonly submissions = new Map<string, Submission>();
  /** Oldest first. */
  readonly timeline: SubmissionEventRecord[] = [];
  readonly payments = new Map<string, Payment>();
  /** Ratings of delivered analyses (issue 12), by id. */
  readonly reviews = new Map<string, Review>();
  /** The video rows a checkout reads (the videos engineer's repository writes the full rows). */
  readonly videos = new Map<string, VideoRef>();
  pricing: Pricing = DEFAULT_PRICING;
  appSettings: AppSettings = DEFAULT_APP_SETTINGS;
  /** Referrals (issue 12): codes by owner, referrals by id, the credit ledger, the reward amount. */
  readonly referralCodes = new Map<string, ReferralCode>();
  readonly referrals = new Map<string, Referral>();
  readonly referralCredits: ReferralCredit[] = [];
  referralSettings: ReferralSettings = DEFAULT_REFERRAL_SETTINGS;

  /** The part of the app settings the upload path applies. */
  get uploadSettings(): UploadSettings {
    return uploadSettingsOf(this.appSettings);
  }

  paymentsOf(submissionId: string): Payment[] {
    return [...this.payments.values()].filter((p) => p.submissionId === submissionId);
  }

  /** Paid: a succeeded payment (as pro_deletion_impact counts it). */
  paid(submissionId: string): boolean {
    return paidPaymentOf(this.paymentsOf(submissionId)) !== null;
  }

  record(change: SubmissionChange): void {
    this.submissions.set(change.submission.id, change.submission);
    this.timeline.push(change.event);
  }

  /** Service rights (fixtures): a submission in any status, with a succeeded payment when `paid`. */
  seed(row: SubmissionFixture, nowIso = '2026-03-01T09:00:00.000Z'): Submission {
    const submitted = row.paid || ['submitted', 'in_review', 'delivered', 'refunded'].includes(row.status);
    const submission: Submission = {
      id: row.id,
      athleteId: row.athlete_id,
      proId: row.pro_id,
      videoId: row.status === 'draft' ? null : `video-of-${row.id}`,
      sport: 'Tennis',
      question: 'Is my serve toss too far forward?',
      tier: 'standard',
      status: row.status,
      priceCents: 4500,
      platformFeeCents: 450,
      referralCreditCents: 0,
      currency: 'USD',
      turnaroundHours: 48,
      submittedAt: submitted ? nowIso : null,
      deliveredAt: row.status === 'delivered' ? nowIso : null,
      refundRequested: false,
      createdAt: nowIso,
      updatedAt: nowIso,
    };
    this.submissions.set(row.id, submission);
    if (row.paid) {
      const key = `checkout:${row.id}:1`;
      this.payments.set(`pay-${row.id}`, {
        id: `pay-${row.id}`, submissionId: row.id, payerId: row.athlete_id, amountCents: 4950, currency: 'USD', provider: SIMULATED_PROVIDER,
        providerRef: `sim_${key}`, status: 'succeeded', idempotencyKey: key, attempt: 1, createdAt: nowIso,
      });
    }
    return submission;
  }

  /** Service rights: a pro's submissions as the deletion fixtures read them. */
  rowsOf(proId: string): { id: string; status: string; refund_requested: boolean }[] {
    return [...this.submissions.values()].filter((s) => s.proId === proId).map((s) => ({ id: s.id, status: s.status, refund_requested: s.refundRequested }));
  }
}

/**
 * Submissions, the simulated payment provider and the platform settings, in memory. Each call
 * identifies the caller, loads, lets the domain decide (createDraft, transition, planCheckout,
 * simulateCharge, settlePayment, refundPayment) and stores its answer: no rule is written here.
 */
export class InMemorySubmissions implements SubmissionRepository, PaymentsPort, PlatformSettings {
  readonly method = { kind: 'card-form' } as const;
  private readonly payments = systemActor('payments');

  constructor(
    private readonly actor: () => Actor,
    private readonly clock: Clock,
    readonly tables: InMemorySubmissionTables,
    /** Pros (offers, names) and the notifications store. */
    private readonly marketplace: InMemoryMarketplace,
    /** A person's name as screens show it, from their profile. */
    private readonly nameOf: (userId: string) => string,
    /** The video a checkout attaches (the videos repository's rows; fixtures fall back to the tables' refs). */
    private readonly videoFor: (videoId: string) => VideoRef | null = (videoId) => tables.videos.get(videoId) ?? null,
  ) {}

  // SubmissionRepository

  async createDraft(proId: string, request: SubmissionRequest): Promise<Result<Submission, DataError>> {
    const pro = this.marketplace.pros.get(proId);
    const pricing = this.tables.pricing;
    const draft = createDraft({ id: globalThis.crypto.randomUUID(), pro: pro ? offerOf(pro) : unlistedOffer(proId, pricing.currency), request }, this.actor(), this.clock.now(), pricing);
    if (!draft.ok) return draft;
    this.tables.record(draft.value);
    return ok(draft.value.submission);
  }

  async find(id: string): Promise<Result<SubmissionView, DataError>> {
    const readable = this.readable(id, this.actor());
    return readable.ok ? ok(this.view(readable.value)) : readable;
  }

  async list(query: SubmissionListQuery): Promise<Result<readonly SubmissionView[], DataError>> {
    const mine = submissionsOf(this.tables.submissions.values(), this.actor(), query);
    return mine.ok ? ok(mine.value.map((s) => this.view(s))) : mine;
  }

  async act(id: string, action: SubmissionAction): Promise<Result<Submission, DataError>> {
    const actor = this.actor();
    const current = this.readable(id, actor);
    if (!current.ok) return current;
    const event = eventFor(action, this.videoFor);
    if (!event.ok) return event;
    const outcome = transition(current.value, event.value, actor, this.clock.now());
    return outcome.ok ? this.apply(outcome.value, action.type === 'cancel_overdue') : outcome;
  }

  // PaymentsPort

  async pay(submissionId: string, card?: CardInput): Promise<Result<PaymentResult, DataError>> {
    const actor = this.actor();
    const submission = this.readable(submissionId, actor);
    if (!submission.ok) return submission;
    const now = this.clock.now();
    const balance = creditBalance(this.tables.referralCredits, submission.value.athleteId);
    const payment = paySimulated(submission.value, this.tables.paymentsOf(submissionId), card, actor, globalThis.crypto.randomUUID(), now, balance);
    if (!payment.ok) return payment;
    if (payment.value.kind === 'already-paid') return ok({ status: 'succeeded' });
    if (payment.value.kind === 'declined') {
      this.tables.payments.set(payment.value.payment.id, payment.value.payment);
      return ok({ status: 'declined', message: payment.value.message });
    }
    const paid = payment.value;
    const notice = submissionNoticeFor(paid.change, globalThis.crypto.randomUUID());
    if (!notice.ok) return notice;
    const referrals = settleReferralsOnPayment({
      submission: { id: submissionId, athleteId: submission.value.athleteId, totalCents: totalCents(submission.value) },
      amountPaidCents: paid.payment.amountCents,
      referral: [...this.tables.referrals.values()].find((r) => r.referredId === submission.value.athleteId) ?? null,
      credits: this.tables.referralCredits,
      settings: this.tables.referralSettings,
      ids: { spent: globalThis.crypto.randomUUID(), earned: globalThis.crypto.randomUUID() },
      now,
      principal: this.payments,
    });
    if (!referrals.ok) return referrals;
    this.tables.payments.set(paid.payment.id, paid.payment);
    this.tables.record(paid.change);
    if (referrals.value.referral) this.tables.referrals.set(referrals.value.referral.id, referrals.value.referral);
    this.tables.referralCredits.push(...referrals.value.credits);
    if (notice.value) this.marketplace.notifications.push(notice.value);
    return ok({ status: 'succeeded' });
  }

  async refund(submissionId: string): Promise<Result<void, DataError>> {
    const actor = this.actor();
    const current = this.readable(submissionId, actor);
    if (!current.ok) return current;
    const outcome = transition(current.value, { type: 'refund', reason: ADMIN_REFUND_REASON }, actor, this.clock.now());
    if (!outcome.ok) return outcome;
    const applied = this.apply(outcome.value);
    return applied.ok ? ok(undefined) : applied;
  }

  /**
   * Service side of an account deletion (issue 12), as `planAccountDeletion` decided it: the
   * drafts removed with their timeline, each closure stored with its refund and notice.
   */
  storeAccountDeletion(plan: Pick<AccountDeletionPlan, 'removedDraftIds' | 'closed'>): Result<void, DataError> {
    for (const outcome of plan.closed) {
      const applied = this.apply(outcome);
      if (!applied.ok) return applied;
    }
    for (const id of plan.removedDraftIds) {
      this.tables.submissions.delete(id);
      for (let i = this.tables.timeline.length - 1; i >= 0; i--) if (this.tables.timeline[i]!.submissionId === id) this.tables.timeline.splice(i, 1);
    }
    return ok(undefined);
  }

  // PlatformSettings

  async pricing(): Promise<Result<Pricing, DataError>> {
    return ok(this.tables.pricing);
  }

  async uploadSettings(): Promise<Result<UploadSettings, DataError>> {
    return ok(this.tables.uploadSettings);
  }

  async appSettings(): Promise<Result<AppSettings, DataError>> {
    return ok(this.tables.appSettings);
  }

  async savePricing(pricing: Pricing): Promise<Result<Pricing, DataError>> {
    const changed = changePricing(pricing, this.actor());
    if (changed.ok) this.tables.pricing = changed.value;
    return changed;
  }

  async saveAppSettings(settings: AppSettings): Promise<Result<AppSettings, DataError>> {
    const changed = changeAppSettings(settings, this.actor());
    if (changed.ok) this.tables.appSettings = changed.value;
    return changed;
  }

  /**
   * Stores a transition's answer: the submission, its timeline record, the refund it asks for and
   * the notice the step sends (and the pro's, when the athlete cancelled under the turnaround guarantee).
   */
  private apply(outcome: TransitionOutcome, tellThePro = false): Result<Submission, DataError> {
    const { submission } = outcome;
    let refunded: Payment | null = null;
    let proNotice: SentNotification | null = null;
    if (tellThePro) {
      const sent = overdueCancelledNotification(submission, globalThis.crypto.randomUUID(), outcome.event.at);
      if (!sent.ok) return sent;
      proNotice = sent.value;
    }
    const notice = submissionNoticeFor(outcome, globalThis.crypto.randomUUID());
    if (!notice.ok) return notice;
    if (outcome.refund) {
      const paid = paidPaymentOf(this.tables.paymentsOf(submission.id));
      if (paid) {
        const refund = refundPayment(paid, this.payments);
        if (!refund.ok) return refund;
        refunded = refund.value.payment;
      }
    }
    this.tables.record(outcome);
    if (refunded) this.tables.payments.set(refunded.id, refunded);
    if (notice.value) this.marketplace.notifications.push(notice.value);
    if (proNotice) this.marketplace.notifications.push(proNotice);
    return ok(submission);
  }

  /** The submission if the caller may read it; signed out is refused, anyone else gets not-found. */
  private readable(id: string, actor: Actor): Result<Submission, DataError> {
    if (actor === null) return err(dataErrors.notSignedIn());
    const submission = this.tables.submissions.get(id);
    return submission && canReadSubmission(submission, actor) ? ok(submission) : err(submissionNotFound());
  }

  private view(submission: Submission): SubmissionView {
    return {
      submission,
      proName: this.marketplace.pros.get(submission.proId)?.displayName ?? '',
      athleteName: this.nameOf(submission.athleteId),
      timeline: this.tables.timeline.filter((e) => e.submissionId === submission.id),
    };
  }
}
