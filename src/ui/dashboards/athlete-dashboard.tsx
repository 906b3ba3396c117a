import { Link } from 'react-router-dom';
import { TYPES } from '../../application/ports/tokens';
import { useInjection } from '../app/container-context';
import { useResultQuery } from '../hooks/use-result-query';
import { CardListItem } from '../kit/card';
import { EmptyState } from '../kit/empty-state';
import { MutedText, PlainList } from '../kit/layout';
import { LinkButton } from '../kit/link-button';
import { LoadError } from '../kit/load-error';
import { Spinner } from '../kit/spinner';
import { dashboardQueries } from './dashboard-queries';
import { dateText, Panel } from './dashboard-panel';

/** The athlete's part of /dashboard: their submissions, each with its status and next action, and "Upload a clip". */
export function AthleteDashboard({ userId }: { userId: string }) {
  const load = useInjection(TYPES.LoadAthleteDashboard);
  const dashboard = useResultQuery(dashboardQueries.athlete(load, userId));
  return (
    <Panel title="Your submissions">
      <LinkButton to="/upload-start">Upload a clip</LinkButton>
      {dashboard.isPending ? (
        <Spinner size="sm" label="Loading your submissions" />
      ) : dashboard.isError ? (
        <LoadError what="your submissions" error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : dashboard.data.submissions.length === 0 ? (
        <EmptyState title="No submissions yet">
          <p>Upload a clip of your technique, choose a verified pro and get drawings, timestamped comments and a written summary back.</p>
        </EmptyState>
      ) : (
        <>
          <PlainList aria-label="Your submissions and what to do next">
            {dashboard.data.submissions.map((row) => (
              <CardListItem key={row.submissionId} flat>
                <strong>
                  {row.sport}
                  {row.proName ? ` with ${row.proName}` : ''}
                </strong>
                <MutedText size="sm">
                  {row.statusLabel} · {dateText(row.createdAt)}
                </MutedText>
                <Link to={row.nextAction.path}>{row.nextAction.label}</Link>
              </CardListItem>
            ))}
          </PlainList>
          <Link to="/submissions">All your submissions</Link>
        </>
      )}
    </Panel>
  );
}
