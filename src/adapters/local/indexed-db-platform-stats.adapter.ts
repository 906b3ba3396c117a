import type { Clock } from '../../application/ports/clock.port';
import type { PlatformStats } from '../../application/ports/platform-stats.port';
import { platformCounts, type PlatformCounts } from '../../domain/dashboards/platform-counts';
import { ok, type Result } from '../../domain/result';
import type { DataError } from '../../domain/shared/data-error';
import type { Pricing } from '../../domain/submissions/pricing';
import { toPayment, toPro, toSubmission, type PaymentRow, type ProRow, type SubmissionRow } from '../shared/table-rows';
import { toVideo, type VideoRow } from '../shared/video-rows';
import { dataCall } from './data-call';
import type { LocalFaultInjector } from './fault-injector';
import type { LocalCaller } from './local-caller';
import { request, type LocalDatabase } from './local-database';

/**
 * The admin's counts on IndexedDB: the caller identified from their access token (admin from their
 * profile row), the rows read in one transaction, the domain's `platformCounts` deciding the rest.
 */
export class IndexedDbPlatformStats implements PlatformStats {
  constructor(
    private readonly db: LocalDatabase,
    private readonly clock: Clock,
    private readonly caller: LocalCaller,
    private readonly faults: LocalFaultInjector,
    /** The platform's pricing (its currency), as the settings store holds it. */
    private readonly pricing: () => Promise<Result<Pricing, DataError>>,
  ) {}

  platformCounts(): Promise<Result<PlatformCounts, DataError>> {
    return dataCall(this.faults, 'submissions', async () => {
      const actor = await this.caller.actor();
      const pricing = await this.pricing();
      if (!pricing.ok) return pricing;
      const rows = await this.db.read(['pros', 'submissions', 'payments', 'videos'], async (tx) => {
        const all = <T>(store: 'pros' | 'submissions' | 'payments' | 'videos') => request(tx.objectStore(store).getAll()) as Promise<T[]>;
        const [pros, submissions, payments, videos] = await Promise.all([all<ProRow>('pros'), all<SubmissionRow>('submissions'), all<PaymentRow>('payments'), all<VideoRow>('videos')]);
        return ok({ pros, submissions, payments, videos });
      });
      if (!rows.ok) return rows;
      return platformCounts(
        {
          pros: rows.value.pros.map(toPro),
          submissions: rows.value.submissions.map(toSubmission),
          payments: rows.value.payments.map(toPayment),
          videos: rows.value.videos.map(toVideo),
          currency: pricing.value.currency,
        },
        actor,
        this.clock.now(),
      );
    });
  }
}
