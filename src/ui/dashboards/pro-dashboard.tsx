import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { TYPES } from '../../application/ports/tokens';
import { queueCounts, type ListingFacts, type Money, type ReviewQueueEntry, type VerificationStep } from '../../domain/dashboards/pro-dashboard';
import type { ProDashboard } from '../../application/dashboards/load-pro-dashboard.use-case';
import { DEFAULT_CURRENCY } from '../../domain/pros/pro';
import { PersonAvatar } from '../accounts/person-avatar';
import { useInjection } from '../app/container-context';
import { usePrefetchResult, useResultQuery } from '../hooks/use-result-query';
import { CardListItem } from '../kit/card';
import { EmptyState } from '../kit/empty-state';
import { AlertIcon, ArrowRightIcon, ClockIcon, MoneyIcon, VideoIcon, WithIcon } from '../kit/icons';
import { MediaRow, MutedText, PlainList, Row, Stack } from '../kit/layout';
import { LinkButton } from '../kit/link-button';
import { LoadError } from '../kit/load-error';
import { SizedLoading, Spinner } from '../kit/spinner';
import { StatGrid, StatTile } from '../kit/stat-tile';
import { Badge, OverdueBadge, StatusBadge, VERIFICATION_STATUS_LOOK } from '../kit/status-badge';
import { dashboardQueries } from './dashboard-queries';
import { dateTimeText, formatPrice } from '../kit/format';
import { QuestionExcerpt } from '../submissions/question-excerpt';
import { DefinitionList } from '../kit/definition-list';
import { RatingFact, turnaroundDuration } from '../pros/pro-card';
import { Panel } from './dashboard-panel';

/** The pro's dashboard read, shared by their numbers, review queue, verification and listing (one query). */
function useProDashboardRead(userId: string) {
  return dashboardQueries.pro(useInjection(TYPES.LoadProDashboard), userId);
}

/**
 * The pro's dashboard as their panels show it: read once, by the component that lays them out, and
 * handed to each, so the numbers and the queue show the same answer in the same render.
 */
export function useProDashboard(userId: string) {
  return useResultQuery(useProDashboardRead(userId));
}

export type ProDashboardView = ReturnType<typeof useProDashboard>;

/** Starts the read of a pro's panels before the panels render (usePrefetchResult). */
export function ProDashboardReads({ userId }: { userId: string }) {
  usePrefetchResult(useProDashboardRead(userId));
  return null;
}

/** The pro's numbers on /dashboard (reviews waiting, overdue, earnings this month); their place held while they load (CLS, issue 13). */
export function ProNumbersSection({ dashboard }: { dashboard: ProDashboardView }) {
  if (dashboard.isPending) {
    return (
      <SizedLoading label="Loading your numbers">
        <ProNumbers queue={[]} earnings={{ cents: 0, currency: DEFAULT_CURRENCY }} />
      </SizedLoading>
    );
  }
  // A failed read is said once, here, at the top; the panels it feeds then stay away.
  if (dashboard.isError) return <LoadError what="your pro dashboard" error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  return <ProNumbers queue={dashboard.data.queue} earnings={dashboard.data.earningsThisMonth} />;
}

/**
 * A panel fed by the pro's dashboard read: its place held by a spinner (`loading`) while the read
 * runs, and absent when the read failed (the numbers above say so, once). `content` is what the
 * panel shows of the dashboard, or null for no panel at all.
 */
function ProDashboardPanel({ dashboard, title, loading, content }: { dashboard: ProDashboardView; title: string; loading: string; content: (dashboard: ProDashboard) => ReactNode }) {
  if (dashboard.isError) return null;
  if (dashboard.isPending) {
    return (
      <Panel title={title}>
        <Spinner size="sm" label={loading} />
      </Panel>
    );
  }
  const shown = content(dashboard.data);
  return shown === null ? null : <Panel title={title}>{shown}</Panel>;
}

/** The pro's review queue on /dashboard, overdue first. */
export function ReviewQueuePanel({ dashboard }: { dashboard: ProDashboardView }) {
  return <ProDashboardPanel dashboard={dashboard} title="Review queue" loading="Loading your pro dashboard" content={({ queue }) => <ReviewQueue queue={queue} />} />;
}

function ReviewQueue({ queue }: { queue: readonly ReviewQueueEntry[] }) {
  return (
    <>
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
                  <QuestionExcerpt question={entry.question} />
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
    </>
  );
}

/** The pro's verification on /dashboard: its status and the next step. */
export function VerificationPanel({ dashboard }: { dashboard: ProDashboardView }) {
  return <ProDashboardPanel dashboard={dashboard} title="Verification" loading="Loading your verification" content={({ verification }) => <Verification verification={verification} />} />;
}

function Verification({ verification }: { verification: VerificationStep }) {
  // The dashboard's words for the status, on the look the status has everywhere (no application yet: neutral).
  const look = verification.status ? VERIFICATION_STATUS_LOOK[verification.status] : null;
  return (
    <>
      <p>
        Status:{' '}
        <Badge tone={look?.tone ?? 'neutral'} icon={look?.icon}>
          {verification.statusLabel}
        </Badge>
      </p>
      {verification.rejectionReason ? <p>Reason given: {verification.rejectionReason}</p> : null}
      <p>
        Next step: <Link to={verification.path}>{verification.nextStep}</Link>
      </p>
    </>
  );
}

/**
 * A listed pro's listing on /dashboard: the athletes' rating, the analyses delivered, and what the
 * listing offers (price, turnaround, sports), a click from the public profile. Not there for a pro
 * who is not listed yet (their verification panel says what comes next).
 */
export function ListingPanel({ dashboard }: { dashboard: ProDashboardView }) {
  return <ProDashboardPanel dashboard={dashboard} title="Your listing" loading="Loading your listing" content={({ listing }) => (listing === null ? null : <Listing listing={listing} />)} />;
}

function Listing({ listing }: { listing: ListingFacts }) {
  return (
    <>
      <DefinitionList
        items={[
          ['Rating', <RatingFact pro={listing} unrated="No reviews yet" />],
          ['Analyses delivered', String(listing.delivered)],
          ['Price', `${formatPrice(listing.priceCents, listing.currency)} per analysis`],
          ['Turnaround', turnaroundDuration(listing.turnaroundHours)],
          ['Sports', listing.sports.join(', ')],
        ]}
      />
      <Link to={listing.path}>
        <WithIcon icon={<ArrowRightIcon size="sm" />}>See your profile as athletes do</WithIcon>
      </Link>
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
