import { useQuery } from '@tanstack/react-query';
import { TYPES } from '../../application/ports/tokens';
import { useInjection } from '../app/container-context';
import { Alert } from '../kit/alert';
import { SiteBanner } from '../kit/site-frame';
import { settingsQueries } from '../settings/settings-queries';

/**
 * The admins' maintenance banner (/admin/settings), on every page for everyone while it is set.
 * Unlike other reads (R9.14) it is fetched again whenever the window regains focus, fresh or not,
 * so a banner set or cleared meanwhile shows up without a reload. A failed read shows nothing.
 */
export function MaintenanceBanner() {
  const settings = useInjection(TYPES.PlatformSettings);
  const { data } = useQuery({ ...settingsQueries.app(settings), refetchOnWindowFocus: 'always' });
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
