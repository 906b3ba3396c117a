import type { PlatformSettings } from '../../application/ports/platform-settings.port';
import { err, ok, type Result } from '../../domain/result';
import { uploadSettingsOf, validAppSettings, type AppSettings } from '../../domain/settings/app-settings';
import { dataErrors, type DataError } from '../../domain/shared/data-error';
import { validPricing, type Pricing } from '../../domain/submissions/pricing';
import type { UploadSettings } from '../../domain/videos/video';
import { fullAppSettingsRow, pricingRow, toAppSettings, toPricing } from '../shared/table-rows';
import type { ClipCoachSupabaseClient } from './supabase-client';
import { postgrestToDataError, refusedCaller, type PostgrestFailure } from './supabase-errors';

const PRICING_COLUMNS = 'currency,platform_fee_percent,express_surcharge_percent,express_turnaround_percent,express_min_turnaround_hours';
const APP_SETTINGS_COLUMNS = 'maintenance_banner,signups_open,max_upload_bytes,allowed_video_types';

/**
 * The one-row tables public.pricing and public.app_settings, which everyone reads. Admins edit
 * them: row-level security lets only profiles.is_admin update (anyone else's update matches no
 * row, which is answered as "admins only", or "sign in" without a session); the CHECK constraints hold the domain's rules.
 */
export class SupabasePlatformSettings implements PlatformSettings {
  constructor(private readonly client: ClipCoachSupabaseClient) {}

  async pricing(): Promise<Result<Pricing, DataError>> {
    const { data, error } = await this.client.from('pricing').select(PRICING_COLUMNS).maybeSingle().retry(false);
    if (error) return err(postgrestToDataError(error));
    return data ? ok(toPricing(data)) : err(dataErrors.unavailable('The pricing is not set up yet.'));
  }

  async uploadSettings(): Promise<Result<UploadSettings, DataError>> {
    const read = await this.appSettings();
    return read.ok ? ok(uploadSettingsOf(read.value)) : read;
  }

  async appSettings(): Promise<Result<AppSettings, DataError>> {
    const { data, error } = await this.client.from('app_settings').select(APP_SETTINGS_COLUMNS).maybeSingle().retry(false);
    if (error) return err(postgrestToDataError(error));
    return data ? ok(toAppSettings(data)) : err(dataErrors.unavailable('The app settings are not set up yet.'));
  }

  async savePricing(pricing: Pricing): Promise<Result<Pricing, DataError>> {
    const valid = validPricing(pricing);
    if (!valid.ok) return valid;
    const { data, error } = await this.client.from('pricing').update(pricingRow(valid.value)).eq('id', true).select(PRICING_COLUMNS).maybeSingle();
    if (error) return err(await this.refusal(error));
    return data ? ok(toPricing(data)) : err(await refusedCaller(this.client, dataErrors.adminOnly()));
  }

  async saveAppSettings(settings: AppSettings): Promise<Result<AppSettings, DataError>> {
    const valid = validAppSettings(settings);
    if (!valid.ok) return valid;
    const { data, error } = await this.client.from('app_settings').update(fullAppSettingsRow(valid.value)).eq('id', true).select(APP_SETTINGS_COLUMNS).maybeSingle();
    if (error) return err(await this.refusal(error));
    return data ? ok(toAppSettings(data)) : err(await refusedCaller(this.client, dataErrors.adminOnly()));
  }

  /** A write refused for lack of rights: signed out, or not an admin; anything else as the catalogue says. */
  private async refusal(error: PostgrestFailure): Promise<DataError> {
    const mapped = postgrestToDataError(error);
    return mapped.reason === 'forbidden' ? refusedCaller(this.client, dataErrors.adminOnly()) : mapped;
  }
}
