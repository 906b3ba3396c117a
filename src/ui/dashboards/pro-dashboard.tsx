import { Link } from 'react-router-dom';
import { TYPES } from '../../application/ports/tokens';
import { formatPrice } from '../../domain/pros/pro';
import { useInjection } from '../app/container-context';
import { useResultQuery } from '../hooks/use-result-query';
import { CardListItem } from '../kit/card';
import { EmptyState } from '../kit/empty-state';
import { MutedText, PlainList, Row } from '../kit/layout';
import { LinkButton } from '../kit/link-button';
import { LoadError } from '../kit/load-error';
import { Spinner } from '../kit/spinner';
import { dashboardQueries } from './dashboard-queries';
import { dateTimeText, Figure, Panel, WarningTag } from './dashboard-panel';

/** The pro's part of /dashboard: verification and its next step, the review queue (overdue first), earnings this month. */
export function ProDashboard({ userId }: { userId: string }) {
  const load = useInjection(TYPES.LoadProDashboard);
  const dashboard = useResultQuery(dashboardQueries.pro(load, userId));
  if (dashboard.isPending) return <Spinner size="sm" label="Loading your pro dashboard" />;
  if (dashboard.isError) return <LoadError what="your pro dashboard" error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  const { verification, queue, earningsThisMonth } = dashboard.data;
  return (
    <>
      <Panel title="Verification">
        <p>
          Status: <strong>{verification.statusLabel}</strong>
        </p>
        {verification.rejectionReason ? <p>Reason given: {verification.rejectionReason}</p> : null}
        <p>
          Next step: <Link to={verification.path}>{verification.nextStep}</Link>
        </p>
      </Panel>
      <Panel title="Review queue">
        {queue.length === 0 ? (
          <EmptyState title="No reviews waiting">
            <p>Paid requests from athletes appear here with the time they are due.</p>
          </EmptyState>
        ) : (
          <PlainList aria-label="Reviews to do, overdue first">
            {queue.map((entry) => (
              <CardListItem key={entry.submissionId} flat>
                <Row gap="sm">
                  <strong>
                    {entry.sport}
                    {entry.athleteName ? ` for ${entry.athleteName}` : ''}
                  </strong>
                  {entry.overdue ? <WarningTag>Overdue</WarningTag> : null}
                </Row>
                <MutedText size="sm">
                  {entry.statusLabel} · Due {dateTimeText(entry.dueAt)}
                </MutedText>
                <Link to={`/submissions/${encodeURIComponent(entry.submissionId)}`}>Open the request</Link>
              </CardListItem>
            ))}
          </PlainList>
        )}
        <LinkButton variant="secondary" to="/submissions">
          Review queue
        </LinkButton>
      </Panel>
      <Panel title="Earnings this month">
        <Figure value={formatPrice(earningsThisMonth.cents, earningsThisMonth.currency)} caption="Your share of the reviews paid for this month." />
      </Panel>
    </>
  );
}
