import { ScriptedVideoFactsReader } from '../../../src/adapters/memory/scripted-video-facts-reader.fake';
import { describe, expect, it } from 'vitest';
import { TYPES } from '../../../src/application/ports/tokens';
import { createTestWorld, seedAccount, type TestWorld } from '../../support/test-app';
import { aPro } from '../../support/pro-mother';
import { createContainer } from '../../../src/composition/create-container';
import { createMemoryBackend } from '../../../src/adapters/memory/memory-backend';
import { VirtualClock } from '../../../src/adapters/memory/virtual-clock';
import { InMemoryKeyValueStore } from '../../../src/adapters/memory/in-memory-key-value-store.fake';
import { RecordingLogger } from '../../../src/adapters/memory/recording-logger.fake';
import { RecordingPageReloader } from '../../../src/adapters/memory/recording-page-reloader.fake';

const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };

async function signedIn(world: TestWorld, email: string) {
  world.backend.auth.startSessionFor(email);
  await world.clock.advanceBy(100);
}

/** A listed pro (Coach Carla, 45 USD, 48 h) and a signed-in athlete. */
async function aJourney() {
  const world = createTestWorld();
  const pro = seedAccount(world, { email: 'carla@example.com' });
  world.backend.pros.put(aPro({ id: pro.user.id, displayName: 'Coach Carla', priceCents: 4500, turnaroundHours: 48 }));
  const athlete = seedAccount(world, { email: 'sam@example.com' });
  await signedIn(world, athlete.email);
  return { world, pro, athlete };
}

describe('the submission journey through its use cases (memory backend)', () => {
  it('drafts, attaches the uploaded clip, loads the order summary and pays once; the pro then reviews and delivers the analysis', async () => {
    const { world, pro, athlete } = await aJourney();
    const draft = await world.get(TYPES.CreateSubmissionDraft).execute(pro.user.id, { sport: 'Tennis', tier: 'express', question: 'Is my serve toss too far forward?' });
    if (!draft.ok) throw new Error(draft.error.message);

    const early = await world.get(TYPES.LoadCheckout).execute(draft.value.id);
    expect(!early.ok && early.error.reason).toBe('conflict');

    world.backend.submissions.tables.videos.set('clip-1', { id: 'clip-1', ownerId: athlete.user.id, status: 'ready' });
    const act = world.get(TYPES.ActOnSubmission);
    expect((await act.execute(draft.value.id, { type: 'start_checkout', videoId: 'clip-1' })).ok).toBe(true);

    const checkout = await world.get(TYPES.LoadCheckout).execute(draft.value.id);
    expect(checkout.ok && checkout.value.summary).toEqual({ priceCents: 6750, platformFeeCents: 675, referralCreditCents: 0, totalCents: 7425, currency: 'USD' });
    expect(checkout.ok && checkout.value.method).toEqual({ kind: 'card-form' });
    expect(checkout.ok && checkout.value.view.proName).toBe('Coach Carla');

    const pay = world.get(TYPES.PayForSubmission);
    expect(await pay.execute(draft.value.id, CARD)).toEqual({ ok: true, value: { status: 'succeeded' } });
    expect(await pay.execute(draft.value.id, CARD)).toEqual({ ok: true, value: { status: 'succeeded' } });
    expect(world.backend.submissions.tables.paymentsOf(draft.value.id).map((p) => [p.status, p.amountCents])).toEqual([['succeeded', 7425]]);

    await signedIn(world, pro.email);
    const queue = await world.get(TYPES.ListSubmissions).execute({ as: 'pro', status: 'submitted' });
    expect(queue.ok && queue.value.map((v) => v.submission.id)).toEqual([draft.value.id]);
    expect(world.backend.pros.notifications.at(-1)).toMatchObject({ userId: pro.user.id, link: `/submissions/${draft.value.id}` });
    expect((await act.execute(draft.value.id, { type: 'start_review' })).ok).toBe(true);
    // Issue 11: the submission is delivered with its analysis, from the studio, and needs a summary.
    const studio = world.get(TYPES.StudioSessionFactory)();
    await studio.open(draft.value.id);
    expect(await studio.deliver()).toMatchObject({ ok: false, error: { reason: 'invalid' } });
    studio.setSummary('Move the toss forward and finish higher.');
    expect((await studio.deliver()).ok).toBe(true);
    await studio.close();
    const delivered = await world.get(TYPES.ListSubmissions).execute({ as: 'pro', status: 'delivered' });
    expect(delivered.ok && delivered.value.map((v) => [v.submission.id, v.submission.deliveredAt !== null])).toEqual([[draft.value.id, true]]);
  });

  it('a declined card leaves the submission awaiting payment and the athlete can pay later', async () => {
    const { world, pro, athlete } = await aJourney();
    const draft = await world.get(TYPES.CreateSubmissionDraft).execute(pro.user.id, { sport: 'Tennis', tier: 'standard', question: 'How is my backswing looking?' });
    if (!draft.ok) throw new Error(draft.error.message);
    world.backend.submissions.tables.videos.set('clip-1', { id: 'clip-1', ownerId: athlete.user.id, status: 'ready' });
    await world.get(TYPES.ActOnSubmission).execute(draft.value.id, { type: 'start_checkout', videoId: 'clip-1' });

    const pay = world.get(TYPES.PayForSubmission);
    expect(await pay.execute(draft.value.id, { ...CARD, cardNumber: '4000 0000 0000 0002' })).toEqual({ ok: true, value: { status: 'declined', message: 'Your card was declined.' } });
    const list = await world.get(TYPES.ListSubmissions).execute({ as: 'athlete' });
    expect(list.ok && list.value.map((v) => v.submission.status)).toEqual(['awaiting_payment']);
    expect(await pay.execute(draft.value.id, CARD)).toEqual({ ok: true, value: { status: 'succeeded' } });
  });

  it('a backend without the journey leaves its ports and use cases unbound (the hosted backend until its adapters land)', () => {
    expect(createTestWorld().container.isBound(TYPES.PayForSubmission)).toBe(true);
    const clock = new VirtualClock();
    const { auth, profiles, functions } = createMemoryBackend(clock);
    const platform = { clock, sessionStore: new InMemoryKeyValueStore(), logger: new RecordingLogger(), reloader: new RecordingPageReloader(), videoFacts: new ScriptedVideoFactsReader() };
    const container = createContainer({ auth, profiles, functions }, platform, { backend: 'supabase', simulated: false, origin: 'http://localhost:3000' });
    expect(container.isBound(TYPES.PaymentsPort)).toBe(false);
    expect(container.isBound(TYPES.LoadCheckout)).toBe(false);
  });
});
