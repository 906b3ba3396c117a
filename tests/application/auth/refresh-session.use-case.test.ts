import { describe, expect, it, vi } from 'vitest';
import { RefreshSession } from '../../../src/application/auth/refresh-session.use-case';
import { authErrors } from '../../../src/domain/auth/auth-errors';
import { SESSION_REFRESH_COOLDOWN_MS } from '../../../src/domain/constants';
import { anAuthWorld, seedUser } from '../auth-world';

function aSignedInWorld() {
  const world = anAuthWorld();
  const { email } = seedUser(world);
  world.backend.auth.startSessionFor(email);
  const refreshCalls = vi.spyOn(world.backend.auth, 'refreshSession');
  return { ...world, refresh: new RefreshSession(world.backend.auth, world.clock), refreshCalls };
}

describe('RefreshSession', () => {
  it('R7.8 refreshes the session through the auth service', async () => {
    const { refresh, refreshCalls, backend } = aSignedInWorld();
    const before = backend.auth.currentSession()!.access_token;
    const result = await refresh.execute();
    expect(refreshCalls).toHaveBeenCalledTimes(1);
    expect(result.ok && result.value.status).toBe('refreshed');
    expect(result.ok && result.value.status === 'refreshed' && result.value.session.access_token).not.toBe(before);
  });

  it('R4.6 skips a refresh while one is in progress: two concurrent calls share one service call', async () => {
    const { refresh, refreshCalls } = aSignedInWorld();
    const [first, second] = await Promise.all([refresh.execute(), refresh.execute()]);
    expect(refreshCalls).toHaveBeenCalledTimes(1);
    expect(second).toEqual(first);
  });

  it('R4.6 R9.1 skips a refresh within 5 minutes of the last one (at 4:59.999) and refreshes at 5:00', async () => {
    const { refresh, refreshCalls, clock } = aSignedInWorld();
    await refresh.execute();

    await clock.advanceBy(SESSION_REFRESH_COOLDOWN_MS - 1);
    expect(await refresh.execute()).toEqual({ ok: true, value: { status: 'skipped', reason: 'cooldown' } });
    expect(refreshCalls).toHaveBeenCalledTimes(1);

    await clock.advanceBy(1);
    const result = await refresh.execute();
    expect(result.ok && result.value.status).toBe('refreshed');
    expect(refreshCalls).toHaveBeenCalledTimes(2);
  });

  it('R4.6 a refresh the auth service reports (its own automatic one, another tab\'s) starts the cooldown too', async () => {
    const { refresh, refreshCalls, clock, backend } = aSignedInWorld();
    await clock.advanceBy(60_000);
    backend.auth.emitCurrent('TOKEN_REFRESHED');

    await clock.advanceBy(SESSION_REFRESH_COOLDOWN_MS - 1);
    expect(await refresh.execute()).toEqual({ ok: true, value: { status: 'skipped', reason: 'cooldown' } });
    expect(refreshCalls).not.toHaveBeenCalled();

    await clock.advanceBy(1);
    const result = await refresh.execute();
    expect(result.ok && result.value.status).toBe('refreshed');
    expect(refreshCalls).toHaveBeenCalledTimes(1);
  });

  it('R4.6 a sign-in is not a refresh: the first check after it refreshes', async () => {
    const { refresh, refreshCalls, backend } = aSignedInWorld();
    backend.auth.emitCurrent('SIGNED_IN');
    const result = await refresh.execute();
    expect(result.ok && result.value.status).toBe('refreshed');
    expect(refreshCalls).toHaveBeenCalledTimes(1);
  });

  it('R4.6 a forced refresh bypasses the cooldown', async () => {
    const { refresh, refreshCalls, clock } = aSignedInWorld();
    await refresh.execute();
    await clock.advanceBy(1_000);
    const result = await refresh.execute({ force: true });
    expect(result.ok && result.value.status).toBe('refreshed');
    expect(refreshCalls).toHaveBeenCalledTimes(2);
  });

  it('R4.6 a forced refresh still joins one already in progress', async () => {
    const { refresh, refreshCalls } = aSignedInWorld();
    await Promise.all([refresh.execute(), refresh.execute({ force: true })]);
    expect(refreshCalls).toHaveBeenCalledTimes(1);
  });

  it('R4.6 R8.10 a failed refresh starts no cooldown: the next call tries again', async () => {
    const { refresh, refreshCalls, backend } = aSignedInWorld();
    backend.auth.faults.failNext('refreshSession', authErrors.retryable(503));
    expect(await refresh.execute()).toEqual({ ok: false, error: authErrors.retryable(503) });
    const again = await refresh.execute();
    expect(again.ok && again.value.status).toBe('refreshed');
    expect(refreshCalls).toHaveBeenCalledTimes(2);
  });

  it('R4.6 an adapter that throws does not leave a refresh "in progress" forever', async () => {
    const { refresh, refreshCalls } = aSignedInWorld();
    refreshCalls.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(refresh.execute()).rejects.toThrow('Failed to fetch');
    const again = await refresh.execute();
    expect(again.ok && again.value.status).toBe('refreshed');
    expect(refreshCalls).toHaveBeenCalledTimes(2);
  });

  it('R8.10 reports "Auth session missing!" when there is no session', async () => {
    const world = anAuthWorld();
    const result = await new RefreshSession(world.backend.auth, world.clock).execute();
    expect(result).toEqual({ ok: false, error: { kind: 'session-missing', message: 'Auth session missing!' } });
  });
});
