import type { Result } from '../../domain/result';
import type { AppSettings } from '../../domain/settings/app-settings';
import type { DataError } from '../../domain/shared/data-error';
import type { Pricing } from '../../domain/submissions/pricing';
import type { UploadSettings } from '../../domain/videos/video';

/**
 * The platform's settings: everyone reads them (screens apply them before asking the backend,
 * which applies them again); only admins change them (`changePricing`, `changeAppSettings`),
 * refused with `forbidden` for anyone else and `invalid` for values the rules refuse.
 */
export interface PlatformSettings {
  pricing(): Promise<Result<Pricing, DataError>>;
  uploadSettings(): Promise<Result<UploadSettings, DataError>>;
  /** The maintenance banner, whether sign-ups are open and the upload settings. */
  appSettings(): Promise<Result<AppSettings, DataError>>;
  /** Admins only; answers the pricing as stored. */
  savePricing(pricing: Pricing): Promise<Result<Pricing, DataError>>;
  /** Admins only; answers the settings as stored (banner trimmed, types normalised). */
  saveAppSettings(settings: AppSettings): Promise<Result<AppSettings, DataError>>;
}
