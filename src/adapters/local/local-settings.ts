import { DEFAULT_APP_SETTINGS, type AppSettings } from '../../domain/settings/app-settings';
import { DEFAULT_PRICING, type Pricing } from '../../domain/submissions/pricing';
import { fullAppSettingsRow, pricingRow, toAppSettings, toPricing, type FullAppSettingsRow, type PricingRow } from '../shared/table-rows';
import { request, rowOrNull } from './local-database';

/** The settings store's keys: one row each, as the pricing and app_settings tables hold one. */
export const PRICING_KEY = 'pricing';
export const APP_SETTINGS_KEY = 'app_settings';

/** The app settings as stored in `tx` (store `settings`), or the defaults before an admin saved any. */
export async function appSettingsIn(tx: IDBTransaction): Promise<AppSettings> {
  return rowOrNull(toAppSettings, await request(tx.objectStore('settings').get(APP_SETTINGS_KEY))) ?? DEFAULT_APP_SETTINGS;
}

export async function pricingIn(tx: IDBTransaction): Promise<Pricing> {
  return rowOrNull(toPricing, await request(tx.objectStore('settings').get(PRICING_KEY))) ?? DEFAULT_PRICING;
}

export function putAppSettings(tx: IDBTransaction, settings: AppSettings): void {
  tx.objectStore('settings').put({ key: APP_SETTINGS_KEY, ...fullAppSettingsRow(settings) } satisfies FullAppSettingsRow & { key: string });
}

export function putPricing(tx: IDBTransaction, pricing: Pricing): void {
  tx.objectStore('settings').put({ key: PRICING_KEY, ...pricingRow(pricing) } satisfies PricingRow & { key: string });
}
