import type { PlatformSettings } from '../../application/ports/platform-settings.port';
import { dataErrors, type DataError } from '../../domain/shared/data-error';
import { err, ok, type Result } from '../../domain/result';
import type { Pricing } from '../../domain/submissions/pricing';
import type { UploadSettings } from '../../domain/videos/video';
import type { ClipCoachSupabaseClient } from './supabase-client';
import { toPricing, toUploadSettings } from '../shared/table-rows';
import { postgrestToDataError } from './supabase-errors';

/** The one-row tables public.pricing and public.app_settings, which everyone reads (admins edit them). */
export class SupabasePlatformSettings implements PlatformSettings {
  constructor(private readonly client: ClipCoachSupabaseClient) {}

  async pricing(): Promise<Result<Pricing, DataError>> {
    const { data, error } = await this.client
      .from('pricing')
      .select('currency,platform_fee_percent,express_surcharge_percent,express_turnaround_percent,express_min_turnaround_hours')
      .maybeSingle()
      .retry(false);
    if (error) return err(postgrestToDataError(error));
    return data ? ok(toPricing(data)) : err(dataErrors.unavailable('The pricing is not set up yet.'));
  }

  async uploadSettings(): Promise<Result<UploadSettings, DataError>> {
    const { data, error } = await this.client.from('app_settings').select('max_upload_bytes,allowed_video_types').maybeSingle().retry(false);
    if (error) return err(postgrestToDataError(error));
    return data ? ok(toUploadSettings(data)) : err(dataErrors.unavailable('The upload settings are not set up yet.'));
  }
}
