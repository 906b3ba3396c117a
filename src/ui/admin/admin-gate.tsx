import { useEffect, useId, useLayoutEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ADMIN_MESSAGES } from '../../application/admin/admin-messages';
import { TYPES } from '../../application/ports/tokens';
import { useInjection } from '../app/container-context';
import { RequireAuth } from '../auth/require-auth';
import { useAuth } from '../auth/auth-context';
import { useBehavior } from '../hooks/use-behavior';
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

/** §4 Admin gate: checking card, recovery panel after 3 s, children when allowed, /login when denied. */
export function AdminGate({ children, prepare }: { children: ReactNode; prepare?: () => void }) {
  const { state } = useAuth();
  const createSession = useInjection(TYPES.AdminGateSessionFactory);
  const recovery = useInjection(TYPES.AdminRecoveryController);
  const sendToLogin = useInjection(TYPES.SendToLogin);
  const notifier = useInjection(TYPES.Notifier);
  const navigate = useNavigate();
  const location = useLocation();
  const [session] = useState(createSession);
  const recoveryTitleId = useId();
  const gate = useBehavior(session.state);
  const busy = useBehavior(recovery.busy);
  const user = state.status === 'signed-in' ? state.user : null;

  useEffect(() => () => session.dispose(), [session]);
  // Started as the card is committed, not after the browser has painted it: the check's first
  // step (the session refresh) then overlaps that paint (issue 13: the gate's own overhead).
  useLayoutEffect(() => {
    if (user) session.check(user, { whileWaiting: prepare });
  }, [session, user, prepare]);

  useEffect(() => {
    if (gate.phase !== 'denied') return;
    notifier.notify({ kind: 'error', title: ADMIN_MESSAGES.denied });
    navigate(sendToLogin.deniedAdmin(location.pathname, location.search), { replace: true });
  }, [gate.phase, notifier, navigate, sendToLogin, location.pathname, location.search]);

  if (gate.phase === 'allowed') return <>{children}</>;
  if (!user || gate.phase === 'denied') return null;

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
      {gate.recoveryPanelVisible ? (
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
