import type { Result } from '../../domain/result';
import { err } from '../../domain/result';
import { hasSettingsErrors } from '../../domain/settings/app-settings';
import type { DataError } from '../../domain/shared/data-error';
import { pricingErrors, type Pricing, type PricingErrors } from '../../domain/submissions/pricing';
import type { PlatformSettings } from '../ports/platform-settings.port';

export type SavePricingError = { readonly kind: 'invalid'; readonly errors: PricingErrors } | DataError;

/** /admin/pricing "Save pricing": each field checked first (errors per field), then the backend decides who may. */
export class SavePricing {
  constructor(private readonly settings: PlatformSettings) {}

  async execute(next: Pricing): Promise<Result<Pricing, SavePricingError>> {
    const normal = { ...next, currency: next.currency.trim().toUpperCase() };
    const errors = pricingErrors(normal);
    if (hasSettingsErrors(errors)) return err({ kind: 'invalid', errors });
    return this.settings.savePricing(normal);
  }
}
