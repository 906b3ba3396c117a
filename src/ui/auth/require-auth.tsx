import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { decideGuardedRoute } from '../../application/navigation/route-guards';
import { TYPES } from '../../application/ports/tokens';
import { useInjection } from '../app/container-context';
import { useBehavior } from '../hooks/use-behavior';
import { CenteredSpinner } from '../kit/spinner';
import { useSessionStatus } from './auth-context';

interface RequireAuthProps {
  children: ReactNode;
  /** Wait this long for authentication to settle before sending a signed-out user away (§2 /payment-success). */
  settleMs?: number;
  /** Shown beside the spinner while waiting. */
  settleText?: string;
}

/** §2: a route that requires sign-in. */
export function RequireAuth({ children, settleMs = 0, settleText }: RequireAuthProps) {
  const state = useSessionStatus();
  const location = useLocation();
  const navigate = useNavigate();
  const sendToLogin = useInjection(TYPES.SendToLogin);
  const clock = useInjection(TYPES.Clock);
  const signOutIntent = useInjection(TYPES.SignOutIntent);
  const signingOut = useBehavior(signOutIntent.state);
  const [settled, setSettled] = useState(settleMs === 0);
  const decision = decideGuardedRoute(state, signingOut);
  // The session's answer reveals the whole page: React renders it in the background, in slices the
  // browser can breathe between, and the spinner stays until it is ready, instead of one task that
  // blocks the page for the whole render (issue 13, TBT). A page opened once the session is known
  // renders at once (a deferred value starts as the value itself).
  const revealed = useDeferredValue(decision.kind === 'render');

  useEffect(() => {
    if (settled) return;
    const timer = clock.scheduler.schedule(() => setSettled(true), settleMs);
    return () => timer.unsubscribe();
  }, [clock, settleMs, settled]);

  const leave = decision.kind === 'send-to-login' && settled;
  useEffect(() => {
    if (leave) navigate(sendToLogin.execute(location.pathname, location.search), { replace: true });
  }, [leave, navigate, sendToLogin, location.pathname, location.search]);
  // A deliberate sign-out goes where it said, without "Authentication required".
  const followTo = decision.kind === 'leave' ? decision.to : null;
  useEffect(() => {
    if (followTo) navigate(followTo, { replace: true });
  }, [followTo, navigate]);

  if (decision.kind === 'render' && revealed) return <>{children}</>;
  if (decision.kind === 'hold' || decision.kind === 'leave') return <CenteredSpinner label="Signing out" />;
  return (
    <CenteredSpinner label={settleText ?? 'Checking your session'}>{settleText && !settled ? <p>{settleText}</p> : null}</CenteredSpinner>
  );
}
