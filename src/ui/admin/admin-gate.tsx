import { css } from '@emotion/react';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { AdminGateSessionFactory } from '../../application/admin/admin-gate.session';
import { ADMIN_MESSAGES } from '../../application/admin/admin-messages';
import type { AdminRecovery } from '../../application/admin/admin-recovery.use-case';
import { decideAdminRoute } from '../../application/admin/recovery-sign-out';
import type { SendToLogin } from '../../application/navigation/route-guards';
import type { Notifier } from '../../application/ports/notifier.port';
import { TYPES } from '../../application/ports/tokens';
import { useInjection } from '../app/container-context';
import { RequireAuth } from '../auth/require-auth';
import { useAuth } from '../auth/auth-context';
import { useBehavior } from '../hooks/use-behavior';
import { Button } from '../kit/button';
import { Card } from '../kit/card';
import { CenteredSpinner, Spinner } from '../kit/spinner';
import { theme } from '../kit/theme';
import { AdminLayout } from './admin-layout';

/**
 * Every admin-only route: sign-in guard, admin gate, admin layout. While "Sign Out & Try Again"
 * runs, the route holds its sign-in guard so the recovery sequence (toast, /login after 0.5 s) holds.
 */
export function AdminRoute({ children }: { children: ReactNode }) {
  const { state } = useAuth();
  const recovery = useInjection<AdminRecovery>(TYPES.AdminRecovery);
  const signOut = useBehavior(recovery.recoverySignOut);
  const navigate = useNavigate();
  const decision = decideAdminRoute(state, signOut);
  const leaveTo = decision.kind === 'leave' ? decision.to : null;

  useEffect(() => {
    if (leaveTo) navigate(leaveTo, { replace: true });
  }, [leaveTo, navigate]);
  // The sequence ends once this route is gone, so the sign-in guard never sees a signed-out user here.
  useEffect(
    () => () => {
      if (recovery.recoverySignOut.value.phase === 'leaving') recovery.completeSignOut();
    },
    [recovery],
  );

  if (decision.kind !== 'guard') return <CenteredSpinner label="Signing out" />;
  return (
    <RequireAuth>
      <AdminGate>
        <AdminLayout>{children}</AdminLayout>
      </AdminGate>
    </RequireAuth>
  );
}

/** §4 Admin gate: checking card, recovery panel after 3 s, children when allowed, /login when denied. */
export function AdminGate({ children }: { children: ReactNode }) {
  const { state } = useAuth();
  const createSession = useInjection<AdminGateSessionFactory>(TYPES.AdminGateSessionFactory);
  const recovery = useInjection<AdminRecovery>(TYPES.AdminRecovery);
  const sendToLogin = useInjection<SendToLogin>(TYPES.SendToLogin);
  const notifier = useInjection<Notifier>(TYPES.Notifier);
  const navigate = useNavigate();
  const location = useLocation();
  const [session] = useState(createSession);
  const gate = useBehavior(session.state);
  const busy = useBehavior(recovery.busy);
  const user = state.status === 'signed-in' ? state.user : null;

  useEffect(() => () => session.dispose(), [session]);
  useEffect(() => {
    if (user) session.check(user);
  }, [session, user]);

  useEffect(() => {
    if (gate.phase !== 'denied') return;
    notifier.notify({ kind: 'error', title: ADMIN_MESSAGES.denied });
    navigate(sendToLogin.deniedAdmin(location.pathname, location.search), { replace: true });
  }, [gate.phase, notifier, navigate, sendToLogin, location.pathname, location.search]);

  if (gate.phase === 'allowed') return <>{children}</>;
  if (!user || gate.phase === 'denied') return null;

  return (
    <div css={css`max-width: 560px; margin: ${theme.space.xl} auto; padding: 0 ${theme.space.md}; display: grid; gap: ${theme.space.md};`}>
      <Card aria-busy="true">
        <div css={css`display: flex; gap: ${theme.space.md}; align-items: center;`}>
          <Spinner size="md" label="Checking permissions" />
          <div>
            <h1 css={css`font-size: ${theme.font.size.lg}; margin: 0;`}>Checking permissions...</h1>
            <p css={css`margin: 0; color: ${theme.colors.textMuted};`}>Verifying your administrative access</p>
          </div>
        </div>
      </Card>
      {gate.recoveryPanelVisible ? (
        <Card role="region" aria-labelledby="admin-recovery-title">
          <h2 id="admin-recovery-title" css={css`font-size: ${theme.font.size.lg}; margin-top: 0;`}>
            Taking longer than expected?
          </h2>
          <p>Try refreshing your permissions:</p>
          <div css={css`display: grid; gap: ${theme.space.sm};`}>
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
          </div>
          <p css={css`margin: ${theme.space.md} 0 0; color: ${theme.colors.textMuted};`}>
            Still stuck?{' '}
            <Button variant="link" disabled={busy} onClick={() => void session.repairPermissions()}>
              Repair permissions
            </Button>
          </p>
        </Card>
      ) : null}
    </div>
  );
}
