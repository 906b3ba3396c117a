import { describe, expect, it, vi } from 'vitest';
import { decideGuardedRoute } from '../../../src/application/navigation/route-guards';
import type { AuthState } from '../../../src/application/auth/auth-state.store';
import { err } from '../../../src/domain/result';
import { anAdminWorld, readFailure, recordAdminReads, signedInUser } from './admin-world';

describe('AdminGateSession', () => {
  it('R4.15 R4.16 is checking, then allowed for an admin', async () => {
    const world = anAdminWorld();
    const user = signedInUser(world, { profileIsAdmin: true });
    const gate = world.newGateSession();

    gate.check(user);
    expect(gate.state.value).toEqual({ phase: 'checking', recoveryPanelVisible: false });
    await world.clock.advanceBy(1_300);
    expect(gate.state.value).toEqual({ phase: 'allowed', recoveryPanelVisible: false });
  });

  it('R4.17 R6.4 is denied for a non-admin', async () => {
    const world = anAdminWorld();
    const user = signedInUser(world, { profileIsAdmin: false });
    const gate = world.newGateSession();

    gate.check(user);
    await world.clock.advanceBy(1_300);
    expect(gate.state.value.phase).toBe('denied');
  });

  it('R4.18 R9.9 shows the recovery panel after 3 s of checking, not at 2 999 ms', async () => {
    const world = anAdminWorld();
    const user = signedInUser(world, { profileIsAdmin: true });
    world.backend.profiles.faults.failNext('readAdminFlag', readFailure, 2);
    const gate = world.newGateSession();

    gate.check(user);
    await world.clock.advanceBy(2_999);
    expect(gate.state.value).toEqual({ phase: 'checking', recoveryPanelVisible: false });
    await world.clock.advanceBy(1);
    expect(gate.state.value).toEqual({ phase: 'checking', recoveryPanelVisible: true });
    // The third attempt (5 400 ms) succeeds; the answer closes the panel.
    await world.clock.advanceBy(2_400 + 500);
    expect(gate.state.value).toEqual({ phase: 'allowed', recoveryPanelVisible: false });
  });

  it('R4.18 no panel when the answer comes within 3 s', async () => {
    const world = anAdminWorld();
    const user = signedInUser(world, { profileIsAdmin: true });
    const gate = world.newGateSession();
    gate.check(user);
    await world.clock.advanceBy(60_000);
    expect(gate.state.value).toEqual({ phase: 'allowed', recoveryPanelVisible: false });
  });

  it('R4.9 two gates asking at the same moment share one backend check', async () => {
    const world = anAdminWorld();
    const user = signedInUser(world, { profileIsAdmin: true });
    const reads = recordAdminReads(world);
    const [first, second] = [world.newGateSession(), world.newGateSession()];

    first.check(user);
    second.check(user);
    await world.clock.advanceBy(1_300);

    expect(reads).toEqual([800]);
    expect(first.state.value.phase).toBe('allowed');
    expect(second.state.value.phase).toBe('allowed');
  });

  it('R4.9 the same user again (a refreshed token, copied metadata) does not restart the check', async () => {
    const world = anAdminWorld();
    const user = signedInUser(world, { profileIsAdmin: true });
    const reads = recordAdminReads(world);
    const gate = world.newGateSession();

    gate.check(user);
    await world.clock.advanceBy(400);
    gate.check({ ...user, user_metadata: { ...user.user_metadata } });
    await world.clock.advanceBy(2_500);

    expect(reads).toEqual([800]);
    expect(gate.state.value).toEqual({ phase: 'allowed', recoveryPanelVisible: false });
  });

  it('R4.19 a recovery action takes over: the check it interrupted no longer decides', async () => {
    const world = anAdminWorld();
    const user = signedInUser(world, { profileIsAdmin: true });
    const t0 = world.clock.now();
    // Every read fails except the one at 4 800 ms: the gate's own check (800, 2 600, 5 400) would end "not admin".
    const profiles = world.backend.profiles;
    const read = profiles.readAdminFlag.bind(profiles);
    vi.spyOn(profiles, 'readAdminFlag').mockImplementation((id) => (world.clock.now() - t0 === 4_800 ? read(id) : Promise.resolve(err(readFailure))));
    const gate = world.newGateSession();
    gate.check(user);
    await world.clock.advanceBy(3_000);

    // Refresh at 3 000 ms: its re-check starts at 4 000 ms and reads at 4 800 ms (its refresh is in the cooldown).
    void gate.refreshAdminAccess();
    await world.clock.advanceBy(2_299);
    expect(gate.state.value.phase).toBe('checking');
    await world.clock.advanceBy(1);
    expect(gate.state.value).toEqual({ phase: 'allowed', recoveryPanelVisible: false });
    await world.clock.advanceBy(60_000);
    expect(gate.state.value.phase).toBe('allowed');
  });

  it('R4.20 R8.6 a failed action leaves the gate checking with the panel open', async () => {
    const world = anAdminWorld();
    const user = signedInUser(world, { profileIsAdmin: true });
    world.backend.profiles.faults.failNext('readAdminFlag', readFailure, 4);
    const gate = world.newGateSession();
    gate.check(user);
    await world.clock.advanceBy(3_000);

    void gate.directDatabaseCheck();
    await world.clock.advanceBy(60_000);

    expect(gate.state.value).toEqual({ phase: 'checking', recoveryPanelVisible: true });
    expect(world.notifier.messages.at(-1)?.title).toBe('Could not verify admin status directly.');
  });

  it('R4.24 the panel can repair permissions: fix-permissions, 1 s, then the gate opens', async () => {
    const world = anAdminWorld();
    const user = signedInUser(world, { profileIsAdmin: true });
    world.backend.profiles.faults.failNext('readAdminFlag', readFailure, 3);
    const gate = world.newGateSession();
    gate.check(user);
    await world.clock.advanceBy(3_000);

    void gate.repairPermissions();
    await world.clock.advanceBy(999);
    expect(gate.state.value.phase).toBe('checking');
    await world.clock.advanceBy(1);
    expect(gate.state.value.phase).toBe('allowed');
  });
});

describe('decideGuardedRoute during a deliberate sign-out', () => {
  const signedOut: AuthState = { status: 'signed-out' };

  it('R4.22 holds the sign-in guard while a recovery sign-out waits its 0.5 s, then leaves for its own URL', () => {
    expect(decideGuardedRoute(signedOut, { phase: 'idle' })).toEqual({ kind: 'send-to-login' });
    expect(decideGuardedRoute(signedOut, { phase: 'signing-out' })).toEqual({ kind: 'hold' });
    expect(decideGuardedRoute(signedOut, { phase: 'leaving', to: '/login' })).toEqual({ kind: 'leave', to: '/login' });
    expect(decideGuardedRoute({ status: 'loading' }, { phase: 'signing-out' })).toEqual({ kind: 'wait' });
  });
});
