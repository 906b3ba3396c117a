import { describe, expect, it } from 'vitest';
import { TYPES } from '../../../src/application/ports/tokens';
import { PRO_MESSAGES } from '../../../src/application/pros/pro-messages';
import { createTestWorld, seedAccount, type TestWorld } from '../../support/test-app';
import { aPdf, aPro, anApplication } from '../../support/pro-mother';

async function signedIn(world: TestWorld, email: string) {
  world.backend.auth.startSessionFor(email);
  await world.clock.advanceBy(100);
}

describe('pro onboarding, verification and deletion', () => {
  it('a pro saves, uploads credentials, submits (pending, account_type pro), is rejected with a reason, resubmits and is approved into /pros', async () => {
    const world = createTestWorld();
    const pro = seedAccount(world, { email: 'carla@example.com' });
    const admin = seedAccount(world, { email: 'root@example.com', profileIsAdmin: true });
    const pros = world.backend.pros;

    await signedIn(world, pro.email);
    const save = world.get(TYPES.SaveProApplication);
    const saved = await save.execute(pro.user.id, 'profile', anApplication());
    expect(saved.ok && saved.value.verificationStatus).toBe('draft');

    const submit = world.get(TYPES.SubmitProApplication);
    const tooEarly = await submit.execute(pro.user.id);
    expect(!tooEarly.ok && tooEarly.error.kind === 'invalid' && tooEarly.error.errors.documents).toBe('Upload an identity document.');

    const upload = world.get(TYPES.UploadProDocument);
    const bad = await upload.execute(pro.user.id, 'identity', new File(['x'], 'id.gif', { type: 'image/gif' }));
    expect(bad.ok).toBe(false);
    expect(pros.documents.size).toBe(0);
    expect((await upload.execute(pro.user.id, 'identity', aPdf())).ok).toBe(true);

    const submitted = await submit.execute(pro.user.id);
    expect(submitted.ok && submitted.value.verificationStatus).toBe('pending');
    expect(world.backend.profiles.get(pro.user.id)?.accountType).toBe('pro');
    const state = world.authStore.state.value;
    expect(state.status === 'signed-in' && state.profile?.accountType).toBe('pro');
    expect((await save.execute(pro.user.id, 'profile', anApplication({ headline: 'Changed while pending' }))).ok).toBe(false);

    await signedIn(world, admin.email);
    const reject = world.get(TYPES.RejectPro);
    expect((await reject.execute(pro.user.id, 'no')).ok).toBe(false);
    const rejected = await reject.execute(pro.user.id, 'Identity document is unreadable');
    expect(rejected.ok && rejected.value.rejectionReason).toBe('Identity document is unreadable');
    expect(pros.notifications.at(-1)).toMatchObject({ userId: pro.user.id, title: PRO_MESSAGES.rejectedTitle });

    await signedIn(world, pro.email);
    expect((await save.execute(pro.user.id, 'profile', anApplication({ headline: 'Fixed headline' }))).ok).toBe(true);
    expect((await submit.execute(pro.user.id)).ok).toBe(true);

    await signedIn(world, admin.email);
    const approve = world.get(TYPES.ApprovePro);
    expect((await approve.execute(pro.user.id)).ok).toBe(true);
    expect(pros.notifications.at(-1)).toMatchObject({ userId: pro.user.id, title: PRO_MESSAGES.approvedTitle });
    const listed = await pros.listPublic({ search: 'Coach Carla' });
    expect(listed.ok && listed.value.items.map((p) => p.id)).toEqual([pro.user.id]);
  });

  it('refuses admin operations to a pro, so a pro cannot approve themself', async () => {
    const world = createTestWorld();
    const pro = seedAccount(world, { email: 'carla@example.com' });
    world.backend.pros.put(aPro({ id: pro.user.id, verificationStatus: 'pending' }));
    await signedIn(world, pro.email);
    const approved = await world.get(TYPES.ApprovePro).execute(pro.user.id);
    expect(approved.ok).toBe(false);
    expect(world.backend.pros.pros.get(pro.user.id)?.verificationStatus).toBe('pending');
  });

  it('deletes a pro only after the typed name, cancelling open submissions and marking paid ones for refund', async () => {
    const world = createTestWorld();
    const admin = seedAccount(world, { email: 'root@example.com', profileIsAdmin: true });
    const pros = world.backend.pros;
    pros.put(aPro({ id: 'p1', displayName: 'Coach Carla' }));
    pros.submissionTables.seed({ id: 's1', pro_id: 'p1', athlete_id: 'a', status: 'submitted', paid: true });
    pros.submissionTables.seed({ id: 's2', pro_id: 'p1', athlete_id: 'a', status: 'awaiting_payment', paid: false });
    pros.submissionTables.seed({ id: 's3', pro_id: 'p1', athlete_id: 'a', status: 'delivered', paid: true });
    await signedIn(world, admin.email);
    expect(await pros.deletionImpact('p1')).toEqual({ ok: true, value: { openSubmissions: 2, payments: 2, paymentsToRefund: 1 } });

    const remove = world.get(TYPES.DeletePro);
    const wrong = await remove.execute({ id: 'p1', displayName: 'Coach Carla' }, 'Coach');
    expect(!wrong.ok && wrong.error.message).toBe('Type "Coach Carla" exactly to confirm.');
    expect(pros.pros.get('p1')?.deletedAt).toBeNull();

    const done = await remove.execute({ id: 'p1', displayName: 'Coach Carla' }, 'Coach Carla');
    expect(done).toEqual({ ok: true, value: { cancelledSubmissions: 2, refundsRequested: 1 } });
    expect(pros.submissionTables.rowsOf('p1').map((s) => [s.status, s.refund_requested])).toEqual([
      ['cancelled', true],
      ['cancelled', false],
      ['delivered', false],
    ]);
    expect(pros.pros.get('p1')?.deletedAt).not.toBeNull();
    expect((await pros.findPublic('p1')).ok && (await pros.findPublic('p1'))).toEqual({ ok: true, value: null });
  });

  it('remembers the onboarding step under the spec key onboarding-flow, which sign-out clears (R4.5)', () => {
    const world = createTestWorld();
    const progress = world.get(TYPES.OnboardingProgress);
    expect(progress.step()).toBeNull();
    progress.setStep('credentials');
    expect(progress.step()).toBe('credentials');
    expect(JSON.parse(world.sessionStore.get('onboarding-flow') ?? '')).toEqual({ flow: 'pro', step: 'credentials' });
    world.sessionStore.set('onboarding-flow', '{broken');
    expect(progress.step()).toBeNull();
  });
});
