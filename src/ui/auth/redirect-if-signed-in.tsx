import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { decideAuthPage } from '../../application/navigation/route-guards';
import { TYPES } from '../../application/ports/tokens';
import { useInjection } from '../app/container-context';
import { CenteredSpinner } from '../kit/spinner';
import { useSessionStatus } from './auth-context';

/** §2: auth pages send a signed-in user to the stored path, or /dashboard. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const state = useSessionStatus();
  const { search } = useLocation();
  const navigate = useNavigate();
  const redirectMemory = useInjection(TYPES.RedirectMemory);
  const decision = decideAuthPage(state, search, redirectMemory);
  const target = decision.kind === 'redirect' ? decision.to : null;

  useEffect(() => {
    if (target) navigate(redirectMemory.consume(new URLSearchParams(search).get('redirect')), { replace: true });
  }, [target, navigate, redirectMemory, search]);

  return decision.kind === 'render' ? <>{children}</> : <CenteredSpinner label="Loading" />;
}
