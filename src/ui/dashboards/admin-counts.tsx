import { memo } from 'react';
import { Link } from 'react-router-dom';
import { TYPES } from '../../application/ports/tokens';
import { emptyStatusCounts, type PlatformCounts } from '../../domain/dashboards/platform-counts';
import { DEFAULT_CURRENCY } from '../../domain/pros/pro';
import { SUBMISSION_STATUSES, SUBMISSION_STATUS_LABELS } from '../../domain/submissions/submission';
import { useInjection } from '../app/container-context';
import { usePrefetchResult, useResultQuery } from '../hooks/use-result-query';
import { PlainList } from '../kit/layout';
import { LinkButton } from '../kit/link-button';
import { LoadError } from '../kit/load-error';
import { ReadView } from '../kit/read-view';
import { SizedLoading } from '../kit/spinner';
import { dashboardQueries } from './dashboard-queries';
import { Panel } from './dashboard-panel';
import { ListIcon, MoneyIcon, ShieldCheckIcon, VideoIcon, WithIcon } from '../kit/icons';
import { StatGrid, StatListTile, StatTile } from '../kit/stat-tile';
import { submissionsPath } from '../submissions/submissions-path';
import { countOf, formatPrice } from '../kit/format';

/** The platform's counts, read once per admin. */
function usePlatformCountsRead(userId: string) {
  return dashboardQueries.platformCounts(useInjection(TYPES.LoadPlatformCounts), userId);
}

function usePlatformCounts(userId: string) {
  return useResultQuery(usePlatformCountsRead(userId));
}

/** Starts the read of an admin's counts before their panel renders (usePrefetchResult). */
export function AdminDashboardReads({ userId }: { userId: string }) {
  usePrefetchResult(usePlatformCountsRead(userId));
  return null;
}

/** An admin's /dashboard: the counts that need action, each a link to its list. */
export function AdminDashboard({ userId }: { userId: string }) {
  const counts = usePlatformCounts(userId);
  return (
    <Panel title="Needs your action">
      <ReadView read={counts} loading="Loading the platform's counts" what="the platform's counts" spinner="sm">
        {(platform) => (
          <PlainList>
            <li>
              <WithIcon icon={<ShieldCheckIcon />} tone="brand">
                <Link to="/admin/verification">{countOf(platform.pendingVerifications, 'pro waiting for verification', 'pros waiting for verification')}</Link>
              </WithIcon>
            </li>
            <li>
              <WithIcon icon={<VideoIcon />} tone="brand">
                <Link to="/admin/video-repair">{countOf(platform.videosNeedingRepair, 'video needing repair', 'videos needing repair')}</Link>
              </WithIcon>
            </li>
          </PlainList>
        )}
      </ReadView>
      <LinkButton to="/admin" variant="secondary">
        Open the admin area
      </LinkButton>
    </Panel>
  );
}

// Memoised: the loading stand-in (NO_COUNTS) renders once, not again with each change of the
// read's state, such as the fetch starting as the admin gate reveals /admin (issue 13).
const AdminFigures = memo(function AdminFigures({ counts }: { counts: PlatformCounts }) {
  return (
    <StatGrid aria-label="Platform figures" columns={3}>
      <StatTile
        value={counts.pendingVerifications}
        label="Pending verifications"
        icon={ShieldCheckIcon}
        tone={counts.pendingVerifications > 0 ? 'warning' : 'neutral'}
        action={<Link to="/admin/verification">Review pending pros</Link>}
      />
      <StatTile
        value={counts.videosNeedingRepair}
        label="Videos needing repair"
        icon={VideoIcon}
        tone={counts.videosNeedingRepair > 0 ? 'danger' : 'neutral'}
        action={<Link to="/admin/video-repair">Repair videos</Link>}
      />
      <StatTile
        value={formatPrice(counts.revenueThisMonthCents, counts.currency)}
        label="Revenue this month"
        icon={MoneyIcon}
        tone="success"
        detail={`Of which platform fees: ${formatPrice(counts.platformFeesThisMonthCents, counts.currency)}`}
        action={<Link to="/admin/pricing">Pricing and fees</Link>}
      />
      <StatListTile
        title="Submissions by status"
        icon={ListIcon}
        counts={SUBMISSION_STATUSES.map((status) => [
          SUBMISSION_STATUS_LABELS[status],
          <Link to={submissionsPath({ list: 'admin', status })} aria-label={`${SUBMISSION_STATUS_LABELS[status]}: ${countOf(counts.submissionsByStatus[status], 'submission', 'submissions')}`}>
            {counts.submissionsByStatus[status]}
          </Link>,
        ])}
        action={<Link to={submissionsPath({ list: 'admin' })}>All submissions</Link>}
        wide
      />
    </StatGrid>
  );
});

/** What the overview's stand-in shows while the counts load (never seen: it only gives the overview its size). */
const NO_COUNTS: PlatformCounts = { pendingVerifications: 0, submissionsByStatus: emptyStatusCounts(), revenueThisMonthCents: 0, platformFeesThisMonthCents: 0, currency: DEFAULT_CURRENCY, videosNeedingRepair: 0 };

/** /admin's overview: pending verifications, submissions by status, revenue this month, videos needing repair. */
export function AdminOverviewCounts({ userId }: { userId: string }) {
  const counts = usePlatformCounts(userId);
  if (counts.isPending) {
    return (
      <SizedLoading label="Loading the platform's counts">
        <AdminFigures counts={NO_COUNTS} />
      </SizedLoading>
    );
  }
  if (counts.isError) return <LoadError what="the platform's counts" error={counts.error} onRetry={() => void counts.refetch()} />;
  return <AdminFigures counts={counts.data} />;
}
