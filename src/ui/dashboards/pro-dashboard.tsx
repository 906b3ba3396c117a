import { Link } from 'react-router-dom';
import { TYPES } from '../../application/ports/tokens';
import { queueCounts, type Money, type ReviewQueueEntry } from '../../domain/dashboards/pro-dashboard';
import { DEFAULT_CURRENCY } from '../../domain/pros/pro';
import { PersonAvatar } from '../accounts/person-avatar';
import { useInjection } from '../app/container-context';
import { useResultQuery } from '../hooks/use-result-query';
import { CardListItem } from '../kit/card';
import { EmptyState } from '../kit/empty-state';
import { AlertIcon, ArrowRightIcon, ClockIcon, MoneyIcon, VideoIcon, WithIcon } from '../kit/icons';
import { FullWidth, MediaRow, MutedText, PlainList, Row, Stack } from '../kit/layout';
import { LinkButton } from '../kit/link-button';
import { LoadError } from '../kit/load-error';
import { SizedLoading, Spinner } from '../kit/spinner';
import { StatGrid, StatTile } from '../kit/stat-tile';
import { OverdueBadge, StatusBadge } from '../kit/status-badge';
import { dashboardQueries } from './dashboard-queries';
import { dateTimeText, formatPrice } from '../kit/format';
import { Panel } from './dashboard-panel';

/**
 * The pro's part of /dashboard: their numbers (reviews waiting, overdue, earnings this month),
 * the review queue (overdue first) and verification with its next step.
 */
export function ProDashboard({ userId }: { userId: string }) {
  const load = useInjection(TYPES.LoadProDashboard);
  const dashboard = useResultQuery(dashboardQueries.pro(load, userId));
  if (dashboard.isPending) {
    // The numbers' and the panels' places held: the panels after them do not move when they arrive.
    return (
      <>
        <FullWidth>
          <SizedLoading label="Loading your numbers">
            <ProNumbers queue={[]} earnings={{ cents: 0, currency: DEFAULT_CURRENCY }} />
          </SizedLoading>
        </FullWidth>
        <Panel title="Review queue">
          <Spinner size="sm" label="Loading your pro dashboard" />
        </Panel>
        <Panel title="Verification">
          <Spinner size="sm" label="Loading your verification" />
        </Panel>
      </>
    );
  }
  if (dashboard.isError) return <LoadError what="your pro dashboard" error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  const { verification, queue, earningsThisMonth } = dashboard.data;
  return (
    <>
      <FullWidth>
        <ProNumbers queue={queue} earnings={earningsThisMonth} />
      </FullWidth>
      <Panel title="Review queue">
        {queue.length === 0 ? (
          <EmptyState title="No reviews waiting">
            <p>Paid requests from athletes appear here with the time they are due.</p>
          </EmptyState>
        ) : (
          <PlainList aria-label="Reviews to do, overdue first">
            {queue.map((entry) => (
              <CardListItem key={entry.submissionId} flat>
                <MediaRow gap="sm">
                  <PersonAvatar name={entry.athleteName} id={entry.athleteId} size="sm" decorative />
                  <Stack gap="xs">
                    <strong>
                      {entry.sport}
                      {entry.athleteName ? ` for ${entry.athleteName}` : ''}
                    </strong>
                    <Row gap="sm">
                      <StatusBadge status={entry.status} />
                      {entry.overdue ? <OverdueBadge /> : null}
                      <MutedText size="sm">Due {dateTimeText(entry.dueAt)}</MutedText>
                    </Row>
                    <Link to={`/submissions/${encodeURIComponent(entry.submissionId)}`}>
                      <WithIcon icon={<ArrowRightIcon size="sm" />}>Open the request</WithIcon>
                    </Link>
                  </Stack>
                </MediaRow>
              </CardListItem>
            ))}
          </PlainList>
        )}
        <LinkButton variant="secondary" to="/submissions">
          Review queue
        </LinkButton>
      </Panel>
      <Panel title="Verification">
        <p>
          Status: <strong>{verification.statusLabel}</strong>
        </p>
        {verification.rejectionReason ? <p>Reason given: {verification.rejectionReason}</p> : null}
        <p>
          Next step: <Link to={verification.path}>{verification.nextStep}</Link>
        </p>
      </Panel>
    </>
  );
}

/** Reviews waiting (the first due one a click away), overdue, and this month's earnings. */
function ProNumbers({ queue, earnings }: { queue: readonly ReviewQueueEntry[]; earnings: Money }) {
  const counts = queueCounts(queue);
  const firstDue = queue[0];
  return (
    <StatGrid aria-label="Your numbers">
      <StatTile
        value={counts.waiting}
        label="Reviews waiting"
        icon={VideoIcon}
        tone="info"
        action={firstDue ? <Link to={`/submissions/${encodeURIComponent(firstDue.submissionId)}`}>Open the next one</Link> : undefined}
      />
      <StatTile value={counts.overdue} label="Overdue" icon={counts.overdue > 0 ? AlertIcon : ClockIcon} tone={counts.overdue > 0 ? 'danger' : 'neutral'} />
      <StatTile value={formatPrice(earnings.cents, earnings.currency)} label="Earnings this month" icon={MoneyIcon} tone="success" />
    </StatGrid>
  );
}
