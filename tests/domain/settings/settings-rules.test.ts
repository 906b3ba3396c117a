import { describe, expect, it } from 'vitest';
import { appSettingsErrors, changeAppSettings, checkSignUpsOpen, DEFAULT_APP_SETTINGS, MIB } from '../../../src/domain/settings/app-settings';
import { SIGNUPS_CLOSED_MESSAGE } from '../../../src/domain/auth/auth-errors';
import type { Actor } from '../../../src/domain/shared/actor';
import { changePricing, DEFAULT_PRICING, pricingErrors } from '../../../src/domain/submissions/pricing';
import { GIB } from '../../../src/domain/videos/video';

const admin: Actor = { id: 'admin-1', isAdmin: true };
const athlete: Actor = { id: 'athlete-1', isAdmin: false };
const reason = (result: { ok: boolean; error?: { reason: string } }) => (result.ok ? 'ok' : result.error!.reason);

describe('Issue 12 app settings rules', () => {
  it('Issue 12 R6.3 only an admin changes the settings; an athlete and a signed-out visitor are refused', () => {
    expect(reason(changeAppSettings(DEFAULT_APP_SETTINGS, athlete))).toBe('forbidden');
    expect(reason(changeAppSettings(DEFAULT_APP_SETTINGS, null))).toBe('forbidden');
    expect(changeAppSettings(DEFAULT_APP_SETTINGS, admin)).toEqual({ ok: true, value: DEFAULT_APP_SETTINGS });
  });

  it('Issue 12 the upload limit is 1 MB to 50 GB in whole bytes', () => {
    const sized = (maxUploadBytes: number) => appSettingsErrors({ ...DEFAULT_APP_SETTINGS, maxUploadBytes }).maxUploadBytes ?? null;
    expect(sized(MIB - 1)).toBe('The maximum upload size is from 1 MB to 50 GB.');
    expect(sized(MIB)).toBeNull();
    expect(sized(50 * GIB)).toBeNull();
    expect(sized(50 * GIB + 1)).not.toBeNull();
    expect(sized(1.5 * MIB + 0.5)).not.toBeNull();
    expect(sized(Number.NaN)).not.toBeNull();
  });

  it('Issue 12 the allowed types are video types (exact or video/*), at least one, at most 20', () => {
    const typed = (allowedVideoTypes: string[]) => appSettingsErrors({ ...DEFAULT_APP_SETTINGS, allowedVideoTypes }).allowedVideoTypes ?? null;
    expect(typed([])).toBe('Allow at least one video type, such as video/mp4.');
    expect(typed([' ', ''])).toBe('Allow at least one video type, such as video/mp4.');
    expect(typed(['video/mp4', 'text/plain'])).toBe('"text/plain" is not a video type: write types such as video/mp4 or video/*.');
    expect(typed(['image/png', 'mp4'])).toBe('"image/png", "mp4" are not video types: write types such as video/mp4 or video/*.');
    expect(typed(['video/*', ' VIDEO/MP4 '])).toBeNull();
    expect(typed(Array.from({ length: 21 }, (_, i) => `video/x-${i}`))).toBe('Allow at most 20 video types.');
  });

  it('Issue 12 the banner is trimmed, an empty one is none, and it stays under 500 characters', () => {
    expect(appSettingsErrors({ ...DEFAULT_APP_SETTINGS, maintenanceBanner: 'x'.repeat(501) }).maintenanceBanner).toBe('Keep the banner under 500 characters.');
    expect(appSettingsErrors({ ...DEFAULT_APP_SETTINGS, maintenanceBanner: ` ${'x'.repeat(500)} ` })).toEqual({});
    const saved = changeAppSettings({ ...DEFAULT_APP_SETTINGS, maintenanceBanner: '  Back at 2 am  ', allowedVideoTypes: ['Video/MP4', 'video/mp4 ', 'video/webm'] }, admin);
    expect(saved.ok && saved.value).toMatchObject({ maintenanceBanner: 'Back at 2 am', allowedVideoTypes: ['video/mp4', 'video/webm'] });
    const cleared = changeAppSettings({ ...DEFAULT_APP_SETTINGS, maintenanceBanner: '   ' }, admin);
    expect(cleared.ok && cleared.value.maintenanceBanner).toBeNull();
    expect(reason(changeAppSettings({ ...DEFAULT_APP_SETTINGS, allowedVideoTypes: [] }, admin))).toBe('invalid');
  });

  it('Issue 12 sign-ups closed: the sign-up path is refused with a clear message', () => {
    expect(checkSignUpsOpen({ signupsOpen: true })).toEqual({ ok: true, value: undefined });
    expect(checkSignUpsOpen({ signupsOpen: false })).toEqual({ ok: false, error: { kind: 'signups-closed', message: SIGNUPS_CLOSED_MESSAGE } });
    expect(SIGNUPS_CLOSED_MESSAGE).toMatch(/^Sign-ups are closed/);
  });
});

describe('Issue 12 pricing rules', () => {
  it('Issue 12 R6.3 only an admin changes the pricing', () => {
    expect(reason(changePricing(DEFAULT_PRICING, athlete))).toBe('forbidden');
    expect(reason(changePricing(DEFAULT_PRICING, null))).toBe('forbidden');
    expect(changePricing({ ...DEFAULT_PRICING, currency: ' eur ' }, admin)).toEqual({ ok: true, value: { ...DEFAULT_PRICING, currency: 'EUR' } });
  });

  it('Issue 12 each field has its rule: fee 0–100 %, surcharge 0–500 %, turnaround 1–100 %, shortest turnaround 1–168 h, an ISO currency code', () => {
    expect(pricingErrors(DEFAULT_PRICING)).toEqual({});
    expect(pricingErrors({ currency: 'US', platformFeePercent: 101, expressSurchargePercent: 501, expressTurnaroundPercent: 0, expressMinTurnaroundHours: 169 })).toEqual({
      currency: 'Use a three-letter currency code such as USD.',
      platformFeePercent: 'The platform fee is a whole percent from 0 to 100.',
      expressSurchargePercent: 'The express surcharge is a whole percent from 0 to 500.',
      expressTurnaroundPercent: 'The express turnaround is a whole percent from 1 to 100.',
      expressMinTurnaroundHours: 'The shortest express turnaround is from 1 to 168 hours.',
    });
    expect(pricingErrors({ currency: 'EUR', platformFeePercent: 0, expressSurchargePercent: 500, expressTurnaroundPercent: 100, expressMinTurnaroundHours: 168 })).toEqual({});
    expect(pricingErrors({ ...DEFAULT_PRICING, expressMinTurnaroundHours: 1, expressTurnaroundPercent: 1 })).toEqual({});
    expect(reason(changePricing({ ...DEFAULT_PRICING, platformFeePercent: 12.5 }, admin))).toBe('invalid');
  });
});
