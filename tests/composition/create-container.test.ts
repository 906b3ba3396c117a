import { ScriptedVideoFactsReader } from '../../src/adapters/memory/scripted-video-facts-reader.fake';
import { describe, expect, it, vi } from 'vitest';
import { InMemoryKeyValueStore } from '../../src/adapters/memory/in-memory-key-value-store.fake';
import { createMemoryBackend } from '../../src/adapters/memory/memory-backend';
import { RecordingLogger } from '../../src/adapters/memory/recording-logger.fake';
import { InMemoryStorageGateway } from '../../src/adapters/memory/in-memory-storage-gateway.fake';
import { RecordingPageReloader } from '../../src/adapters/memory/recording-page-reloader.fake';
import { VirtualClock } from '../../src/adapters/memory/virtual-clock';
import type { AuthStore } from '../../src/application/auth/auth-state.store';
import type { RefreshSession } from '../../src/application/auth/refresh-session.use-case';
import type { SignOut } from '../../src/application/auth/sign-out.use-case';
import type { ToastCenter } from '../../src/application/notifications/toast-center';
import { TYPES, type AppInfo, type Token } from '../../src/application/ports/tokens';
import { authErrors } from '../../src/domain/auth/auth-errors';
import { createContainer, type BackendAdapters } from '../../src/composition/create-container';
import { createCoreContainer } from '../../src/composition/core-container';
import { bindFeatures } from '../../src/composition/bind-features';
import { withLazyFeatures } from '../../src/composition/lazy-features';
import type { ConnectionStore } from '../../src/application/connection/connection.store';
import type { ProfileRepository } from '../../src/application/ports/profile-repository.port';
import { err } from '../../src/domain/result';
import { connectionStatus } from '../../src/domain/shared/connection';
import { dataErrors } from '../../src/domain/shared/data-error';

const INFO: AppInfo = { backend: 'memory', simulated: true, origin: 'http://localhost:3000' };

/** Every port a backend can provide, in memory. */
function aContainer(pick: (full: BackendAdapters) => BackendAdapters = (full) => full) {
  const clock = new VirtualClock();
  const memory = createMemoryBackend(clock);
  const backend = pick({ ...memory, storage: new InMemoryStorageGateway(clock) });
  const platform = { clock, sessionStore: new InMemoryKeyValueStore(), logger: new RecordingLogger(), reloader: new RecordingPageReloader(), videoFacts: new ScriptedVideoFactsReader() };
  return { memory, backend, platform, container: createContainer(backend, platform, INFO) };
}

/** Two parts of the app (two screens, a store and a page) each ask the container for the same thing. */
const twice = <T,>(container: ReturnType<typeof aContainer>['container'], token: symbol): [T, T] => [container.get<T>(token), container.get<T>(token)];

const unresolvedTokens = (container: ReturnType<typeof aContainer>['container'], tokens: Record<string, symbol>): string[] =>
  Object.entries(tokens)
    .filter(([, token]) => {
      try {
        return container.get(token) === undefined;
      } catch {
        return true;
      }
    })
    .map(([name]) => name);

describe('createContainer', () => {
  it('resolves every TYPES token when the backend provides every port', () => {
    expect(unresolvedTokens(aContainer().container, TYPES)).toEqual([]);
  });

  it('R4.1 R4.7 boots the auth and admin slice on a backend with only auth, profiles and functions', () => {
    const { container } = aContainer(({ auth, profiles, functions }) => ({ auth, profiles, functions }));
    const authAndAdmin = [
      'AuthStore', 'SignIn', 'SignUp', 'SignOut', 'RefreshSession', 'UpdateProfile', 'ResendConfirmation', 'CompleteEmailCallback',
      'ReadAccountRole', 'RedirectMemory', 'SendToLogin', 'Notifier', 'ToastCenter', 'FaultInjection',
      'AdminStatusCache', 'CheckAdminStatus', 'RepairPermissions', 'AdminRecoveryController', 'AdminGateSessionFactory',
    ] as const;
    const tokens = Object.fromEntries(authAndAdmin.map((name) => [name, TYPES[name]]));
    expect(unresolvedTokens(container, tokens)).toEqual([]);
  });

  it('hands out the adapters and platform services it was given', () => {
    const { container, backend, platform } = aContainer();
    expect(container.get(TYPES.AuthPort)).toBe(backend.auth);
    expect(container.get(TYPES.FunctionsGateway)).toBe(backend.functions);
    expect(container.get(TYPES.Clock)).toBe(platform.clock);
    expect(container.get(TYPES.SessionStore)).toBe(platform.sessionStore);
    expect(container.get(TYPES.Logger)).toBe(platform.logger);
    expect(container.get(TYPES.PageReloader)).toBe(platform.reloader);
    expect(container.get(TYPES.AppInfo)).toBe(INFO);
  });

  it('hands out the data ports it was given, each answer also told to the one ConnectionStore (issue 13)', async () => {
    const { container, memory } = aContainer();
    const profiles = container.get<ProfileRepository>(TYPES.ProfileRepository);
    const connection = container.get<ConnectionStore>(TYPES.ConnectionStore);
    memory.profiles.put({ id: 'u1', firstName: 'Sam', lastName: 'S', accountType: 'athlete', createdAt: '', updatedAt: '', onboardingCompleted: false, termsAccepted: false, isAdmin: true });
    const read = vi.spyOn(memory.profiles, 'readAdminFlag').mockResolvedValueOnce(err(dataErrors.unavailable()));

    expect(await profiles.readAdminFlag('u1')).toEqual(err(dataErrors.unavailable()));
    expect(read).toHaveBeenCalledWith('u1');
    expect(connectionStatus(connection.state.value)).toBe('unreachable');
    expect(await profiles.readAdminFlag('u1')).toEqual(await memory.profiles.readAdminFlag('u1'));
    expect(connectionStatus(connection.state.value)).toBe('connected');
  });

  it('R8.2 one toast centre: a failed sign-out, wired as the app wires it, is in the toasts the viewport shows', async () => {
    const { container, memory } = aContainer();
    memory.auth.faults.failNext('signOut', authErrors.unknown('Network request failed'));

    await container.get<SignOut>(TYPES.SignOut).execute();

    expect(container.get<ToastCenter>(TYPES.ToastCenter).toasts.value).toMatchObject([
      { kind: 'error', title: 'Sign out failed', description: 'Network request failed' },
    ]);
  });

  it('R4.6 one session refresher for the whole app: a refresh asked for elsewhere within 5 minutes is skipped', async () => {
    const { container, memory } = aContainer();
    memory.auth.seedUser({ email: 'sam@example.com', password: 'correct-horse-battery', metadata: {} });
    memory.auth.startSessionFor('sam@example.com');
    const serviceCalls = vi.spyOn(memory.auth, 'refreshSession');
    const [adminGate, debugPage] = twice<RefreshSession>(container, TYPES.RefreshSession);

    await adminGate.execute();
    expect(await debugPage.execute()).toEqual({ ok: true, value: { status: 'skipped', reason: 'cooldown' } });
    expect(serviceCalls).toHaveBeenCalledTimes(1);
  });

  it('every screen sees one auth state: a store started in one place is signed in everywhere', async () => {
    const { container, memory, platform } = aContainer();
    memory.auth.seedUser({ email: 'sam@example.com', password: 'correct-horse-battery', metadata: {} });
    const [layout, page] = twice<AuthStore>(container, TYPES.AuthStore);
    layout.start();
    await memory.auth.signInWithPassword({ email: 'sam@example.com', password: 'correct-horse-battery' });
    await platform.clock.flush();
    expect(page.state.value.status).toBe('signed-in');
    layout.stop();
  });

  it('gives each test its own world: two containers share nothing', () => {
    expect(aContainer().container.get(TYPES.AuthStore)).not.toBe(aContainer().container.get(TYPES.AuthStore));
  });

  it('Issue 13 the app starts with the ports and the auth slice; the other use cases are bound once, when a screen first asks for one', async () => {
    const { backend, platform } = aContainer();
    const { container: core, backend: observed } = createCoreContainer(backend, platform, INFO);
    // As in the browser, the features arrive later (their chunk), then bind.
    const bind = vi.fn(() => Promise.resolve().then(() => bindFeatures(core, observed)));
    const resolver = withLazyFeatures(core, bind);
    // What the frame and the home page use: there at once, nothing loaded.
    const atOnce: Token<unknown>[] = [TYPES.AuthStore, TYPES.SignIn, TYPES.SendToLogin, TYPES.ProRepository, TYPES.SuccessStoryRepository, TYPES.PlatformSettings];
    for (const token of atOnce) {
      expect(resolver.pending(token)).toBeNull();
      expect(resolver.get(token)).toBeDefined();
    }
    expect(bind).not.toHaveBeenCalled();
    // A dashboard's use case waits for the features, loaded once however many screens ask.
    const first = resolver.pending(TYPES.LoadAthleteDashboard);
    expect(first).not.toBeNull();
    expect(resolver.pending(TYPES.AdminGateSessionFactory)).toBe(first);
    await first;
    expect(bind).toHaveBeenCalledTimes(1);
    expect(resolver.pending(TYPES.LoadAthleteDashboard)).toBeNull();
    expect(unresolvedTokens(core, TYPES)).toEqual([]);
  });
});
