import { useQuery } from '@tanstack/react-query';
import { TYPES } from '../../application/ports/tokens';
import { useInjection } from '../app/container-context';
import { useBehaviorState } from '../hooks/use-behavior';
import { Alert } from '../kit/alert';
import { SiteBanner } from '../kit/site-frame';
import { settingsQueries } from '../settings/settings-queries';

/**
 * The admins' maintenance banner (/admin/settings), on every page for everyone while it is set.
 * Unlike other reads (R9.14) it is fetched again whenever the window regains focus, fresh or not,
 * so a banner set or cleared meanwhile shows up without a reload. A failed read shows nothing.
 * It is read once the backend is in use, never the reason to load it: a first visit to a public
 * page downloads no backend just to learn there is no banner (issue 13: JavaScript of `/`).
 */
export function MaintenanceBanner() {
  const settings = useInjection(TYPES.PlatformSettings);
  // As state, not a store React guards against tearing: the backend arrives while the app's first
  // render is under way, and a store changing then makes React redo that whole render at once, in
  // one task (issue 13, TBT); for a flag that only lets a read start, a render later is as good.
  const backendLoaded = useBehaviorState(useInjection(TYPES.BackendLoaded));
  const { data } = useQuery({ ...settingsQueries.app(settings), refetchOnWindowFocus: 'always', enabled: backendLoaded });
  const message = data?.maintenanceBanner ?? null;
  if (!message) return null;
  return (
    <SiteBanner>
      <Alert tone="info" role="status" aria-label="Maintenance">
        <p>{message}</p>
      </Alert>
    </SiteBanner>
  );
}
