import type { Clock } from '../../application/ports/clock.port';
import type { PlatformStats } from '../../application/ports/platform-stats.port';
import { platformCounts, type PlatformCounts } from '../../domain/dashboards/platform-counts';
import type { Result } from '../../domain/result';
import type { Actor } from '../../domain/shared/actor';
import type { DataError } from '../../domain/shared/data-error';
import { toVideo } from '../shared/video-rows';
import type { InMemoryMarketplace } from './in-memory-marketplace.fake';
import type { InMemoryVideoTables } from './in-memory-videos.fake';

/** The admin's counts over the memory tables: the domain's `platformCounts` decides who may read them. */
export class InMemoryPlatformStats implements PlatformStats {
  constructor(
    private readonly actor: () => Actor,
    private readonly clock: Clock,
    private readonly marketplace: InMemoryMarketplace,
    private readonly videos: InMemoryVideoTables,
  ) {}

  async platformCounts(): Promise<Result<PlatformCounts, DataError>> {
    const tables = this.marketplace.submissionTables;
    return platformCounts(
      {
        pros: this.marketplace.pros.values(),
        submissions: tables.submissions.values(),
        payments: tables.payments.values(),
        videos: [...this.videos.rows.values()].map(toVideo),
        currency: tables.pricing.currency,
      },
      this.actor(),
      this.clock.now(),
    );
  }
}
