import type { Clock } from '../../application/ports/clock.port';
import type { PaymentResult, PaymentsPort } from '../../application/ports/payments.port';
import type { PlatformSettings } from '../../application/ports/platform-settings.port';
import type { SubmissionAction, SubmissionListQuery, SubmissionRepository, SubmissionView } from '../../application/ports/submission-repository.port';
import { paidPaymentOf, refundPayment, type Payment } from '../../domain/payments/payment';
import type { CardInput } from '../../domain/payments/simulated-card';
import { paySimulated } from '../../domain/payments/simulated-payment';
import { err, ok, type Result } from '../../domain/result';
import type { Actor } from '../../domain/shared/actor';
import { dataErrors, type DataError } from '../../domain/shared/data-error';
import { systemActor } from '../../domain/shared/system-actor';
import { changeAppSettings, uploadSettingsOf, type AppSettings } from '../../domain/settings/app-settings';
import { changePricing, offerOf, type Pricing } from '../../domain/submissions/pricing';
import { transition, type TransitionOutcome } from '../../domain/submissions/submission-lifecycle';
import { canReadSubmission, createDraft, submissionsOf, type Submission, type SubmissionChange, type SubmissionRequest, submissionNotFound } from '../../domain/submissions/submission';
import type { UploadSettings } from '../../domain/videos/video';
import {
  ADMIN_REFUND_REASON,
  eventFor,
  overdueCancelledNotification,
  submissionNoticeFor,
  unlistedOffer,
} from '../shared/submission-journey';
import {
  paymentRow,
  sentNotificationRow,
  submissionEventRow,
  submissionRow,
  toPayment,
  toPro,
  toProfile,
  toSubmission,
  toSubmissionEvent,
  toVideoRef,
  type PaymentRow,
  type SubmissionEventRow,
  type SubmissionRow,
  type VideoRefRow,
} from '../shared/table-rows';
import { dataCall } from './data-call';
import { creditBalanceIn, REFERRAL_PAYMENT_STORES, settleReferralsIn } from './indexed-db-referrals.adapter';
import type { AccountDeletionPlan } from '../../domain/accounts/account-deletion';
import type { LocalFaultInjector } from './fault-injector';
import type { LocalCaller } from './local-caller';
import { request, rowOrNull, type LocalDatabase, type StoreName } from './local-database';
import { appSettingsIn, pricingIn, putAppSettings, putPricing } from './local-settings';
import { compareKeys } from '../../domain/shared/compare-keys';


/**
 * Stores a lifecycle change in the transaction `tx` (stores `submissions` and `submission_events`):
 * the submission row and its timeline row, keyed `<submission id>:<sequence>` so the timeline reads
 * back in order even when two changes share a timestamp.
 */
export async function storeSubmissionChange(tx: IDBTransaction, change: SubmissionChange): Promise<void> {
  const events = tx.objectStore('submission_events');
  const sequence = (await request(events.index('submission_id').count(change.submission.id))) + 1;
  tx.objectStore('submissions').put(submissionRow(change.submission));
  events.put(submissionEventRow(submissionEventKey(change.submission.id, sequence), change.event));
}

/** A timeline row's key: `<submission id>:<sequence>`, zero-padded so the rows read back in order. */
export const submissionEventKey = (submissionId: string, sequence: number): string => `${submissionId}:${String(sequence).padStart(6, '0')}`;

/** A submission's payment rows, read in `tx` (store `payments`). */
export async function paymentsIn(tx: IDBTransaction, submissionId: string): Promise<Payment[]> {
  return ((await request(tx.objectStore('payments').index('submission_id').getAll(submissionId))) as PaymentRow[]).map(toPayment);
}

/**
 * Submissions, the simulated payment provider and the platform settings on IndexedDB. Every call
 * identifies the caller from their access token (admin from their profile row), then loads,
 * lets the domain decide and stores its answer in ONE transaction (a submission with its timeline
 * row, the payment and the notification it causes). No rule is written here.
 */
export class IndexedDbSubmissions implements SubmissionRepository, PaymentsPort, PlatformSettings {
  readonly method = { kind: 'card-form' } as const;
  private readonly paymentService = systemActor('payments');

  constructor(
    private readonly db: LocalDatabase,
    private readonly clock: Clock,
    private readonly caller: LocalCaller,
    private readonly faults: LocalFaultInjector,
  ) {}

  // SubmissionRepository

  createDraft(proId: string, request_: SubmissionRequest): Promise<Result<Submission, DataError>> {
    return this.call(async () => {
      const actor = await this.caller.actor();
      return this.db.write(['pros', 'settings', 'submissions', 'submission_events'], async (tx) => {
        const pro = rowOrNull(toPro, await request(tx.objectStore('pros').get(proId)));
        const pricing = await pricingIn(tx);
        const offer = pro ? offerOf(pro) : unlistedOffer(proId, pricing.currency);
        const draft = createDraft({ id: globalThis.crypto.randomUUID(), pro: offer, request: request_ }, actor, this.clock.now(), pricing);
        if (!draft.ok) return draft;
        await storeSubmissionChange(tx, draft.value);
        return ok(draft.value.submission);
      });
    });
  }

  find(id: string): Promise<Result<SubmissionView, DataError>> {
    return this.call(async () => {
      const actor = await this.caller.actor();
      return this.db.read(VIEW_STORES, async (tx) => {
        const readable = await this.readable(tx, id, actor);
        return readable.ok ? ok(await this.view(tx, readable.value)) : readable;
      });
    });
  }

  list(query: SubmissionListQuery): Promise<Result<readonly SubmissionView[], DataError>> {
    return this.call(async () => {
      const actor = await this.caller.actor();
      return this.db.read(VIEW_STORES, async (tx) => {
        const store = tx.objectStore('submissions');
        // The rows to decide on: every one for an admin's list (submissionsOf refuses a non-admin), else the caller's by index.
        const rows = !actor ? [] : ((await request(query.as === 'admin' ? store.getAll() : store.index(query.as === 'athlete' ? 'athlete_id' : 'pro_id').getAll(actor.id))) as SubmissionRow[]);
        const mine = submissionsOf(rows.map(toSubmission), actor, query);
        if (!mine.ok) return mine;
        const views: SubmissionView[] = [];
        for (const s of mine.value) views.push(await this.view(tx, s));
        return ok(views);
      });
    });
  }

  act(id: string, action: SubmissionAction): Promise<Result<Submission, DataError>> {
    return this.call(async () => {
      const actor = await this.caller.actor();
      return this.db.write(CHANGE_STORES, async (tx) => {
        const current = await this.readable(tx, id, actor);
        if (!current.ok) return current;
        const video = action.type === 'start_checkout' ? rowOrNull((row: VideoRefRow) => toVideoRef(row), await request(tx.objectStore('videos').get(action.videoId))) : null;
        const event = eventFor(action, () => video);
        if (!event.ok) return event;
        const outcome = transition(current.value, event.value, actor, this.clock.now());
        return outcome.ok ? this.apply(tx, outcome.value, action.type === 'cancel_overdue') : outcome;
      });
    });
  }

  // PaymentsPort

  pay(submissionId: string, card?: CardInput): Promise<Result<PaymentResult, DataError>> {
    return this.call(async () => {
      const actor = await this.caller.actor();
      // One transaction from the plan to the stored answer: a second click waits for the first and then sees it paid.
      return this.db.write([...CHANGE_STORES, ...REFERRAL_PAYMENT_STORES], async (tx): Promise<Result<PaymentResult, DataError>> => {
        const submission = await this.readable(tx, submissionId, actor);
        if (!submission.ok) return submission;
        const now = this.clock.now();
        const balance = await creditBalanceIn(tx, submission.value.athleteId);
        const payment = paySimulated(submission.value, await paymentsIn(tx, submissionId), card, actor, globalThis.crypto.randomUUID(), now, balance);
        if (!payment.ok) return payment;
        if (payment.value.kind === 'already-paid') return ok({ status: 'succeeded' });
        if (payment.value.kind === 'declined') {
          tx.objectStore('payments').put(paymentRow(payment.value.payment));
          return ok({ status: 'declined', message: payment.value.message });
        }
        const paid = payment.value;
        const notice = submissionNoticeFor(paid.change, globalThis.crypto.randomUUID());
        if (!notice.ok) return notice;
        const referrals = await settleReferralsIn(tx, submission.value, paid.payment.amountCents, this.paymentService, now);
        if (!referrals.ok) return referrals;
        tx.objectStore('payments').put(paymentRow(paid.payment));
        if (notice.value) tx.objectStore('notifications').add(sentNotificationRow(notice.value));
        await storeSubmissionChange(tx, paid.change);
        return ok({ status: 'succeeded' });
      });
    });
  }

  refund(submissionId: string): Promise<Result<void, DataError>> {
    return this.call(async () => {
      const actor = await this.caller.actor();
      return this.db.write(CHANGE_STORES, async (tx): Promise<Result<void, DataError>> => {
        const current = await this.readable(tx, submissionId, actor);
        if (!current.ok) return current;
        const outcome = transition(current.value, { type: 'refund', reason: ADMIN_REFUND_REASON }, actor, this.clock.now());
        if (!outcome.ok) return outcome;
        const applied = await this.apply(tx, outcome.value);
        return applied.ok ? ok(undefined) : applied;
      });
    });
  }

  // PlatformSettings

  pricing(): Promise<Result<Pricing, DataError>> {
    return this.call(async () => ok(await this.db.read('settings', pricingIn)));
  }

  async uploadSettings(): Promise<Result<UploadSettings, DataError>> {
    const read = await this.appSettings();
    return read.ok ? ok(uploadSettingsOf(read.value)) : read;
  }

  appSettings(): Promise<Result<AppSettings, DataError>> {
    return this.call(async () => ok(await this.db.read('settings', appSettingsIn)));
  }

  savePricing(pricing: Pricing): Promise<Result<Pricing, DataError>> {
    return this.call(async () => {
      const actor = await this.caller.actor();
      return this.db.write('settings', async (tx) => {
        const changed = changePricing(pricing, actor);
        if (changed.ok) putPricing(tx, changed.value);
        return changed;
      });
    });
  }

  saveAppSettings(settings: AppSettings): Promise<Result<AppSettings, DataError>> {
    return this.call(async () => {
      const actor = await this.caller.actor();
      return this.db.write('settings', async (tx) => {
        const changed = changeAppSettings(settings, actor);
        if (changed.ok) putAppSettings(tx, changed.value);
        return changed;
      });
    });
  }

  // Service rights (fixtures, admin tools)

  async putSettingsAsService(settings: { pricing?: Pricing; app?: AppSettings }): Promise<void> {
    await this.db.write('settings', async (tx) => {
      if (settings.pricing) putPricing(tx, settings.pricing);
      if (settings.app) putAppSettings(tx, settings.app);
      return ok(undefined);
    });
  }

  /** A submission in any status with its payments (pro-deletion fixtures). */
  async putAsService(submission: Submission, payments: readonly Payment[] = []): Promise<void> {
    await this.db.write(['submissions', 'payments'], async (tx) => {
      tx.objectStore('submissions').put(submissionRow(submission));
      for (const payment of payments) tx.objectStore('payments').put(paymentRow(payment));
      return ok(undefined);
    });
  }

  /**
   * Service side of an account deletion (issue 12), in the caller's transaction `tx` (CHANGE_STORES):
   * each closure stored with its refund and notice, the drafts removed with their timeline.
   */
  async storeAccountDeletion(tx: IDBTransaction, plan: Pick<AccountDeletionPlan, 'removedDraftIds' | 'closed'>): Promise<Result<void, DataError>> {
    for (const outcome of plan.closed) {
      const applied = await this.apply(tx, outcome);
      if (!applied.ok) return applied;
    }
    const events = tx.objectStore('submission_events');
    for (const id of plan.removedDraftIds) {
      tx.objectStore('submissions').delete(id);
      for (const key of (await request(events.index('submission_id').getAllKeys(id))) as IDBValidKey[]) events.delete(key);
    }
    return ok(undefined);
  }

  paymentsAsService(submissionId: string): Promise<Payment[]> {
    return this.db.read('payments', (tx) => paymentsIn(tx, submissionId));
  }

  /**
   * Stores a transition's answer in `tx`: the submission and its timeline row, the refund it asks
   * for and the notice the step sends (and the pro's, when the athlete cancelled under the turnaround guarantee).
   */
  private async apply(tx: IDBTransaction, outcome: TransitionOutcome, tellThePro = false): Promise<Result<Submission, DataError>> {
    const { submission } = outcome;
    if (tellThePro) {
      const proNotice = overdueCancelledNotification(submission, globalThis.crypto.randomUUID(), outcome.event.at);
      if (!proNotice.ok) return proNotice;
      tx.objectStore('notifications').add(sentNotificationRow(proNotice.value));
    }
    const notice = submissionNoticeFor(outcome, globalThis.crypto.randomUUID());
    if (!notice.ok) return notice;
    if (outcome.refund) {
      const paid = paidPaymentOf(await paymentsIn(tx, submission.id));
      if (paid) {
        const refund = refundPayment(paid, this.paymentService);
        if (!refund.ok) return refund;
        tx.objectStore('payments').put(paymentRow(refund.value.payment));
      }
    }
    if (notice.value) tx.objectStore('notifications').add(sentNotificationRow(notice.value));
    await storeSubmissionChange(tx, outcome);
    return ok(submission);
  }

  /** The submission if the caller may read it; signed out is refused, anyone else gets not-found. */
  private async readable(tx: IDBTransaction, id: string, actor: Actor): Promise<Result<Submission, DataError>> {
    if (actor === null) return err(dataErrors.notSignedIn());
    const submission = rowOrNull(toSubmission, await request(tx.objectStore('submissions').get(id)));
    return submission && canReadSubmission(submission, actor) ? ok(submission) : err(submissionNotFound());
  }

  private async view(tx: IDBTransaction, submission: Submission): Promise<SubmissionView> {
    const [pro, athlete, events] = await Promise.all([
      request(tx.objectStore('pros').get(submission.proId)),
      request(tx.objectStore('profiles').get(submission.athleteId)),
      request(tx.objectStore('submission_events').index('submission_id').getAll(submission.id)) as Promise<SubmissionEventRow[]>,
    ]);
    const profile = rowOrNull(toProfile, athlete);
    return {
      submission,
      proName: rowOrNull(toPro, pro)?.displayName ?? '',
      athleteName: profile ? `${profile.firstName} ${profile.lastName}`.trim() : '',
      timeline: events.sort((a, b) => compareKeys(a.at, b.at) || compareKeys(String(a.id), String(b.id))).map(toSubmissionEvent),
    };
  }

  private call<T>(work: () => Promise<Result<T, DataError>>): Promise<Result<T, DataError>> {
    return dataCall(this.faults, 'submissions', work);
  }
}

const VIEW_STORES: StoreName[] = ['submissions', 'submission_events', 'pros', 'profiles'];
export const CHANGE_STORES: StoreName[] = ['submissions', 'submission_events', 'videos', 'payments', 'notifications'];
