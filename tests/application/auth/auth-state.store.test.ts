import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthStore } from '../../../src/application/auth/auth-state.store';
import type { AuthPort } from '../../../src/application/ports/auth.port';
import { dataErrors } from '../../../src/domain/shared/data-error';
import { PROFILE_FETCH_DELAY_MS } from '../../../src/domain/constants';
import { anAuthWorld, seedUser, type AuthWorld } from '../auth-world';

const signedIn = (world: AuthWorld) => {
  const state = world.store.state.value;
  if (state.status !== 'signed-in') throw new Error(`expected signed-in, got ${state.status}`);
  return state;
};

describe('AuthStore', () => {
  let world: AuthWorld;
  afterEach(() => world.store.stop());

  it('R4.1 starts loading and settles signed out when there is no session', async () => {
    world = anAuthWorld();
    expect(world.store.state.value).toEqual({ status: 'loading' });
    world.store.start();
    expect(world.store.state.value.status).toBe('loading');
    await world.clock.flush();
    expect(world.store.state.value).toEqual({ status: 'signed-out' });
  });

  it('R4.1 starts loading and settles signed in when a session exists', async () => {
    world = anAuthWorld();
    const { email, user } = seedUser(world);
    world.backend.auth.startSessionFor(email);
    world.store.start();
    expect(world.store.state.value.status).toBe('loading');
    await world.clock.flush();
    expect(signedIn(world).user.id).toBe(user.id);
    expect(signedIn(world).profileLoading).toBe(true);
  });

  it('R4.2 R9.7 fetches the profile 100 ms after sign-in, not at 99 ms', async () => {
    world = anAuthWorld();
    const { email, password, user } = seedUser(world);
    const findById = vi.spyOn(world.backend.profiles, 'findById');
    world.store.start();
    await world.clock.flush();

    await world.backend.auth.signInWithPassword({ email, password });
    expect(signedIn(world).profile).toBeNull();
    await world.clock.advanceBy(PROFILE_FETCH_DELAY_MS - 1);
    expect(findById).not.toHaveBeenCalled();
    expect(signedIn(world).profileLoading).toBe(true);

    await world.clock.advanceBy(1);
    expect(findById).toHaveBeenCalledTimes(1);
    expect(findById).toHaveBeenCalledWith(user.id);
    expect(signedIn(world).profile).toMatchObject({ id: user.id, firstName: 'Sam', lastName: 'Sprinter' });
    expect(signedIn(world).profileLoading).toBe(false);
  });

  it('R4.2 fetches nothing when the user signs out within the 100 ms', async () => {
    world = anAuthWorld();
    const { email, password } = seedUser(world);
    const findById = vi.spyOn(world.backend.profiles, 'findById');
    world.store.start();
    await world.clock.flush();

    await world.backend.auth.signInWithPassword({ email, password });
    await world.clock.advanceBy(50);
    await world.backend.auth.signOut();
    await world.clock.advanceBy(1_000);
    expect(findById).not.toHaveBeenCalled();
    expect(world.store.state.value).toEqual({ status: 'signed-out' });
  });

  it('R4.3 R3.2 R3.3 creates a missing profile: athlete when the metadata lacks a type, flags false, timestamps from the clock', async () => {
    world = anAuthWorld();
    const { email, password, user } = seedUser(world, { metadata: { first_name: 'Nia', last_name: 'New' }, profile: false });
    const create = vi.spyOn(world.backend.profiles, 'create');
    world.store.start();
    await world.clock.flush();

    await world.backend.auth.signInWithPassword({ email, password });
    await world.clock.advanceBy(PROFILE_FETCH_DELAY_MS);
    const createdAt = new Date(world.clock.now()).toISOString();

    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith({
      id: user.id,
      firstName: 'Nia',
      lastName: 'New',
      accountType: 'athlete',
      createdAt: createdAt,
      updatedAt: createdAt,
      onboardingCompleted: false,
      termsAccepted: false,
    });
    expect(world.backend.profiles.get(user.id)).toMatchObject({ accountType: 'athlete', isAdmin: false });
    expect(signedIn(world).profile).toEqual(world.backend.profiles.get(user.id));
  });

  it('R4.3 does not create a profile that already exists', async () => {
    world = anAuthWorld();
    const { email, password } = seedUser(world);
    const create = vi.spyOn(world.backend.profiles, 'create');
    world.store.start();
    await world.clock.flush();
    await world.backend.auth.signInWithPassword({ email, password });
    await world.clock.advanceBy(PROFILE_FETCH_DELAY_MS);
    expect(create).not.toHaveBeenCalled();
    expect(signedIn(world).profile).not.toBeNull();
  });

  it('R4.4 logs a profile fetch error, yields no profile and stays signed in', async () => {
    world = anAuthWorld();
    const { email, password, user } = seedUser(world);
    world.backend.profiles.faults.failNext('findById', dataErrors.failed('boom'));
    world.store.start();
    await world.clock.flush();

    await world.backend.auth.signInWithPassword({ email, password });
    await world.clock.advanceBy(PROFILE_FETCH_DELAY_MS);

    expect(world.logger.entries).toEqual([{ level: 'error', message: 'Error fetching profile', detail: dataErrors.failed('boom') }]);
    expect(signedIn(world).user.id).toBe(user.id);
    expect(signedIn(world).profile).toBeNull();
    expect(signedIn(world).profileLoading).toBe(false);
  });

  it('R4.4 logs a profile creation error, yields no profile and stays signed in', async () => {
    world = anAuthWorld();
    const { email, password } = seedUser(world, { profile: false });
    world.backend.profiles.faults.failNext('create', dataErrors.forbidden('insert refused'));
    world.store.start();
    await world.clock.flush();

    await world.backend.auth.signInWithPassword({ email, password });
    await world.clock.advanceBy(PROFILE_FETCH_DELAY_MS);

    expect(world.logger.entries).toEqual([{ level: 'error', message: 'Error creating profile', detail: dataErrors.forbidden('insert refused') }]);
    expect(signedIn(world).profile).toBeNull();
    expect(signedIn(world).profileLoading).toBe(false);
  });

  it('R4.4 keeps working after a profile error: the next sign-in loads the profile', async () => {
    world = anAuthWorld();
    const { email, password } = seedUser(world);
    world.backend.profiles.faults.failNext('findById', dataErrors.failed('boom'));
    world.store.start();
    await world.clock.flush();
    await world.backend.auth.signInWithPassword({ email, password });
    await world.clock.advanceBy(PROFILE_FETCH_DELAY_MS);
    expect(signedIn(world).profile).toBeNull();

    await world.backend.auth.signOut();
    expect(world.store.state.value).toEqual({ status: 'signed-out' });
    await world.backend.auth.signInWithPassword({ email, password });
    await world.clock.advanceBy(PROFILE_FETCH_DELAY_MS);
    expect(signedIn(world).profile).toMatchObject({ firstName: 'Sam' });
  });

  it('R4.1 goes signed out on sign-out', async () => {
    world = anAuthWorld();
    const { email, password } = seedUser(world);
    world.store.start();
    await world.clock.flush();
    await world.backend.auth.signInWithPassword({ email, password });
    await world.clock.advanceBy(PROFILE_FETCH_DELAY_MS);

    await world.backend.auth.signOut();
    expect(world.store.state.value).toEqual({ status: 'signed-out' });
  });

  it('R4.2 keeps the profile through a token refresh and does not fetch it again', async () => {
    world = anAuthWorld();
    const { email, password } = seedUser(world);
    const findById = vi.spyOn(world.backend.profiles, 'findById');
    world.store.start();
    await world.clock.flush();
    await world.backend.auth.signInWithPassword({ email, password });
    await world.clock.advanceBy(PROFILE_FETCH_DELAY_MS);
    const before = signedIn(world);

    const refreshed = await world.backend.auth.refreshSession();
    await world.clock.advanceBy(1_000);

    expect(refreshed.ok).toBe(true);
    const after = signedIn(world);
    expect(after.session.access_token).not.toBe(before.session.access_token);
    expect(after.user).toBe(before.user);
    expect(after.profile).toBe(before.profile);
    expect(after.profileLoading).toBe(false);
    expect(findById).toHaveBeenCalledTimes(1);
  });

  it('R7.8 follows a metadata update (USER_UPDATED) and keeps the profile', async () => {
    world = anAuthWorld();
    const { email, password } = seedUser(world);
    world.store.start();
    await world.clock.flush();
    await world.backend.auth.signInWithPassword({ email, password });
    await world.clock.advanceBy(PROFILE_FETCH_DELAY_MS);
    const profile = signedIn(world).profile;

    const before = signedIn(world).user;
    await world.backend.auth.updateUserMetadata({ is_admin: true });
    expect(signedIn(world).user).not.toBe(before);
    expect(signedIn(world).user.user_metadata.is_admin).toBe(true);
    expect(signedIn(world).profile).toBe(profile);
  });

  it('R4.2 fetches the new user’s profile when another user signs in', async () => {
    world = anAuthWorld();
    const first = seedUser(world, { email: 'first@example.com' });
    const second = seedUser(world, { email: 'second@example.com', metadata: { first_name: 'Second' } });
    world.store.start();
    await world.clock.flush();
    await world.backend.auth.signInWithPassword({ email: first.email, password: first.password });
    await world.clock.advanceBy(PROFILE_FETCH_DELAY_MS);

    await world.backend.auth.signInWithPassword({ email: second.email, password: second.password });
    expect(signedIn(world).user.id).toBe(second.user.id);
    expect(signedIn(world).profile).toBeNull();
    await world.clock.advanceBy(PROFILE_FETCH_DELAY_MS);
    expect(signedIn(world).profile).toMatchObject({ id: second.user.id, firstName: 'Second' });
  });

  it('R4.1 R4.2 works with a gateway that reports INITIAL_SESSION synchronously, as the port allows ("at once")', async () => {
    world = anAuthWorld();
    const { email, user } = seedUser(world);
    world.backend.auth.startSessionFor(email);
    const memory = world.backend.auth;
    const synchronous: AuthPort = Object.assign(Object.create(memory) as AuthPort, {
      onAuthStateChange: (listener: Parameters<AuthPort['onAuthStateChange']>[0]) => {
        listener('INITIAL_SESSION', memory.currentSession());
        return () => undefined;
      },
    });
    const store = new AuthStore(synchronous, world.backend.profiles, world.clock, world.logger);

    store.start();
    expect(store.state.value.status).toBe('signed-in');
    await world.clock.advanceBy(PROFILE_FETCH_DELAY_MS);
    const state = store.state.value;
    expect(state.status === 'signed-in' && state.profile).toMatchObject({ id: user.id, firstName: 'Sam' });
    store.stop();
  });

  it('R4.1 stops following the auth service after stop()', async () => {
    world = anAuthWorld();
    const { email, password } = seedUser(world);
    world.store.start();
    await world.clock.flush();
    world.store.stop();
    await world.backend.auth.signInWithPassword({ email, password });
    await world.clock.advanceBy(PROFILE_FETCH_DELAY_MS);
    expect(world.store.state.value).toEqual({ status: 'signed-out' });
  });

  it('R7.3 setProfile replaces the signed-in user’s profile and ignores someone else’s', async () => {
    world = anAuthWorld();
    const { email, password, user } = seedUser(world);
    world.store.start();
    await world.clock.flush();
    await world.backend.auth.signInWithPassword({ email, password });
    await world.clock.advanceBy(PROFILE_FETCH_DELAY_MS);
    const profile = signedIn(world).profile!;

    world.store.setProfile({ ...profile, id: 'someone-else', firstName: 'Mallory' });
    expect(signedIn(world).profile?.firstName).toBe('Sam');
    world.store.setProfile({ ...profile, firstName: 'Samuel' });
    expect(signedIn(world).profile).toMatchObject({ id: user.id, firstName: 'Samuel' });
  });
});
