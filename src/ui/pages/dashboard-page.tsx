import { memo, Suspense, useDeferredValue, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { AccountType } from '../../domain/auth/account-type';
import { greetingName } from '../../domain/auth/user-roles';
import { useAuth } from '../auth/auth-context';
import { useAccountRoles } from '../hooks/use-account-roles';
import { Panel } from '../dashboards/dashboard-panel';
import { Page } from '../kit/page';
import { Spinner } from '../kit/spinner';
import { NotificationsPanel } from './notifications-panel';
import { ReferralCodeCard, ReferralCodeReads } from '../referrals/referral-code-card';
import { AdminDashboard, AdminDashboardReads } from '../dashboards/admin-counts';
import { AthleteDashboardReads, AthleteNumbersSection, AthleteSubmissionsPanel, TopRatedProsPanel, useAthleteDashboard } from '../dashboards/athlete-dashboard';
import { ListingPanel, ProDashboardReads, ProNumbersSection, ReviewQueuePanel, useProDashboard, VerificationPanel } from '../dashboards/pro-dashboard';
import { LeadText, MainAndAside } from '../kit/layout';

/** Who sees the name a person keeps on /profile: the other side of their reviews. */
const ACCOUNT_HINT = {
  athlete: 'Keep your name up to date; pros see it on your submissions.',
  pro: 'Keep your name up to date; athletes see it on your public profile and on your reviews.',
} as const;

/** /dashboard: the default page after sign-in, built for the user's role (product.md). */
export default function DashboardPage() {
  const { state } = useAuth();
  const account = useAccountRoles();
  // The role as the profile row says it now (R7.5); if that read finds no row or fails, the one the loaded profile gives.
  const known = state.status === 'signed-in' && (account.source === 'row' || !state.profileLoading) ? account.roles : null;
  // A read's answer renders in the background already (useResultQuery); the session's profile does not,
  // and its arrival can reveal every panel at once. Deferred here too, React renders them in slices the
  // browser can breathe between, not in the task that brought the profile (issue 13, TBT).
  const accountType = useDeferredValue(known?.accountType ?? null);
  const isAdmin = useDeferredValue(known?.isAdmin === true);
  if (state.status !== 'signed-in') return null;
  // The greeting waits for the profile (§4 fetches it 100 ms after sign-in), the panels only for the role, read beside
  // that wait: the page's content shows without the delay (issue 13, LCP). The loading line holds the greeting's
  // place, so nothing moves when the profile arrives (CLS).
  const intro = state.profileLoading ? (
    <LeadText>
      <Spinner size="sm" label="Loading your profile" /> Loading your profile…
    </LeadText>
  ) : (
    <LeadText>Welcome, {greetingName(state.profile, state.user)}</LeadText>
  );
  const userId = state.user.id;
  // The panels' reads start with the session, for the roles known so far (the sign-up's, until the
  // profile row says otherwise), beside the role's read: the panels then find their data when they
  // render, instead of showing their loading state and asking only then (issue 13, LCP).
  const guess = account.roles;
  const reads = guess ? (
    <Suspense fallback={null}>
      <ReferralCodeReads userId={userId} />
      {guess.accountType === 'athlete' ? <AthleteDashboardReads userId={userId} /> : <ProDashboardReads userId={userId} />}
      {guess.isAdmin ? <AdminDashboardReads userId={userId} /> : null}
    </Suspense>
  ) : null;
  return (
    <Page title="Dashboard" width="wide" intro={intro}>
      {reads}
      {accountType === null ? null : <DashboardPanels userId={userId} accountType={accountType} isAdmin={isAdmin} />}
    </Page>
  );
}

/**
 * The role's panels. Apart from the page, so that what changes only the greeting (the profile's
 * arrival, the role's read confirming the role) does not render every panel again, in the task
 * that brought it (issue 13, TBT). The panels every role has are made here, once: when the role's
 * read answers, only the panels that show it render again.
 */
const DashboardPanels = memo(function DashboardPanels({ userId, accountType, isAdmin }: { userId: string; accountType: AccountType; isAdmin: boolean }) {
  const adminToDo = isAdmin ? <AdminDashboard userId={userId} /> : null;
  const aside = (
    <>
      <NotificationsPanel userId={userId} />
      <ReferralCodeCard userId={userId} />
      <Panel title="Your account">
        <p>{ACCOUNT_HINT[accountType]}</p>
        <Link to="/profile">Edit your profile</Link>
      </Panel>
    </>
  );
  return accountType === 'athlete' ? <AthletePanels userId={userId} adminToDo={adminToDo} aside={aside} /> : <ProPanels userId={userId} adminToDo={adminToDo} aside={aside} />;
});

interface RolePanelsProps {
  readonly userId: string;
  /** An admin's to-do list, at the head of the main column. */
  readonly adminToDo: ReactNode;
  /** The panels beside the role's, the same for every role. */
  readonly aside: ReactNode;
}

/** Every role's layout: its numbers first, across the page; in the main column an admin's to-do list, then the role's panels; the rest beside them. */
function RoleLayout({ numbers, adminToDo, main, aside }: { numbers: ReactNode; adminToDo: ReactNode; main: ReactNode; aside: ReactNode }) {
  return (
    <>
      {numbers}
      <MainAndAside
        main={
          <>
            {adminToDo}
            {main}
          </>
        }
        aside={aside}
      />
    </>
  );
}

/** An athlete's panels, fed by one read of their dashboard: their submissions, then the top-rated pros. */
function AthletePanels({ userId, adminToDo, aside }: RolePanelsProps) {
  const dashboard = useAthleteDashboard(userId);
  return (
    <RoleLayout
      numbers={<AthleteNumbersSection dashboard={dashboard} />}
      adminToDo={adminToDo}
      main={
        <>
          <AthleteSubmissionsPanel dashboard={dashboard} />
          <TopRatedProsPanel submissions={dashboard} />
        </>
      }
      aside={aside}
    />
  );
}

/** A pro's panels, fed by one read of their dashboard: their review queue, then their listing; their verification heads the side column. */
function ProPanels({ userId, adminToDo, aside }: RolePanelsProps) {
  const dashboard = useProDashboard(userId);
  return (
    <RoleLayout
      numbers={<ProNumbersSection dashboard={dashboard} />}
      adminToDo={adminToDo}
      main={
        <>
          <ReviewQueuePanel dashboard={dashboard} />
          <ListingPanel dashboard={dashboard} />
        </>
      }
      aside={
        <>
          <VerificationPanel dashboard={dashboard} />
          {aside}
        </>
      }
    />
  );
}
