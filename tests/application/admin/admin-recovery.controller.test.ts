import { describe, expect, it, vi } from 'vitest';
import { METADATA_COPY_FAILED_LOG } from '../../../src/application/admin/admin-recovery.controller';
import { adminCacheKey } from '../../../src/application/admin/admin-status-cache';
import { authErrors } from '../../../src/domain/auth/auth-errors';
import { anAdminWorld, readFailure, recordAdminReads, signedInUser, track, type AdminWorld } from './admin-world';

/** A user whose earlier check said "not admin" (cached), so every action has something to clear. */
async function aStuckUser(options: { profileIsAdmin?: boolean } = {}) {
  const world = anAdminWorld();
  const user = signedInUser(world, { profileIsAdmin: false });
  void world.checkAdminStatus.executeManual(user);
  await world.clock.advanceBy(500);
  expect(world.sessionStore.get(adminCacheKey(user.id))).not.toBeNull();
  if (options.profileIsAdmin) world.backend.profiles.put({ ...world.backend.profiles.get(user.id)!, isAdmin: true });
  world.notifier.messages.length = 0;
  return { world, user };
}

const titles = (world: AdminWorld) => world.notifier.messages.map((message) => `${message.kind}: ${message.title}`);

describe('AdminRecoveryController: Refresh Admin Access', () => {
  it('R4.19 R9.11 says "Refreshing admin access...", refreshes the session, clears the cached status, waits 1 s, re-checks', async () => {
    const { world, user } = await aStuckUser({ profileIsAdmin: true });
    const refreshes = world.backend.auth.faults.calls('refreshSession');
    const reads = recordAdminReads(world);

    const status = track(world.recovery.refreshAdminAccess(user));
    await world.clock.advanceBy(0);
    expect(titles(world)).toEqual(['info: Refreshing admin access...']);
    expect(world.backend.auth.faults.calls('refreshSession')).toBe(refreshes + 1);
    expect(world.sessionStore.get(adminCacheKey(user.id))).toBeNull();

    // The re-check starts after 1 s; its own refresh is in the 5-minute cooldown, so it reads 800 ms later.
    await world.clock.advanceBy(999 + 800);
    expect(reads).toEqual([]);
    await world.clock.advanceBy(1);
    expect(reads).toEqual([1_800]);
    await world.clock.advanceBy(500);
    expect(status.value).toEqual({ isAdmin: true, source: 'database' });
  });

  it('R8.4 a failed refresh says "Refresh failed. Please try signing out and back in." and does not re-check', async () => {
    const { world, user } = await aStuckUser();
    world.backend.auth.faults.failNext('refreshSession', authErrors.retryable(503));
    const reads = recordAdminReads(world);

    const status = track(world.recovery.refreshAdminAccess(user));
    await world.clock.advanceBy(10_000);

    expect(status.value).toBeNull();
    expect(titles(world)).toEqual(['info: Refreshing admin access...', 'error: Refresh failed. Please try signing out and back in.']);
    expect(reads).toEqual([]);
  });
});

describe('AdminRecoveryController: Try Direct Database Check', () => {
  it('R4.20 R7.4 R7.8 on true: says so, sets is_admin in the metadata, refreshes the session, re-checks and reloads the page', async () => {
    const { world, user } = await aStuckUser({ profileIsAdmin: true });
    const update = vi.spyOn(world.backend.auth, 'updateUserMetadata');
    const refreshes = world.backend.auth.faults.calls('refreshSession');

    const status = track(world.recovery.directDatabaseCheck(user));
    await world.clock.advanceBy(0);

    expect(titles(world)).toEqual(['info: Trying direct database check...', 'success: Admin status verified in database!']);
    expect(update).toHaveBeenCalledWith({ is_admin: true });
    expect(world.backend.auth.userById(user.id)?.user_metadata.is_admin).toBe(true);
    expect(world.backend.auth.faults.calls('refreshSession')).toBe(refreshes + 1);
    expect(status.value).toEqual({ isAdmin: true, source: 'metadata' });
    expect(world.reloader.reloads).toBe(1);
  });

  it('R8.5 on false says "Your account does not have admin privileges in the database." and does not reload', async () => {
    const { world, user } = await aStuckUser({ profileIsAdmin: false });

    const status = track(world.recovery.directDatabaseCheck(user));
    await world.clock.advanceBy(0);

    expect(titles(world)).toEqual(['info: Trying direct database check...', 'error: Your account does not have admin privileges in the database.']);
    expect(status.value).toEqual({ isAdmin: false, source: 'database' });
    expect(world.reloader.reloads).toBe(0);
  });

  it('R7.4 when copying is_admin into the metadata fails, the check still answers from the database and the failure is logged', async () => {
    const { world, user } = await aStuckUser({ profileIsAdmin: true });
    world.backend.auth.faults.failNext('updateUserMetadata', authErrors.retryable(502));

    const status = track(world.recovery.directDatabaseCheck(user));
    await world.clock.advanceBy(10_000);

    expect(titles(world)).toEqual(['info: Trying direct database check...', 'success: Admin status verified in database!']);
    expect(status.value).toEqual({ isAdmin: true, source: 'database' });
    expect(world.logger.entries).toEqual([{ level: 'warn', message: METADATA_COPY_FAILED_LOG, detail: expect.objectContaining({ kind: 'retryable' }) }]);
    expect(world.reloader.reloads).toBe(1);
  });

  it('R8.6 when the read fails says "Could not verify admin status directly."', async () => {
    const { world, user } = await aStuckUser({ profileIsAdmin: true });
    world.backend.profiles.faults.failNext('readAdminFlag', readFailure);

    const status = track(world.recovery.directDatabaseCheck(user));
    await world.clock.advanceBy(0);

    expect(titles(world)).toEqual(['info: Trying direct database check...', 'error: Could not verify admin status directly.']);
    expect(status.value).toBeNull();
    expect(world.reloader.reloads).toBe(0);
  });
});

describe('AdminRecoveryController: Sign Out & Try Again', () => {
  it('R4.22 R9.12 clears the cache, signs out, says "Signed out successfully", and leaves for /login after 0.5 s (not at 499 ms)', async () => {
    const { world, user } = await aStuckUser();

    const to = track(world.recovery.signOutAndRetry(user, { pathname: '/admin/users', search: '' }));
    expect(world.signOutIntent.state.value).toEqual({ phase: 'signing-out' });
    await world.clock.advanceBy(0);

    expect(world.sessionStore.get(adminCacheKey(user.id))).toBeNull();
    expect(world.backend.auth.currentSession()).toBeNull();
    expect(titles(world)).toEqual(['success: Signed out successfully']);
    await world.clock.advanceBy(499);
    expect(to.settled).toBe(false);
    expect(world.signOutIntent.state.value).toEqual({ phase: 'signing-out' });
    await world.clock.advanceBy(1);
    expect(to.value).toBe('/login?redirect=%2Fadmin%2Fusers');
    expect(world.signOutIntent.state.value).toEqual({ phase: 'leaving', to: '/login?redirect=%2Fadmin%2Fusers' });

    world.signOutIntent.arrivedAt('/login?redirect=%2Fadmin%2Fusers');
    expect(world.signOutIntent.state.value).toEqual({ phase: 'idle' });
  });

  it('R8.7 when signing out fails says "Sign out failed. Please try again." and stays', async () => {
    const { world, user } = await aStuckUser();
    world.backend.auth.faults.failNext('signOut', authErrors.retryable(502));

    const to = track(world.recovery.signOutAndRetry(user));
    await world.clock.advanceBy(1_000);

    expect(to.value).toBeNull();
    expect(titles(world)).toEqual(['error: Sign out failed. Please try again.']);
    expect(world.backend.auth.currentSession()).not.toBeNull();
    expect(world.signOutIntent.state.value).toEqual({ phase: 'idle' });
  });
});

describe('AdminRecoveryController: manual admin check and busy flag', () => {
  it('R6.5 R4.13 a manual check that finds admin says "Admin permissions verified!"', async () => {
    const { world, user } = await aStuckUser({ profileIsAdmin: true });
    const status = track(world.recovery.manualCheck(user));
    await world.clock.advanceBy(500);
    expect(status.value).toEqual({ isAdmin: true, source: 'database' });
    expect(titles(world)).toEqual(['success: Admin permissions verified!']);
  });

  it('R6.5 a manual check that finds no admin says "You don\'t have admin permissions"', async () => {
    const { world, user } = await aStuckUser({ profileIsAdmin: false });
    void world.recovery.manualCheck(user);
    await world.clock.advanceBy(500);
    expect(titles(world)).toEqual(["error: You don't have admin permissions"]);
  });

  it('R8.3 a manual check that cannot read says "Failed to verify admin status. Please try again."', async () => {
    const { world, user } = await aStuckUser();
    world.backend.profiles.faults.failNext('readAdminFlag', readFailure);
    void world.recovery.manualCheck(user);
    await world.clock.advanceBy(500);
    expect(titles(world)).toEqual(['error: Failed to verify admin status. Please try again.']);
  });

  it('R4.23 R9.10 forces the busy flag off after 15 s while an action hangs (on at 14 999 ms, off at 15 000 ms)', async () => {
    const { world, user } = await aStuckUser();
    vi.spyOn(world.backend.profiles, 'readAdminFlag').mockReturnValue(new Promise(() => {}));

    void world.recovery.directDatabaseCheck(user);
    expect(world.recovery.busy.value).toBe(true);
    await world.clock.advanceBy(14_999);
    expect(world.recovery.busy.value).toBe(true);
    await world.clock.advanceBy(1);
    expect(world.recovery.busy.value).toBe(false);
  });

  it('R4.23 the busy flag goes off as soon as an action ends', async () => {
    const { world, user } = await aStuckUser({ profileIsAdmin: false });
    void world.recovery.directDatabaseCheck(user);
    expect(world.recovery.busy.value).toBe(true);
    await world.clock.advanceBy(0);
    expect(world.recovery.busy.value).toBe(false);
  });
});

describe('AdminRecoveryController: permission repair', () => {
  it('R4.24 R7.9 invokes fix-permissions and reports what the re-validation found', async () => {
    const { world, user } = await aStuckUser({ profileIsAdmin: true });
    const status = track(world.recovery.repair(user));
    await world.clock.advanceBy(1_000);
    expect(status.value).toEqual({ isAdmin: true, source: 'metadata' });
    expect(titles(world)).toEqual(['info: Repairing permissions...', 'success: Admin permissions verified!']);
  });

  it('R4.24 a failed repair says so with the function error', async () => {
    const { world, user } = await aStuckUser({ profileIsAdmin: true });
    world.backend.functions.faults.failNext('fix-permissions', { kind: 'function', message: 'Edge Function returned a non-2xx status code' });
    const status = track(world.recovery.repair(user));
    await world.clock.advanceBy(1_000);
    expect(status.value).toBeNull();
    expect(world.notifier.messages.at(-1)).toEqual({ kind: 'error', title: 'Could not repair permissions.', description: 'Edge Function returned a non-2xx status code' });
  });
});
