import type { PlatformCounts } from '../../domain/dashboards/platform-counts';
import type { Result } from '../../domain/result';
import type { DataError } from '../../domain/shared/data-error';

/**
 * The platform's figures for admins (/admin, an admin's /dashboard). The backend identifies the
 * caller and refuses anyone whose profile is not is_admin (`forbidden`), signed out included; the
 * figures are counted by the backend from its own rows, never from the client.
 */
export interface PlatformStats {
  platformCounts(): Promise<Result<PlatformCounts, DataError>>;
}
