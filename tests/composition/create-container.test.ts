import { describe, expect, it } from 'vitest';
import { InMemoryKeyValueStore } from '../../src/adapters/memory/in-memory-key-value-store.fake';
import { createMemoryBackend } from '../../src/adapters/memory/memory-backend';
import { RecordingLogger } from '../../src/adapters/memory/recording-logger.fake';
import { InMemoryStorageGateway } from '../../src/adapters/memory/in-memory-storage-gateway.fake';
import { RecordingPageReloader } from '../../src/adapters/memory/recording-page-reloader.fake';
import { VirtualClock } from '../../src/adapters/memory/virtual-clock';
import { TYPES, type AppInfo } from '../../src/application/ports/tokens';
import { createContainer, type BackendAdapters } from '../../src/composition/create-container';

const INFO: AppInfo = { backend: 'memory', simulated: true, origin: 'http://localhost:3000' };

/** Every port a backend can provide, in memory. */
function aContainer(pick: (full: BackendAdapters) => BackendAdapters = (full) => full) {
  const clock = new VirtualClock();
  const backend = pick({ ...createMemoryBackend(clock), storage: new InMemoryStorageGateway(clock) });
  const platform = { clock, sessionStore: new InMemoryKeyValueStore(), logger: new RecordingLogger(), reloader: new RecordingPageReloader() };
  return { backend, platform, container: createContainer(backend, platform, INFO) };
}

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
      'RedirectMemory', 'SendToLogin', 'Notifier', 'ToastCenter', 'FaultInjection',
      'AdminStatusCache', 'CheckAdminStatus', 'RepairPermissions', 'AdminRecoveryController', 'AdminGateSessionFactory',
    ] as const;
    const tokens = Object.fromEntries(authAndAdmin.map((name) => [name, TYPES[name]]));
    expect(unresolvedTokens(container, tokens)).toEqual([]);
  });

  it('hands out the adapters and platform services it was given', () => {
    const { container, backend, platform } = aContainer();
    expect(container.get(TYPES.AuthPort)).toBe(backend.auth);
    expect(container.get(TYPES.ProfileRepository)).toBe(backend.profiles);
    expect(container.get(TYPES.FunctionsGateway)).toBe(backend.functions);
    expect(container.get(TYPES.Clock)).toBe(platform.clock);
    expect(container.get(TYPES.SessionStore)).toBe(platform.sessionStore);
    expect(container.get(TYPES.Logger)).toBe(platform.logger);
    expect(container.get(TYPES.PageReloader)).toBe(platform.reloader);
    expect(container.get(TYPES.AppInfo)).toBe(INFO);
  });

  it('R6.5 R8.2 one toast centre: what use cases notify is what the toast viewport shows', () => {
    const { container } = aContainer();
    expect(container.get(TYPES.Notifier)).toBe(container.get(TYPES.ToastCenter));
  });

  it('R4.6 shares one auth store and one session refresher across the app (singletons)', () => {
    const { container } = aContainer();
    expect(container.get(TYPES.AuthStore)).toBe(container.get(TYPES.AuthStore));
    expect(container.get(TYPES.RefreshSession)).toBe(container.get(TYPES.RefreshSession));
  });

  it('gives each test its own world: two containers share nothing', () => {
    expect(aContainer().container.get(TYPES.AuthStore)).not.toBe(aContainer().container.get(TYPES.AuthStore));
  });
});
