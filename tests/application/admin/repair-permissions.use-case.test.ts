import { describe, expect, it, vi } from 'vitest';
import { anAdminWorld, recordAdminReads, signedInUser, track } from './admin-world';

describe('RepairPermissions', () => {
  it('R4.24 R7.9 invokes fix-permissions with no payload', async () => {
    const world = anAdminWorld();
    const user = signedInUser(world, { profileIsAdmin: true });
    const invoke = vi.spyOn(world.backend.functions, 'invoke');

    void world.repairPermissions.execute(user);
    await world.clock.advanceBy(0);

    expect(invoke).toHaveBeenCalledTimes(1);
    expect(invoke.mock.calls[0]).toEqual(['fix-permissions']);
  });

  it('R4.24 R9.11 after success waits 1 s (nothing at 999 ms), then re-validates against the repaired metadata', async () => {
    const world = anAdminWorld();
    const user = signedInUser(world, { profileIsAdmin: true });
    const refreshes = world.backend.auth.faults.calls('refreshSession');

    const result = track(world.repairPermissions.execute(user));
    await world.clock.advanceBy(999);
    expect(world.backend.auth.faults.calls('refreshSession')).toBe(refreshes);
    expect(result.settled).toBe(false);
    await world.clock.advanceBy(1);

    expect(world.backend.auth.faults.calls('refreshSession')).toBe(refreshes + 1);
    expect(result.value).toEqual({ ok: true, value: { isAdmin: true, source: 'metadata' } });
  });

  it('R4.24 R6.3 a non-admin stays non-admin: the function derives the flag from the profile, and the re-validation reads it', async () => {
    const world = anAdminWorld();
    const user = signedInUser(world, { profileIsAdmin: false, metadataIsAdmin: false });
    const reads = recordAdminReads(world);

    const result = track(world.repairPermissions.execute(user));
    await world.clock.advanceBy(1_000 + 800 + 500);

    expect(reads).toEqual([1_800]);
    expect(result.value).toEqual({ ok: true, value: { isAdmin: false, source: 'database' } });
  });

  it('R4.24 does not wait nor re-validate when the function fails', async () => {
    const world = anAdminWorld();
    const user = signedInUser(world, { profileIsAdmin: true });
    const failure = { kind: 'function' as const, message: 'Function not found' };
    world.backend.functions.faults.failNext('fix-permissions', failure);
    const refreshes = world.backend.auth.faults.calls('refreshSession');

    const result = track(world.repairPermissions.execute(user));
    await world.clock.advanceBy(0);

    expect(result.value).toEqual({ ok: false, error: failure });
    await world.clock.advanceBy(5_000);
    expect(world.backend.auth.faults.calls('refreshSession')).toBe(refreshes);
  });
});
