import type { Result } from '../../domain/result';
import type { DataError } from '../../domain/shared/data-error';
import type { Pricing } from '../../domain/submissions/pricing';
import type { UploadSettings } from '../../domain/videos/video';

/** The platform's settings that screens apply before asking the backend (which applies them again). */
export interface PlatformSettings {
  pricing(): Promise<Result<Pricing, DataError>>;
  uploadSettings(): Promise<Result<UploadSettings, DataError>>;
}
