/**
 * The platform's settings and pricing (issue 12: /admin/settings, /admin/pricing), run against
 * every backend: everyone reads them, only admins change them (an athlete, a pro and a signed-out
 * visitor are refused and nothing changes), invalid values are refused, and each setting takes
 * effect where it applies ON THE BACKEND: sign-up while sign-ups are closed, `startUpload` with the
 * upload limit and types, a new draft's price with the pricing.
 *
 *   describePlatformSettingsContract('MyBackend', async () => ({ settings, submissions, videos, auth, harness }));
 *
 * with the FRESH adapters of one backend per test (its PlatformSettings, SubmissionRepository,
 * VideoRepository and AuthPort, all acting as the same signed-in user) and a harness:
 * - `actAs(role)`: creates an account with a profile (is_admin for 'admin', set with service
 *   rights) and makes every adapter act as that user; returns its id;
 * - `actAgainAs(id)`: acts as a user `actAs` created; `signOut()`: acts for nobody;
 * - `seedPro(pro)`: writes a pros row with service rights;
 * - `dispose()` (optional).
 * Refusals are asserted by `error.reason` (sign-up by the AuthError's kind), not by wording.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AuthPort } from '../../src/application/ports/auth.port';
import type { PlatformSettings } from '../../src/application/ports/platform-settings.port';
import type { SubmissionRepository } from '../../src/application/ports/submission-repository.port';
import type { VideoRepository } from '../../src/application/ports/video-repository.port';
import type { Pro } from '../../src/domain/pros/pro';
import { DEFAULT_APP_SETTINGS, MIB, type AppSettings } from '../../src/domain/settings/app-settings';
import { DEFAULT_PRICING, type Pricing } from '../../src/domain/submissions/pricing';
import { aPro } from '../support/pro-mother';
import { aClip, finished } from './videos.contract';
import { value, failure, refusal } from './results';
import { dataErrors } from '../../src/domain/shared/data-error';

export interface PlatformSettingsContractHarness {
  actAs(role: 'admin' | 'pro' | 'athlete'): Promise<string>;
  actAgainAs(userId: string): Promise<void>;
  signOut(): Promise<void>;
  seedPro(pro: Pro): Promise<void>;
  dispose?(): Promise<void>;
}

export interface PlatformSettingsSubject {
  readonly settings: PlatformSettings;
  readonly submissions: SubmissionRepository;
  readonly videos: VideoRepository;
  readonly auth: AuthPort;
  readonly harness: PlatformSettingsContractHarness;
}

const QUESTION = 'Is my serve toss too far forward?';
const CHANGED_PRICING: Pricing = { currency: 'USD', platformFeePercent: 20, expressSurchargePercent: 100, expressTurnaroundPercent: 25, expressMinTurnaroundHours: 6 };
const CHANGED_SETTINGS: AppSettings = { maintenanceBanner: 'Maintenance tonight from 22:00 UTC.', signupsOpen: true, maxUploadBytes: 5 * MIB, allowedVideoTypes: ['video/webm'] };

export function describePlatformSettingsContract(name: string, makeSubject: () => Promise<PlatformSettingsSubject>): void {
  describe(`Platform settings contract: ${name}`, () => {
    let subject: PlatformSettingsSubject;
    let settings: PlatformSettings;
    let harness: PlatformSettingsContractHarness;
    beforeEach(async () => {
      subject = await makeSubject();
      ({ settings, harness } = subject);
    });
    afterEach(async () => {
      await harness.dispose?.();
    });

    const signUp = (email = `${globalThis.crypto.randomUUID().slice(0, 8)}@example.com`) =>
      subject.auth.signUp({ email, password: 'a-password-long-enough', data: { terms_accepted_at: '2026-01-01T00:00:00.000Z', first_name: 'New', last_name: 'Person', account_type: 'athlete' }, emailRedirectTo: 'http://localhost:5173/auth/callback' });

    it('Issue 12 everyone reads the settings and the pricing, a signed-out visitor too', async () => {
      await harness.signOut();
      expect(value(await settings.appSettings())).toEqual(DEFAULT_APP_SETTINGS);
      expect(value(await settings.pricing())).toEqual(DEFAULT_PRICING);
      await harness.actAs('athlete');
      expect(value(await settings.appSettings())).toEqual(DEFAULT_APP_SETTINGS);
    });

    it('Issue 12 only an admin changes the settings or the pricing: an athlete, a pro and a signed-out visitor are refused and nothing changes', async () => {
      for (const role of ['athlete', 'pro'] as const) {
        await harness.actAs(role);
        expect(refusal(await settings.saveAppSettings({ ...CHANGED_SETTINGS, signupsOpen: false }))).toEqual(dataErrors.adminOnly());
        expect(refusal(await settings.savePricing(CHANGED_PRICING))).toEqual(dataErrors.adminOnly());
      }
      await harness.signOut();
      expect(refusal(await settings.saveAppSettings(CHANGED_SETTINGS))).toEqual(dataErrors.notSignedIn());
      expect(refusal(await settings.savePricing(CHANGED_PRICING))).toEqual(dataErrors.notSignedIn());
      expect(value(await settings.appSettings())).toEqual(DEFAULT_APP_SETTINGS);
      expect(value(await settings.pricing())).toEqual(DEFAULT_PRICING);
    });

    it('Issue 12 an admin saves the settings and the pricing; everyone reads them; an empty banner clears it', async () => {
      const admin = await harness.actAs('admin');
      const saved = value(await settings.saveAppSettings({ ...CHANGED_SETTINGS, maintenanceBanner: '  Maintenance tonight from 22:00 UTC.  ', allowedVideoTypes: [' Video/WebM ', 'video/webm', 'video/*'] }));
      expect(saved).toEqual({ ...CHANGED_SETTINGS, allowedVideoTypes: ['video/webm', 'video/*'] });
      expect(value(await settings.savePricing({ ...CHANGED_PRICING, currency: 'usd' }))).toEqual(CHANGED_PRICING);
      await harness.signOut();
      expect(value(await settings.appSettings())).toEqual(saved);
      expect(value(await settings.uploadSettings())).toMatchObject({ maxUploadBytes: 5 * MIB, allowedVideoTypes: ['video/webm', 'video/*'] });
      expect(value(await settings.pricing())).toEqual(CHANGED_PRICING);
      await harness.actAgainAs(admin);
      expect(value(await settings.saveAppSettings({ ...saved, maintenanceBanner: '   ' })).maintenanceBanner).toBeNull();
      await harness.signOut();
      expect(value(await settings.appSettings()).maintenanceBanner).toBeNull();
    });

    it('Issue 12 an admin’s invalid values are refused and nothing is stored', async () => {
      await harness.actAs('admin');
      const invalidSettings: AppSettings[] = [
        { ...DEFAULT_APP_SETTINGS, maxUploadBytes: 0 },
        { ...DEFAULT_APP_SETTINGS, maxUploadBytes: 51 * 1024 * MIB },
        { ...DEFAULT_APP_SETTINGS, allowedVideoTypes: [] },
        { ...DEFAULT_APP_SETTINGS, allowedVideoTypes: ['video/mp4', 'text/plain'] },
        { ...DEFAULT_APP_SETTINGS, maintenanceBanner: 'x'.repeat(501) },
      ];
      for (const wrong of invalidSettings) expect(failure(await settings.saveAppSettings(wrong))).toBe('invalid');
      const invalidPricing: Pricing[] = [
        { ...DEFAULT_PRICING, currency: 'US' },
        { ...DEFAULT_PRICING, platformFeePercent: 101 },
        { ...DEFAULT_PRICING, expressSurchargePercent: -1 },
        { ...DEFAULT_PRICING, expressTurnaroundPercent: 0 },
        { ...DEFAULT_PRICING, expressMinTurnaroundHours: 169 },
        { ...DEFAULT_PRICING, platformFeePercent: 12.5 },
      ];
      for (const wrong of invalidPricing) expect(failure(await settings.savePricing(wrong))).toBe('invalid');
      expect(value(await settings.appSettings())).toEqual(DEFAULT_APP_SETTINGS);
      expect(value(await settings.pricing())).toEqual(DEFAULT_PRICING);
    });

    it('Issue 12 with sign-ups closed the backend creates no account; reopened, it does', async () => {
      const admin = await harness.actAs('admin');
      value(await settings.saveAppSettings({ ...DEFAULT_APP_SETTINGS, signupsOpen: false }));
      await harness.signOut();
      const refused = await signUp();
      expect(!refused.ok && refused.error.kind).toBe('signups-closed');
      expect(!refused.ok && refused.error.message).toMatch(/^Sign-ups are closed/);
      await harness.actAgainAs(admin);
      value(await settings.saveAppSettings({ ...DEFAULT_APP_SETTINGS, signupsOpen: true }));
      await harness.signOut();
      expect((await signUp()).ok).toBe(true);
    });

    it('Issue 12 the upload limit and the allowed types take effect on startUpload', async () => {
      const admin = await harness.actAs('admin');
      value(await settings.saveAppSettings({ ...DEFAULT_APP_SETTINGS, maxUploadBytes: MIB, allowedVideoTypes: ['video/webm'] }));
      await harness.actAs('athlete');
      expect(failure(await subject.videos.startUpload(aClip('serve.mp4', 64 * 1024, 'video/mp4')))).toBe('invalid');
      expect(failure(await subject.videos.startUpload(aClip('long.webm', MIB + 1, 'video/webm')))).toBe('invalid');
      const accepted = await subject.videos.startUpload(aClip('serve.webm', 64 * 1024, 'video/webm'));
      expect((await finished(value(accepted))).mimeType).toBe('video/webm');
      await harness.actAgainAs(admin);
      value(await settings.saveAppSettings(DEFAULT_APP_SETTINGS));
      await harness.actAs('athlete');
      expect(failure(await subject.videos.startUpload(aClip('serve.webm', MIB + 1, 'video/webm')))).toBe('ok');
    });

    it('Issue 12 a new pricing prices the next draft (surcharge, turnaround, fee); an earlier draft keeps its price', async () => {
      const pro = await harness.actAs('pro');
      await harness.seedPro(aPro({ id: pro, sports: ['Tennis'], priceCents: 4000, turnaroundHours: 48 }));
      const athlete = await harness.actAs('athlete');
      const ask = () => subject.submissions.createDraft(pro, { sport: 'Tennis', tier: 'express', question: QUESTION }).then(value);
      const before = await ask();
      expect(before).toMatchObject({ priceCents: 6000, platformFeeCents: 600, turnaroundHours: 24 });
      await harness.actAs('admin');
      value(await settings.savePricing(CHANGED_PRICING));
      await harness.actAgainAs(athlete);
      const after = await ask();
      expect(after).toMatchObject({ priceCents: 8000, platformFeeCents: 1600, turnaroundHours: 12 });
      const standard = value(await subject.submissions.createDraft(pro, { sport: 'Tennis', tier: 'standard', question: QUESTION }));
      expect(standard).toMatchObject({ priceCents: 4000, platformFeeCents: 800, turnaroundHours: 48 });
      expect(value(await subject.submissions.find(before.id)).submission).toMatchObject({ priceCents: 6000, platformFeeCents: 600 });
    });
  });
}
