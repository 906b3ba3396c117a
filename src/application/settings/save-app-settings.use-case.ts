import type { Result } from '../../domain/result';
import { err } from '../../domain/result';
import { appSettingsErrors, hasSettingsErrors, type AppSettings, type AppSettingsErrors } from '../../domain/settings/app-settings';
import type { DataError } from '../../domain/shared/data-error';
import type { PlatformSettings } from '../ports/platform-settings.port';

export type SaveAppSettingsError = { readonly kind: 'invalid'; readonly errors: AppSettingsErrors } | DataError;

/** /admin/settings "Save settings": each field checked first (errors per field), then the backend decides who may. */
export class SaveAppSettings {
  constructor(private readonly settings: PlatformSettings) {}

  async execute(next: AppSettings): Promise<Result<AppSettings, SaveAppSettingsError>> {
    const errors = appSettingsErrors(next);
    if (hasSettingsErrors(errors)) return err({ kind: 'invalid', errors });
    return this.settings.saveAppSettings(next);
  }
}
