import { css } from '@emotion/react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ADMIN_MESSAGES } from '../../application/admin/admin-messages';
import { TYPES } from '../../application/ports/tokens';
import { useInjection } from '../app/container-context';
import { RequireAuth } from '../auth/require-auth';
import { useAuth } from '../auth/auth-context';
import { useBehavior } from '../hooks/use-behavior';
import { Button } from '../kit/button';
import { Card, CardTitle } from '../kit/card';
import { MutedText, Stack } from '../kit/layout';
import { Spinner } from '../kit/spinner';
import { theme } from '../kit/theme';
import { AdminLayout } from './admin-layout';

/** Every admin-only route: sign-in guard, admin gate, admin layout. */
export function AdminRoute({ children }: { children: ReactNode }) {
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
            <MutedText>Verifying your administrative access</MutedText>
          </div>
        </div>
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
