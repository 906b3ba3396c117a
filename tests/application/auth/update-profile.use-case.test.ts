import { describe, expect, it, vi } from 'vitest';
import { UpdateProfile } from '../../../src/application/auth/update-profile.use-case';
import { dataErrors } from '../../../src/domain/shared/data-error';
import { PROFILE_FETCH_DELAY_MS } from '../../../src/domain/constants';
import { anAuthWorld, seedUser } from '../auth-world';

describe('UpdateProfile', () => {
  it('R8.8 with no signed-in user fails with "User not authenticated" and writes nothing', async () => {
    const world = anAuthWorld();
    world.store.start();
    await world.clock.flush();
    const update = vi.spyOn(world.backend.profiles, 'update');

    const result = await new UpdateProfile(world.store, world.backend.profiles).execute({ firstName: 'X' });

    expect(result).toEqual({ ok: false, error: { kind: 'not-authenticated', message: 'User not authenticated' } });
    expect(update).not.toHaveBeenCalled();
    world.store.stop();
  });

  it('R8.8 while authentication is still loading also fails with "User not authenticated"', async () => {
    const world = anAuthWorld();
    const result = await new UpdateProfile(world.store, world.backend.profiles).execute({ firstName: 'X' });
    expect(!result.ok && result.error.message).toBe('User not authenticated');
  });

  it('R7.3 updates the signed-in user’s row by id with only the given fields, and the store shows it', async () => {
    const world = anAuthWorld();
    const { email, password, user } = seedUser(world);
    world.store.start();
    await world.clock.flush();
    await world.backend.auth.signInWithPassword({ email, password });
    await world.clock.advanceBy(PROFILE_FETCH_DELAY_MS);
    const update = vi.spyOn(world.backend.profiles, 'update');

    const result = await new UpdateProfile(world.store, world.backend.profiles).execute({ firstName: 'Samuel' });

    expect(update).toHaveBeenCalledWith(user.id, { firstName: 'Samuel' });
    expect(result.ok && result.value).toMatchObject({ id: user.id, firstName: 'Samuel', lastName: 'Sprinter' });
    const state = world.store.state.value;
    expect(state.status === 'signed-in' && state.profile).toMatchObject({ firstName: 'Samuel', lastName: 'Sprinter' });
    world.store.stop();
  });

  it('R7.3 returns the data error and leaves the shown profile as it was', async () => {
    const world = anAuthWorld();
    const { email, password } = seedUser(world);
    world.store.start();
    await world.clock.flush();
    await world.backend.auth.signInWithPassword({ email, password });
    await world.clock.advanceBy(PROFILE_FETCH_DELAY_MS);
    world.backend.profiles.faults.failNext('update', dataErrors.failed('boom'));

    const result = await new UpdateProfile(world.store, world.backend.profiles).execute({ firstName: 'Samuel' });

    expect(result).toEqual({ ok: false, error: dataErrors.failed('boom') });
    const state = world.store.state.value;
    expect(state.status === 'signed-in' && state.profile?.firstName).toBe('Sam');
    world.store.stop();
  });
});
