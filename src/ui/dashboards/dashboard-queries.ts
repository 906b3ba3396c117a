import type { LoadAthleteDashboard } from '../../application/dashboards/load-athlete-dashboard.use-case';
import type { LoadPlatformCounts } from '../../application/dashboards/load-platform-counts.use-case';
import type { LoadProDashboard } from '../../application/dashboards/load-pro-dashboard.use-case';
import { resultQueryOptions } from '../hooks/use-result-query';

/** Every query key of the dashboards (issue 12). */
export const dashboardKeys = {
  all: ['dashboards'] as const,
  athlete: (userId: string) => [...dashboardKeys.all, 'athlete', userId] as const,
  pro: (userId: string) => [...dashboardKeys.all, 'pro', userId] as const,
  platformCounts: (userId: string) => [...dashboardKeys.all, 'platform-counts', userId] as const,
};

/** One `queryOptions` per read of the dashboards. */
export const dashboardQueries = {
  athlete: (load: LoadAthleteDashboard, userId: string) => resultQueryOptions(dashboardKeys.athlete(userId), () => load.execute()),
  pro: (load: LoadProDashboard, userId: string) => resultQueryOptions(dashboardKeys.pro(userId), () => load.execute()),
  platformCounts: (load: LoadPlatformCounts, userId: string) => resultQueryOptions(dashboardKeys.platformCounts(userId), () => load.execute()),
};
