import { describe, expect, it } from 'vitest';
import type { SignOut } from '../../../src/application/auth/sign-out.use-case';
import type { ProDocumentStore } from '../../../src/application/ports/pro-document-store.port';
import type { ProRepository } from '../../../src/application/ports/pro-repository.port';
import { TYPES } from '../../../src/application/ports/tokens';
import type { OnboardingProgress } from '../../../src/application/pros/onboarding-progress';
import { ProOnboardingStore, type ProOnboardingState, type ReadyOnboardingState } from '../../../src/application/pros/pro-onboarding.store';
import type { SaveProApplication } from '../../../src/application/pros/save-pro-application.use-case';
import type { SubmitProApplication } from '../../../src/application/pros/submit-pro-application.use-case';
import type { UploadProDocument } from '../../../src/application/pros/upload-pro-document.use-case';
import { dataErrors } from '../../../src/domain/shared/data-error';
import { aPdf } from '../../support/pro-mother';
import { createTestWorld, seedAccount, type TestWorld } from '../../support/test-app';

const PROFILE = { displayName: 'Coach Carla', headline: 'Tennis serve specialist', bio: 'Twelve years coaching juniors and adults on the serve.' };
const PRICING = { sports: ['Tennis'] as const, years: '12', price: '45', turnaroundHours: 72 };

async function aSignedInPro(): Promise<{ world: TestWorld; userId: string; store: ProOnboardingStore }> {
  const world = createTestWorld();
  const pro = seedAccount(world, { email: 'carla@example.com' });
  world.backend.auth.startSessionFor(pro.email);
  await world.clock.advanceBy(100);
  const store = world.get<ProOnboardingStore>(TYPES.ProOnboardingStore);
  await store.open(pro.user.id);
  return { world, userId: pro.user.id, store };
}

/** A store built afresh over the same backend and session storage: what a reload of the page finds. */
function aFreshStore(world: TestWorld): ProOnboardingStore {
  return new ProOnboardingStore(
    world.get<ProRepository>(TYPES.ProRepository),
    world.get<ProDocumentStore>(TYPES.ProDocumentStore),
    world.get<OnboardingProgress>(TYPES.OnboardingProgress),
    world.get<SaveProApplication>(TYPES.SaveProApplication),
    world.get<SubmitProApplication>(TYPES.SubmitProApplication),
    world.get<UploadProDocument>(TYPES.UploadProDocument),
    world.authStore.state,
  );
}

function ready(state: ProOnboardingState): ReadyOnboardingState {
  if (state.status !== 'ready') throw new Error(`expected a ready onboarding, got ${state.status}`);
  return state;
}

describe('ProOnboardingStore: the onboarding steps keep every answer', () => {
  it('saving step 1 checks only its fields and stores a draft with the later steps empty', async () => {
    const { world, userId, store } = await aSignedInPro();
    expect(ready(store.state.value)).toMatchObject({ step: 'profile', pro: null, editing: true });

    store.edit({ displayName: PROFILE.displayName });
    await store.saveStep();
    expect(Object.keys(ready(store.state.value).errors).sort()).toEqual(['bio', 'headline']);
    expect(ready(store.state.value).step).toBe('profile');
    expect(world.backend.pros.pros.get(userId)).toBeUndefined();

    store.edit({ headline: PROFILE.headline, bio: PROFILE.bio });
    await store.saveStep();
    expect(ready(store.state.value)).toMatchObject({ step: 'pricing', errors: {}, problem: null });
    expect(world.backend.pros.pros.get(userId)).toMatchObject({ ...PROFILE, verificationStatus: 'draft', sports: [], yearsExperience: 0, priceCents: 0 });
    expect(JSON.parse(world.sessionStore.get('onboarding-flow') ?? '')).toEqual({ flow: 'pro', step: 'pricing' });
  });

  it('coming back (a fresh store, as after a reload) loads the stored answers and resumes at the next step', async () => {
    const { world, userId, store } = await aSignedInPro();
    store.edit(PROFILE);
    await store.saveStep();

    const again = aFreshStore(world);
    await again.open(userId);
    expect(ready(again.state.value)).toMatchObject({ step: 'pricing', form: { ...PROFILE, sports: [], years: '', price: '', turnaroundHours: 48 } });

    // A new tab has no remembered step: it resumes at the first step still missing answers.
    world.sessionStore.remove('onboarding-flow');
    const newTab = aFreshStore(world);
    await newTab.open(userId);
    expect(ready(newTab.state.value).step).toBe('pricing');

    // A remembered step never skips one still missing answers.
    world.sessionStore.set('onboarding-flow', JSON.stringify({ flow: 'pro', step: 'review' }));
    const skipped = aFreshStore(world);
    await skipped.open(userId);
    expect(ready(skipped.state.value).step).toBe('pricing');
  });

  it('a failed save says so and loses nothing typed; trying again stores it', async () => {
    const { world, userId, store } = await aSignedInPro();
    store.edit(PROFILE);
    world.backend.pros.faults.failNext('saveOwn', dataErrors.unavailable());
    await store.saveStep();
    expect(ready(store.state.value)).toMatchObject({
      step: 'profile',
      busy: false,
      form: PROFILE,
      problem: 'Your answers were not saved. The service is unavailable right now. Please try again.',
    });
    expect(world.backend.pros.pros.get(userId)).toBeUndefined();

    await store.saveStep();
    expect(ready(store.state.value)).toMatchObject({ step: 'pricing', problem: null });
    expect(world.backend.pros.pros.get(userId)).toMatchObject(PROFILE);
  });

  it('a second "Save and continue" while the first is running saves once', async () => {
    const { world, store } = await aSignedInPro();
    store.edit(PROFILE);
    const calls = world.backend.pros.faults.calls('saveOwn');
    await Promise.all([store.saveStep(), store.saveStep()]);
    expect(world.backend.pros.faults.calls('saveOwn') - calls).toBe(1);
    expect(ready(store.state.value).step).toBe('pricing');
  });

  it('the credentials step needs an identity document; submitting checks everything and opens the step an error belongs to', async () => {
    const { world, userId, store } = await aSignedInPro();
    store.edit(PROFILE);
    await store.saveStep();
    store.edit({ ...PRICING, sports: [...PRICING.sports] });
    await store.saveStep();
    expect(ready(store.state.value).step).toBe('credentials');

    await store.saveStep();
    expect(ready(store.state.value)).toMatchObject({ step: 'credentials', errors: { documents: 'Upload an identity document.' } });

    await store.uploadDocument('identity', aPdf('passport.pdf'));
    expect(ready(store.state.value)).toMatchObject({ errors: {}, uploads: { identity: { progress: null, message: 'Uploaded passport.pdf', failed: false } } });
    expect(ready(store.state.value).documents.map((d) => d.fileName)).toEqual(['passport.pdf']);
    await store.saveStep();
    expect(ready(store.state.value).step).toBe('review');

    // The stored price is made invalid behind the page's back: submission refuses it on the pricing step.
    world.backend.pros.put({ ...world.backend.pros.pros.get(userId)!, priceCents: 0 });
    await store.submit();
    expect(ready(store.state.value)).toMatchObject({
      step: 'pricing',
      errors: { priceCents: 'Set a price between $5 and $1000.' },
      problem: 'Some answers need attention before you submit.',
    });

    store.edit({ price: '45' });
    await store.saveStep();
    await store.saveStep();
    await store.submit();
    expect(ready(store.state.value)).toMatchObject({ editing: false, pro: { verificationStatus: 'pending' } });
    expect(world.sessionStore.get('onboarding-flow')).toBeNull();
  });

  it('forgets the answers at sign-out (with the onboarding-flow key, R4.5)', async () => {
    const { world, store } = await aSignedInPro();
    store.edit(PROFILE);
    await store.saveStep();
    await world.get<SignOut>(TYPES.SignOut).execute();
    expect(store.state.value).toEqual({ status: 'idle' });
    expect(world.sessionStore.get('onboarding-flow')).toBeNull();
  });
});
