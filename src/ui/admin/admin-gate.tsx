import { Activity, useEffect, useId, useLayoutEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { AdminGateSession } from '../../application/admin/admin-gate.session';
import { ADMIN_MESSAGES } from '../../application/admin/admin-messages';
import { TYPES } from '../../application/ports/tokens';
import { useInjection } from '../app/container-context';
import { RequireAuth } from '../auth/require-auth';
import { useAuth } from '../auth/auth-context';
import { useBehavior, useBehaviorState } from '../hooks/use-behavior';
import { Button } from '../kit/button';
import { Card, CardTitle } from '../kit/card';
import { MutedText, Row, SpaceAbove, Stack } from '../kit/layout';
import { Narrow } from '../kit/page';
import { Spinner } from '../kit/spinner';
import { AdminLayout } from './admin-layout';

/**
 * Every admin-only route: sign-in guard, admin gate, admin layout. `prepare` runs while the gate's
 * check waits (§4's 800 ms): the router loads the page's code then, not after the decision.
 */
export function AdminRoute({ children, prepare }: { children: ReactNode; prepare?: () => void }) {
  return (
    <RequireAuth>
      <AdminGate prepare={prepare}>
        <AdminLayout>{children}</AdminLayout>
      </AdminGate>
    </RequireAuth>
  );
}

/**
 * §4 Admin gate: checking card, recovery panel after 3 s, children when allowed, /login when denied.
 * Once the database has said admin, the children render hidden (React's Activity, at idle
 * priority) during the 500 ms wait that precedes the answer, so the answer only reveals them
 * (issue 13: the gate's own overhead). Nothing is rendered for a user the database has not
 * confirmed, and a hidden tree runs no effects (no data is read before the answer).
 */
export function AdminGate({ children, prepare }: { children: ReactNode; prepare?: () => void }) {
  const { state } = useAuth();
  const createSession = useInjection(TYPES.AdminGateSessionFactory);
  const recovery = useInjection(TYPES.AdminRecoveryController);
  const sendToLogin = useInjection(TYPES.SendToLogin);
  const notifier = useInjection(TYPES.Notifier);
  const navigate = useNavigate();
  const location = useLocation();
  const [session] = useState(createSession);
  // Its answer reveals the page: painted first, the page's effects (its reads starting) after.
  const gate = useBehaviorState(session.state);
  const busy = useBehavior(recovery.busy);
  const user = state.status === 'signed-in' ? state.user : null;
  // Whom the database has said is an admin, for this session's check: another user starts afresh.
  const [admittedId, setAdmittedId] = useState<string | null>(null);
  const admitting = user !== null && admittedId === user.id;

  useEffect(() => () => session.dispose(), [session]);
  // Started as the card is committed, not after the browser has painted it: the check's first
  // step (the session refresh) then overlaps that paint (issue 13: the gate's own overhead).
  useLayoutEffect(() => {
    if (user) session.check(user, { whileWaiting: prepare, whileAdmitting: () => setAdmittedId(user.id) });
  }, [session, user, prepare]);

  useEffect(() => {
    if (gate.phase !== 'denied') return;
    notifier.notify({ kind: 'error', title: ADMIN_MESSAGES.denied });
    navigate(sendToLogin.deniedAdmin(location.pathname, location.search), { replace: true });
  }, [gate.phase, notifier, navigate, sendToLogin, location.pathname, location.search]);

  const allowed = gate.phase === 'allowed';
  if (gate.phase === 'denied' || (!user && !allowed)) return null;

  return (
    <>
      {allowed ? null : <CheckingCard session={session} recoveryPanelVisible={gate.recoveryPanelVisible} busy={busy} />}
      {allowed || admitting ? <Activity mode={allowed ? 'visible' : 'hidden'}>{children}</Activity> : null}
    </>
  );
}

/** The checking card, and the recovery panel under it after 3 s. */
function CheckingCard({ session, recoveryPanelVisible, busy }: { session: AdminGateSession; recoveryPanelVisible: boolean; busy: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  const recoveryTitleId = useId();
  return (
    <Narrow>
      <Card aria-busy="true">
        <Row gap="md">
          <Spinner size="md" label="Checking permissions" />
          <div>
            <CardTitle level={1} flush>Checking permissions...</CardTitle>
            <MutedText>Verifying your administrative access</MutedText>
          </div>
        </Row>
      </Card>
      {recoveryPanelVisible ? (
        <Card role="region" aria-labelledby={recoveryTitleId}>
          <CardTitle id={recoveryTitleId}>Taking longer than expected?</CardTitle>
          <p>Try refreshing your permissions:</p>
          <Stack gap="sm">
            <Button disabled={busy} onClick={() => void session.refreshAdminAccess()}>
              Refresh Admin Access
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => void session.directDatabaseCheck()}>
              Try Direct Database Check
            </Button>
            <Button variant="secondary" onClick={() => navigate('/dashboard')}>
              Go To Dashboard
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => void session.signOutAndRetry(location)}>
              Sign Out &amp; Try Again
            </Button>
          </Stack>
          <SpaceAbove>
            <MutedText>
              Still stuck?{' '}
              <Button variant="link" disabled={busy} onClick={() => void session.repairPermissions()}>
                Repair permissions
              </Button>
            </MutedText>
          </SpaceAbove>
        </Card>
      ) : null}
    </Narrow>
  );
}
