import { vi } from 'vitest';
import { RecordingPageReloader } from '../../../src/adapters/memory/recording-page-reloader.fake';
import { AdminGateSession } from '../../../src/application/admin/admin-gate.session';
import { AdminRecoveryController } from '../../../src/application/admin/admin-recovery.controller';
import { AdminStatusCache } from '../../../src/application/admin/admin-status-cache';
import { CheckAdminStatus } from '../../../src/application/admin/check-admin-status.use-case';
import { RepairPermissions } from '../../../src/application/admin/repair-permissions.use-case';
import { RefreshSession } from '../../../src/application/auth/refresh-session.use-case';
import { SignOut } from '../../../src/application/auth/sign-out.use-case';
import { SignOutIntent } from '../../../src/application/auth/sign-out-intent';
import { dataErrors } from '../../../src/domain/shared/data-error';
import type { User } from '../../../src/domain/auth/user';
import { anAuthWorld, seedUser } from '../auth-world';

/** Every admin use case on memory fakes and one virtual clock; time stands still until the test moves it. */
export function anAdminWorld() {
  const world = anAuthWorld();
  const reloader = new RecordingPageReloader();
  const { backend, clock, logger, notifier, sessionStore } = world;
  const refreshSession = new RefreshSession(backend.auth, clock);
  const cache = new AdminStatusCache(sessionStore, clock);
  const checkAdminStatus = new CheckAdminStatus(backend.auth, backend.profiles, refreshSession, cache, clock, logger);
  const repairPermissions = new RepairPermissions(backend.functions, refreshSession, checkAdminStatus, clock);
  const signOut = new SignOut(backend.auth, sessionStore, notifier);
  const signOutIntent = new SignOutIntent();
  const recovery = new AdminRecoveryController(
    backend.auth, backend.profiles, refreshSession, checkAdminStatus, repairPermissions, signOut, signOutIntent, notifier, clock, reloader, logger,
  );
  const newGateSession = () => new AdminGateSession(checkAdminStatus, recovery, clock);
  return { ...world, reloader, refreshSession, cache, checkAdminStatus, repairPermissions, signOutIntent, recovery, newGateSession };
}

export type AdminWorld = ReturnType<typeof anAdminWorld>;

/** A signed-in user; `profileIsAdmin` is the database's answer, `metadataIsAdmin` what the token says. */
export function signedInUser(world: AdminWorld, options: { profileIsAdmin?: boolean; metadataIsAdmin?: boolean; email?: string } = {}): User {
  const { email } = seedUser(world, {
    email: options.email,
    metadata: { first_name: 'Ada', last_name: 'Admin', account_type: 'athlete', ...(options.metadataIsAdmin ? { is_admin: true } : {}) },
    profile: { isAdmin: options.profileIsAdmin ?? false },
  });
  return world.backend.auth.startSessionFor(email).user;
}

/** Records when (ms since the call) each is_admin read happened. */
export function recordAdminReads(world: AdminWorld): number[] {
  const start = world.clock.now();
  const reads: number[] = [];
  const profiles = world.backend.profiles;
  const read = profiles.readAdminFlag.bind(profiles);
  vi.spyOn(profiles, 'readAdminFlag').mockImplementation((id) => {
    reads.push(world.clock.now() - start);
    return read(id);
  });
  return reads;
}

export const readFailure = dataErrors.unavailable('upstream request timeout');

/** Tracks a promise's outcome without awaiting it, so a test can look at it at any virtual instant. */
export function track<T>(promise: Promise<T>): { readonly settled: boolean; readonly value: T | undefined } {
  const state: { settled: boolean; value: T | undefined } = { settled: false, value: undefined };
  void promise.then((value) => {
    state.settled = true;
    state.value = value;
  });
  return state;
}
