import { TYPES } from '../../application/ports/tokens';
import { connectionStatus } from '../../domain/shared/connection';
import { useInjection } from '../app/container-context';
import { useBehaviorSelector } from '../hooks/use-behavior';
import { Alert } from '../kit/alert';
import { SiteBanner } from '../kit/site-frame';

/**
 * Issue 13: on every page, a plain word when the device is offline or the backend cannot be reached;
 * it goes away by itself when the connection is back (the pages refetch what failed meanwhile).
 */
export function ConnectionBanner() {
  const connection = useInjection(TYPES.ConnectionStore);
  const status = useBehaviorSelector(connection.state, connectionStatus);
  if (status === 'connected') return null;
  return (
    <SiteBanner>
      <Alert tone="info" role="status" aria-label="Connection">
        {status === 'offline' ? (
          <p>
            <strong>You're offline.</strong> ClipCoach will carry on by itself as soon as your connection is back.
          </p>
        ) : (
          <p>
            <strong>We can't reach ClipCoach right now.</strong> We'll keep trying, and this page will update by itself when the service is back.
          </p>
        )}
      </Alert>
    </SiteBanner>
  );
}
