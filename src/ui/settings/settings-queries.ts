import type { PlatformSettings } from '../../application/ports/platform-settings.port';
import { resultQueryOptions } from '../hooks/use-result-query';

/** Every query key of the platform's app settings (the banner, sign-ups, upload settings). */
export const settingsKeys = {
  all: ['settings'] as const,
  app: () => [...settingsKeys.all, 'app'] as const,
};

/** One `queryOptions` per read of the settings area. */
export const settingsQueries = {
  app: (settings: PlatformSettings) => resultQueryOptions(settingsKeys.app(), () => settings.appSettings()),
};
