import type { PlatformCounts } from '../../domain/dashboards/platform-counts';
import type { Result } from '../../domain/result';
import type { DataError } from '../../domain/shared/data-error';
import type { PlatformStats } from '../ports/platform-stats.port';

/** /admin and an admin's /dashboard: the counts that need action; the backend refuses anyone but an admin. */
export class LoadPlatformCounts {
  constructor(private readonly stats: PlatformStats) {}

  execute(): Promise<Result<PlatformCounts, DataError>> {
    return this.stats.platformCounts();
  }
}
