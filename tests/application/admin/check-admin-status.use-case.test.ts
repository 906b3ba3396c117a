import { describe, expect, it, vi } from 'vitest';
import { adminCacheKey } from '../../../src/application/admin/admin-status-cache';
import { ADMIN_RECHECK_THROTTLE_MS } from '../../../src/domain/constants';
import { anAdminWorld, readFailure, recordAdminReads, signedInUser, track } from './admin-world';

/** A world whose non-admin user has had one backend check, answered at the returned instant. */
async function afterOneCheck(options: { profileIsAdmin?: boolean } = {}) {
  const world = anAdminWorld();
  const user = signedInUser(world, options);
  const t0 = world.clock.now();
  const reads = recordAdminReads(world);
  const first = track(world.checkAdminStatus.execute(user));
  await world.clock.advanceBy(800);
  const answeredAt = world.clock.now();
  await world.clock.advanceBy(500);
  expect(first.value).toEqual({ isAdmin: options.profileIsAdmin ?? false, source: 'database' });
  return { world, user, reads, answeredAt, t0 };
}

describe('CheckAdminStatus', () => {
  it('R4.8 R6.3 says admin at once when the user metadata says so, without any backend call', async () => {
    const world = anAdminWorld();
    const user = signedInUser(world, { metadataIsAdmin: true, profileIsAdmin: false });
    const reads = recordAdminReads(world);
    const refreshesBefore = world.backend.auth.faults.calls('refreshSession');

    const status = await world.checkAdminStatus.execute(user);

    expect(status).toEqual({ isAdmin: true, source: 'metadata' });
    expect(reads).toEqual([]);
    expect(world.backend.auth.faults.calls('refreshSession')).toBe(refreshesBefore);
    expect(world.backend.auth.faults.calls('updateUserMetadata')).toBe(0);
  });

  it('R4.9 R9.5 R7.4 refreshes the session, waits 800 ms, then reads is_admin from profiles (not at 799 ms)', async () => {
    const world = anAdminWorld();
    const user = signedInUser(world, { profileIsAdmin: false });
    const reads = recordAdminReads(world);
    const readFlag = vi.mocked(world.backend.profiles.readAdminFlag);

    void world.checkAdminStatus.execute(user);
    await world.clock.advanceBy(0);
    expect(world.backend.auth.faults.calls('refreshSession')).toBe(1);
    await world.clock.advanceBy(799);
    expect(reads).toEqual([]);
    await world.clock.advanceBy(1);
    expect(reads).toEqual([800]);
    expect(readFlag).toHaveBeenCalledWith(user.id);
  });

  it('R4.9 hands the caller the first 800 ms wait (once, the session refreshed), keeping every wait and read where it was', async () => {
    const world = anAdminWorld();
    const user = signedInUser(world, { profileIsAdmin: true });
    const reads = recordAdminReads(world);
    world.backend.profiles.faults.failNext('readAdminFlag', readFailure, 1);
    const waitingAt: number[] = [];
    const refreshesAt: number[] = [];
    const t0 = world.clock.now();
    const whileWaiting = () => {
      waitingAt.push(world.clock.now() - t0);
      refreshesAt.push(world.backend.auth.faults.calls('refreshSession'));
    };

    const status = track(world.checkAdminStatus.execute(user, { whileWaiting }));
    await world.clock.advanceBy(0);
    expect(waitingAt).toEqual([0]);
    expect(refreshesAt).toEqual([1]);
    await world.clock.advanceBy(2_600);
    expect(reads).toEqual([800, 2_600]);
    await world.clock.advanceBy(500);
    expect(status.value).toEqual({ isAdmin: true, source: 'database' });
    expect(waitingAt).toEqual([0]);
  });

  it('R4.10 R4.14 says "admitting" when the database says admin, as the 500 ms wait starts; never for a non-admin', async () => {
    for (const profileIsAdmin of [true, false]) {
      const world = anAdminWorld();
      const user = signedInUser(world, { profileIsAdmin });
      const whileAdmitting = vi.fn();
      const status = track(world.checkAdminStatus.execute(user, { whileAdmitting }));

      await world.clock.advanceBy(799);
      expect(whileAdmitting).not.toHaveBeenCalled();
      await world.clock.advanceBy(1);
      expect(whileAdmitting).toHaveBeenCalledTimes(profileIsAdmin ? 1 : 0);
      expect(status.settled).toBe(false);
      await world.clock.advanceBy(500);
      expect(status.value).toEqual({ isAdmin: profileIsAdmin, source: 'database' });
      expect(whileAdmitting).toHaveBeenCalledTimes(profileIsAdmin ? 1 : 0);
    }
  });

  it('R4.8 has no wait to hand over when the metadata answers', async () => {
    const world = anAdminWorld();
    const user = signedInUser(world, { metadataIsAdmin: true });
    const whileWaiting = vi.fn();

    await world.checkAdminStatus.execute(user, { whileWaiting });

    expect(whileWaiting).not.toHaveBeenCalled();
  });

  it('R4.10 R7.8 copies is_admin into the user metadata when the profile says admin', async () => {
    const world = anAdminWorld();
    const user = signedInUser(world, { profileIsAdmin: true });
    const update = vi.spyOn(world.backend.auth, 'updateUserMetadata');

    const status = track(world.checkAdminStatus.execute(user));
    await world.clock.advanceBy(1_300);

    expect(status.value).toEqual({ isAdmin: true, source: 'database' });
    expect(update).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenCalledWith({ is_admin: true });
    expect(world.backend.auth.userById(user.id)?.user_metadata.is_admin).toBe(true);
  });

  it('R4.10 leaves the metadata alone when the profile says not admin', async () => {
    const { world } = await afterOneCheck({ profileIsAdmin: false });
    expect(world.backend.auth.faults.calls('updateUserMetadata')).toBe(0);
  });

  it('R4.14 R9.6 delivers the answer 500 ms after the backend check, not at 499 ms', async () => {
    const world = anAdminWorld();
    const user = signedInUser(world, { profileIsAdmin: true });
    const status = track(world.checkAdminStatus.execute(user));

    await world.clock.advanceBy(800 + 499);
    expect(status.settled).toBe(false);
    await world.clock.advanceBy(1);
    expect(status.value).toEqual({ isAdmin: true, source: 'database' });
  });

  it('R4.11 R9.4 retries a failing read twice, 1 s then 2 s apart (reads at 800, 2600, 5400 ms), then says not admin', async () => {
    const world = anAdminWorld();
    const user = signedInUser(world, { profileIsAdmin: true });
    const reads = recordAdminReads(world);
    world.backend.profiles.faults.failNext('readAdminFlag', readFailure, 100);

    const status = track(world.checkAdminStatus.execute(user));
    await world.clock.advanceBy(2_599);
    expect(reads).toEqual([800]);
    await world.clock.advanceBy(1);
    expect(reads).toEqual([800, 2_600]);
    await world.clock.advanceBy(2_799);
    expect(reads).toEqual([800, 2_600]);
    await world.clock.advanceBy(1);
    expect(reads).toEqual([800, 2_600, 5_400]);

    await world.clock.advanceBy(499);
    expect(status.settled).toBe(false);
    await world.clock.advanceBy(1);
    expect(status.value).toEqual({ isAdmin: false, source: 'error' });

    await world.clock.advanceBy(60_000);
    expect(reads).toHaveLength(3);
    expect(world.logger.entries.filter((entry) => entry.level === 'error')).toHaveLength(3);
  });

  it('R4.11 a read that succeeds on retry gives the database answer', async () => {
    const world = anAdminWorld();
    const user = signedInUser(world, { profileIsAdmin: true });
    const reads = recordAdminReads(world);
    world.backend.profiles.faults.failNext('readAdminFlag', readFailure, 1);

    const status = track(world.checkAdminStatus.execute(user));
    await world.clock.advanceBy(2_600 + 500);

    expect(reads).toEqual([800, 2_600]);
    expect(status.value).toEqual({ isAdmin: true, source: 'database' });
  });

  it('R4.7 R9.2 caches the answer per user in session storage: a hit at 29 999 ms, a backend check at 30 000 ms', async () => {
    const { world, user, reads, answeredAt } = await afterOneCheck({ profileIsAdmin: false });
    expect(JSON.parse(world.sessionStore.get(adminCacheKey(user.id))!)).toEqual({ isAdmin: false, checkedAt: answeredAt });

    await world.clock.advanceBy(answeredAt + 29_999 - world.clock.now());
    expect(await world.checkAdminStatus.execute(user)).toEqual({ isAdmin: false, source: 'cache' });
    expect(reads).toHaveLength(1);

    await world.clock.advanceBy(1);
    const again = track(world.checkAdminStatus.execute(user));
    await world.clock.advanceBy(800);
    expect(reads).toHaveLength(2);
    await world.clock.advanceBy(500);
    expect(again.value).toEqual({ isAdmin: false, source: 'database' });
  });

  it('R4.7 keeps one cache entry per user: another user is checked on their own', async () => {
    const { world, reads } = await afterOneCheck({ profileIsAdmin: false });
    const other = signedInUser(world, { email: 'other@example.com', profileIsAdmin: true });

    const status = track(world.checkAdminStatus.execute(other));
    await world.clock.advanceBy(1_300);

    expect(reads).toHaveLength(2);
    expect(status.value).toEqual({ isAdmin: true, source: 'database' });
  });

  it('R4.12 R9.3 does not repeat a check within the 30 s re-check throttle, even when the cached entry is gone', async () => {
    expect(ADMIN_RECHECK_THROTTLE_MS).toBe(30_000);
    const { world, user, reads, answeredAt } = await afterOneCheck({ profileIsAdmin: false });
    world.sessionStore.remove(adminCacheKey(user.id));

    await world.clock.advanceBy(answeredAt + 29_999 - world.clock.now());
    expect(await world.checkAdminStatus.execute(user)).toEqual({ isAdmin: false, source: 'throttle' });
    expect(reads).toHaveLength(1);

    await world.clock.advanceBy(1);
    void world.checkAdminStatus.execute(user);
    await world.clock.advanceBy(800);
    expect(reads).toHaveLength(2);
  });

  it('R4.13 a manual retry clears the cache and reads the database at once (no refresh, no 800 ms wait)', async () => {
    const { world, user, reads, t0 } = await afterOneCheck({ profileIsAdmin: false });
    world.backend.profiles.put({ ...world.backend.profiles.get(user.id)!, isAdmin: true });
    const refreshes = world.backend.auth.faults.calls('refreshSession');
    const start = world.clock.now();

    const status = track(world.checkAdminStatus.executeManual(user));
    await world.clock.advanceBy(0);
    expect(reads).toHaveLength(2);
    expect(reads[1]).toBe(start - t0);
    expect(world.backend.auth.faults.calls('refreshSession')).toBe(refreshes);
    await world.clock.advanceBy(499);
    expect(status.settled).toBe(false);
    await world.clock.advanceBy(1);

    expect(status.value).toEqual({ isAdmin: true, source: 'database' });
    expect(JSON.parse(world.sessionStore.get(adminCacheKey(user.id))!)).toMatchObject({ isAdmin: true });
  });

  it('R4.13 R8.3 a failing manual retry reports an error answer, which is not cached', async () => {
    const { world, user } = await afterOneCheck({ profileIsAdmin: false });
    world.backend.profiles.faults.failNext('readAdminFlag', readFailure);

    const status = track(world.checkAdminStatus.executeManual(user));
    await world.clock.advanceBy(500);

    expect(status.value).toEqual({ isAdmin: false, source: 'error' });
    expect(world.sessionStore.get(adminCacheKey(user.id))).toBeNull();
  });

  it('R4.9 callers asking at the same moment share one backend check', async () => {
    const world = anAdminWorld();
    const user = signedInUser(world, { profileIsAdmin: true });
    const reads = recordAdminReads(world);

    const first = track(world.checkAdminStatus.execute(user));
    const second = track(world.checkAdminStatus.execute(user));
    await world.clock.advanceBy(1_300);

    expect(reads).toEqual([800]);
    expect(world.backend.auth.faults.calls('updateUserMetadata')).toBe(1);
    expect(first.value).toEqual({ isAdmin: true, source: 'database' });
    expect(second.value).toEqual(first.value);
  });

  it('R4.19 after the cached state is cleared, a new check does not join the check started before it', async () => {
    const world = anAdminWorld();
    const user = signedInUser(world, { profileIsAdmin: false });
    const reads = recordAdminReads(world);
    const stale = track(world.checkAdminStatus.execute(user));
    await world.clock.advanceBy(400);

    world.checkAdminStatus.forget(user.id);
    world.backend.profiles.put({ ...world.backend.profiles.get(user.id)!, isAdmin: true });
    const fresh = track(world.checkAdminStatus.execute(user));
    await world.clock.advanceBy(400 + 500);
    expect(stale.settled).toBe(true);
    expect(fresh.settled).toBe(false);
    await world.clock.advanceBy(400);

    expect(reads).toEqual([800, 1_200]);
    expect(fresh.value).toEqual({ isAdmin: true, source: 'database' });
    expect(JSON.parse(world.sessionStore.get(adminCacheKey(user.id))!)).toMatchObject({ isAdmin: true });
  });
});
