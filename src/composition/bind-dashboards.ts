import type { Container } from 'inversify';
import { LoadAthleteDashboard } from '../application/dashboards/load-athlete-dashboard.use-case';
import { LoadPlatformCounts } from '../application/dashboards/load-platform-counts.use-case';
import { LoadProDashboard } from '../application/dashboards/load-pro-dashboard.use-case';
import type { PlatformStats } from '../application/ports/platform-stats.port';
import { TYPES } from '../application/ports/tokens';
import { typedBindings } from './typed-bindings';

/** Dashboards by role (issue 12): built on the journey's and the marketplace's ports, plus the admin's counts. */
export function bindDashboards(c: Container, stats: PlatformStats | undefined): void {
  const { factory } = typedBindings(c);
  factory(TYPES.LoadAthleteDashboard, [TYPES.SubmissionRepository], (submissions) => new LoadAthleteDashboard(submissions));
  factory(
    TYPES.LoadProDashboard,
    [TYPES.AuthStore, TYPES.ProRepository, TYPES.SubmissionRepository, TYPES.PlatformSettings, TYPES.Clock],
    (store, pros, submissions, settings, clock) => new LoadProDashboard(store, pros, submissions, settings, clock),
  );
  if (stats) {
    factory(TYPES.LoadPlatformCounts, [TYPES.PlatformStats], (platformStats) => new LoadPlatformCounts(platformStats));
  }
}
