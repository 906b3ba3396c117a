import { describe, expect, it, vi } from 'vitest';
import { ReadAccountRole } from '../../../src/application/auth/read-account-role.use-case';
import { PROFILE_FETCH_DELAY_MS } from '../../../src/domain/constants';
import { dataErrors } from '../../../src/domain/shared/data-error';
import type { Profile } from '../../../src/domain/auth/profile';
import type { UserMetadata } from '../../../src/domain/auth/user';
import { anAuthWorld, seedUser, type AuthWorld } from '../auth-world';

async function signedInAs(options: { metadata?: UserMetadata; profile?: Partial<Profile> | false } = {}) {
  const world: AuthWorld = anAuthWorld();
  const { email, password, user } = seedUser(world, options);
  world.store.start();
  await world.clock.flush();
  await world.backend.auth.signInWithPassword({ email, password });
  await world.clock.advanceBy(PROFILE_FETCH_DELAY_MS);
  return { world, user, readRole: new ReadAccountRole(world.store, world.backend.profiles) };
}

describe('ReadAccountRole', () => {
  it('R7.5 reads is_admin and account_type of the signed-in user’s row, by id', async () => {
    const { world, user, readRole } = await signedInAs({ profile: { accountType: 'pro', isAdmin: true } });
    const read = vi.spyOn(world.backend.profiles, 'readAdminAndType');

    expect(await readRole.execute()).toEqual({ ok: true, value: { isAdmin: true, accountType: 'pro' } });
    expect(read).toHaveBeenCalledWith(user.id);
    world.store.stop();
  });

  it('R7.5 follows the row as it is now, not the profile loaded at sign-in', async () => {
    const { world, user, readRole } = await signedInAs();
    world.backend.profiles.put({ ...world.backend.profiles.get(user.id)!, accountType: 'pro' });

    expect(await readRole.execute()).toEqual({ ok: true, value: { isAdmin: false, accountType: 'pro' } });
    world.store.stop();
  });

  it('R7.5 R6.3 an admin by user metadata stays an admin when the row says otherwise (what the client may show)', async () => {
    const { world, readRole } = await signedInAs({ metadata: { first_name: 'Sam', account_type: 'athlete', is_admin: true } });
    expect(await readRole.execute()).toEqual({ ok: true, value: { isAdmin: true, accountType: 'athlete' } });
    world.store.stop();
  });

  it('R7.5 answers null with nobody signed in, without reading', async () => {
    const world = anAuthWorld();
    world.store.start();
    await world.clock.flush();
    const read = vi.spyOn(world.backend.profiles, 'readAdminAndType');

    expect(await new ReadAccountRole(world.store, world.backend.profiles).execute()).toEqual({ ok: true, value: null });
    expect(read).not.toHaveBeenCalled();
    world.store.stop();
  });

  it('R7.5 answers null for a user with no profile row yet (maybe-single: not an error)', async () => {
    const world = anAuthWorld();
    const { email, password } = seedUser(world, { profile: false });
    world.store.start();
    await world.clock.flush();
    await world.backend.auth.signInWithPassword({ email, password });
    // Before the 100 ms profile fetch, which would create the row.
    expect(await new ReadAccountRole(world.store, world.backend.profiles).execute()).toEqual({ ok: true, value: null });
    world.store.stop();
  });

  it('R7.5 passes a failed read on as its data error', async () => {
    const { world, readRole } = await signedInAs();
    world.backend.profiles.faults.failNext('readAdminAndType', dataErrors.unavailable('timeout'));
    expect(await readRole.execute()).toEqual({ ok: false, error: dataErrors.unavailable('timeout') });
    world.store.stop();
  });
});
