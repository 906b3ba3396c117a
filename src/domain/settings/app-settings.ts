import { authErrors, type AuthError } from '../auth/auth-errors';
import { err, ok, type Result } from '../result';
import type { Actor } from '../shared/actor';
import { requireAdmin } from '../shared/authorization';
import { dataErrors, type DataError } from '../shared/data-error';
import { DEFAULT_UPLOAD_SETTINGS, GIB, type UploadSettings } from '../videos/video';

/**
 * The platform's app settings (product.md "app_settings"): one value per backend, read by
 * everyone (the banner and whether sign-ups are open are shown to visitors), changed by admins
 * on /admin/settings. The upload settings are the part the upload path applies.
 */
export interface AppSettings extends UploadSettings {
  /** Shown on every page while set; null when there is none. */
  readonly maintenanceBanner: string | null;
  /** When false, nobody can create an account (the sign-up page says so, every backend refuses). */
  readonly signupsOpen: boolean;
}

/** The part of the app settings the upload path applies. */
export const uploadSettingsOf = (settings: AppSettings): UploadSettings => ({ maxUploadBytes: settings.maxUploadBytes, allowedVideoTypes: settings.allowedVideoTypes });

export const DEFAULT_APP_SETTINGS: AppSettings = { ...DEFAULT_UPLOAD_SETTINGS, maintenanceBanner: null, signupsOpen: true };

export const MIB = 1024 ** 2;
export const MAINTENANCE_BANNER_MAX = 500;
/** The smallest and largest upload limit an admin may set (the videos table's CHECK holds the same). */
export const MIN_UPLOAD_BYTES = MIB;
export const MAX_UPLOAD_BYTES = 50 * GIB;
export const MAX_VIDEO_TYPES = 20;

/** `video/mp4`, or a wildcard such as `video/*`; only video types (the bucket holds videos). */
const VIDEO_TYPE = /^video\/([a-z0-9][a-z0-9.+-]*|\*)$/;

export type AppSettingsField = 'maintenanceBanner' | 'maxUploadBytes' | 'allowedVideoTypes';
export type AppSettingsErrors = Partial<Record<AppSettingsField, string>>;

/** The banner as stored: trimmed, and an empty one is no banner. */
const normalBanner = (text: string | null): string | null => {
  const trimmed = (text ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/** The types as stored: trimmed, lower case, each once, in the order given. */
const normalTypes = (types: readonly string[]): string[] => [...new Set(types.map((t) => t.trim().toLowerCase()).filter((t) => t !== ''))];

/** Each field's problem, worded for the field it sits under; an empty object when the settings are valid. */
export function appSettingsErrors(settings: AppSettings): AppSettingsErrors {
  const errors: AppSettingsErrors = {};
  const banner = normalBanner(settings.maintenanceBanner);
  if (banner !== null && banner.length > MAINTENANCE_BANNER_MAX) errors.maintenanceBanner = `Keep the banner under ${MAINTENANCE_BANNER_MAX} characters.`;
  const size = settings.maxUploadBytes;
  if (!Number.isInteger(size) || size < MIN_UPLOAD_BYTES || size > MAX_UPLOAD_BYTES) errors.maxUploadBytes = 'The maximum upload size is from 1 MB to 50 GB.';
  const types = normalTypes(settings.allowedVideoTypes);
  const wrong = types.filter((t) => !VIDEO_TYPE.test(t));
  if (types.length === 0) errors.allowedVideoTypes = 'Allow at least one video type, such as video/mp4.';
  else if (wrong.length > 0) errors.allowedVideoTypes = `${wrong.map((t) => `"${t}"`).join(', ')} ${wrong.length === 1 ? 'is not a video type' : 'are not video types'}: write types such as video/mp4 or video/*.`;
  else if (types.length > MAX_VIDEO_TYPES) errors.allowedVideoTypes = `Allow at most ${MAX_VIDEO_TYPES} video types.`;
  return errors;
}

export const hasSettingsErrors = (errors: Partial<Record<string, string>>): boolean => Object.keys(errors).length > 0;

/**
 * An admin changes the app settings: only admins (profiles.is_admin), only valid settings; the
 * answer is the value to store (banner trimmed, types normalised).
 */
export function changeAppSettings(next: AppSettings, actor: Actor): Result<AppSettings, DataError> {
  const admin = requireAdmin(actor);
  return admin.ok ? validAppSettings(next) : admin;
}

/** The settings as stored when valid (banner trimmed, types normalised); the hosted backend checks who asks on its side. */
export function validAppSettings(next: AppSettings): Result<AppSettings, DataError> {
  const errors = appSettingsErrors(next);
  if (hasSettingsErrors(errors)) return err(dataErrors.invalid(Object.values(errors).join(' ')));
  return ok({
    maintenanceBanner: normalBanner(next.maintenanceBanner),
    signupsOpen: next.signupsOpen,
    maxUploadBytes: next.maxUploadBytes,
    allowedVideoTypes: normalTypes(next.allowedVideoTypes),
  });
}

/** Every sign-up path asks this first: while an admin has closed sign-ups, no account is created. */
export function checkSignUpsOpen(settings: Pick<AppSettings, 'signupsOpen'>): Result<void, AuthError> {
  return settings.signupsOpen ? ok(undefined) : err(authErrors.signupsClosed());
}
