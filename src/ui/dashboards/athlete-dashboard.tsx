import { Link } from 'react-router-dom';
import { TYPES } from '../../application/ports/tokens';
import { athleteCounts, type AthleteCounts } from '../../domain/dashboards/athlete-dashboard';
import { PersonAvatar } from '../accounts/person-avatar';
import { useInjection } from '../app/container-context';
import { usePrefetchResult, useResultQuery } from '../hooks/use-result-query';
import { CardListItem } from '../kit/card';
import { EmptyState } from '../kit/empty-state';
import { ArrowRightIcon, CheckIcon, ClockIcon, UploadIcon, UserIcon, VideoIcon, WithIcon } from '../kit/icons';
import { MediaRow, MutedText, PlainList, Row, Stack, Stretch } from '../kit/layout';
import { LinkButton } from '../kit/link-button';
import { ReadView } from '../kit/read-view';
import { SizedLoading, Spinner } from '../kit/spinner';
import { StatGrid, StatTile } from '../kit/stat-tile';
import { StatusBadge } from '../kit/status-badge';
import { QuestionExcerpt } from '../submissions/question-excerpt';
import { ProCard, ProCardGrid } from '../pros/pro-card';
import { prosQueries } from '../pros/pros-queries';
import { dashboardQueries } from './dashboard-queries';
import { dateText } from '../kit/format';
import { Panel } from './dashboard-panel';

/** The athlete's dashboard read, shared by its numbers and its submissions panel (one query). */
function useAthleteDashboardRead(userId: string) {
  return dashboardQueries.athlete(useInjection(TYPES.LoadAthleteDashboard), userId);
}

/**
 * The athlete's dashboard as their panels show it: read once, by the component that lays them out,
 * and handed to each, so the numbers and the list show the same answer in the same render.
 */
export function useAthleteDashboard(userId: string) {
  return useResultQuery(useAthleteDashboardRead(userId));
}

export type AthleteDashboardView = ReturnType<typeof useAthleteDashboard>;

/** The top-rated pros the dashboard suggests: a showcase, hidden rather than retried when it fails. */
function useTopRatedRead() {
  return prosQueries.featured(useInjection(TYPES.ProRepository), SUGGESTED_PROS);
}

const TOP_RATED_SETTINGS = { retry: false } as const;

/** Starts the reads of an athlete's panels before the panels render (usePrefetchResult). */
export function AthleteDashboardReads({ userId }: { userId: string }) {
  usePrefetchResult(useAthleteDashboardRead(userId));
  usePrefetchResult(useTopRatedRead(), TOP_RATED_SETTINGS);
  return null;
}

/** The athlete's numbers on /dashboard (waiting on them, with their pro, delivered); their place held while they load (CLS, issue 13). */
export function AthleteNumbersSection({ dashboard }: { dashboard: AthleteDashboardView }) {
  if (dashboard.isPending) {
    return (
      <SizedLoading label="Loading your numbers">
        <AthleteNumbers counts={athleteCounts([])} />
      </SizedLoading>
    );
  }
  // A failed read is said once, in the submissions panel.
  return dashboard.data ? <AthleteNumbers counts={athleteCounts(dashboard.data.submissions)} /> : null;
}

/** The athlete's submissions on /dashboard, each with its status and next action, and "Upload a clip". */
export function AthleteSubmissionsPanel({ dashboard }: { dashboard: AthleteDashboardView }) {
  return (
    <Panel title="Your submissions">
      <LinkButton to="/upload-start">
        <UploadIcon /> Upload a clip
      </LinkButton>
      <ReadView read={dashboard} loading="Loading your submissions" what="your submissions" spinner="sm">
        {(athleteDashboard) => athleteDashboard.submissions.length === 0 ? (
          <EmptyState title="No submissions yet">
            <p>Upload a clip of your technique, choose a verified pro and get drawings, timestamped comments and a written summary back.</p>
          </EmptyState>
        ) : (
          <>
            <PlainList aria-label="Your submissions and what to do next">
              {athleteDashboard.submissions.map((row) => (
                <CardListItem key={row.submissionId} flat>
                  <MediaRow gap="sm">
                    {row.proName ? <PersonAvatar name={row.proName} id={row.proId} size="sm" decorative /> : <VideoIcon size="lg" />}
                    <Stack gap="xs">
                      <strong>
                        {row.sport}
                        {row.proName ? ` with ${row.proName}` : ''}
                      </strong>
                      <Row gap="sm">
                        <StatusBadge status={row.status} />
                        <MutedText size="sm">{dateText(row.createdAt)}</MutedText>
                      </Row>
                      <QuestionExcerpt question={row.question} />
                      <Link to={row.nextAction.path}>
                        <WithIcon icon={<ArrowRightIcon size="sm" />}>{row.nextAction.label}</WithIcon>
                      </Link>
                    </Stack>
                  </MediaRow>
                </CardListItem>
              ))}
            </PlainList>
            <Link to="/submissions">All your submissions</Link>
          </>
        )}
      </ReadView>
    </Panel>
  );
}

function AthleteNumbers({ counts }: { counts: AthleteCounts }) {
  return (
    <StatGrid aria-label="Your numbers">
      <StatTile value={counts.waitingOnYou} label="Waiting on you" icon={UserIcon} tone={counts.waitingOnYou > 0 ? 'warning' : 'neutral'} />
      <StatTile value={counts.withYourPro} label="With your pro" icon={ClockIcon} tone="info" />
      <StatTile value={counts.delivered} label="Analyses delivered" icon={CheckIcon} tone="success" />
    </StatGrid>
  );
}

/** How many top-rated pros the athlete's dashboard offers: two cards side by side in its main column. */
export const SUGGESTED_PROS = 2;

/**
 * The best-rated verified pros, each a click from a request to them: the athlete's next analysis
 * is one choice away. Stays out of the way when there are none or they cannot be read (a
 * suggestion, not a task). It comes in under the athlete's submissions once those are shown, so
 * their arrival above it never pushes it down the screen (CLS, issue 13); both reads start at once.
 */
export function TopRatedProsPanel({ submissions }: { submissions: AthleteDashboardView }) {
  const featured = useResultQuery(useTopRatedRead(), TOP_RATED_SETTINGS);
  if (submissions.isPending || featured.isError || (featured.isSuccess && featured.data.length === 0)) return null;
  return (
    <Panel title="Top-rated pros">
      {featured.isPending ? (
        <Spinner size="sm" label="Loading top-rated pros" />
      ) : (
        <Stretch>
          <ProCardGrid label="Top-rated verified pros">
            {featured.data.map((pro) => (
              <ProCard
                key={pro.id}
                pro={pro}
                action={
                  <LinkButton to={`/upload-start?pro=${encodeURIComponent(pro.id)}`} variant="secondary" aria-label={`Request analysis from ${pro.displayName}`}>
                    Request analysis
                  </LinkButton>
                }
              />
            ))}
          </ProCardGrid>
        </Stretch>
      )}
      <Link to="/pros">
        <WithIcon icon={<ArrowRightIcon size="sm" />}>See all verified pros</WithIcon>
      </Link>
    </Panel>
  );
}
