import { render, type RenderResult } from '@testing-library/react';
import { deferredBackend } from '../../src/composition/deferred-backend';
import type { Behavior } from '../../src/application/shared/behavior';
import type { Container } from 'inversify';
import { createMemoryBackend, type MemoryBackend } from '../../src/adapters/memory/memory-backend';
import { InMemoryKeyValueStore } from '../../src/adapters/memory/in-memory-key-value-store.fake';
import { RecordingLogger } from '../../src/adapters/memory/recording-logger.fake';
import { ScriptedFileDownloader, ScriptedVideoFactsReader } from '../../src/adapters/memory/scripted-video-facts-reader.fake';
import { RecordingPageReloader } from '../../src/adapters/memory/recording-page-reloader.fake';
import { VirtualClock } from '../../src/adapters/memory/virtual-clock';
import { SwitchableNetworkStatus } from '../../src/adapters/memory/switchable-network-status.fake';
import type { AuthStore } from '../../src/application/auth/auth-state.store';
import type { ToastCenter } from '../../src/application/notifications/toast-center';
import { TYPES, type Token } from '../../src/application/ports/tokens';
import { createContainer } from '../../src/composition/create-container';
import { App } from '../../src/ui/app/app';
import { createQueryClient } from '../../src/ui/app/query-client';
import { createTestRouter, type TestRouter } from './test-router';

/** One fresh world per test: memory backend, virtual clock, in-memory session storage. */
export interface TestWorld {
  readonly clock: VirtualClock;
  readonly backend: MemoryBackend;
  readonly sessionStore: InMemoryKeyValueStore;
  readonly logger: RecordingLogger;
  readonly reloader: RecordingPageReloader;
  readonly videoFacts: ScriptedVideoFactsReader;
  readonly fileDownloader: ScriptedFileDownloader;
  /** The browser's network as the app sees it (online unless a test switches it off). */
  readonly network: SwitchableNetworkStatus;
  readonly container: Container;
  readonly authStore: AuthStore;
  readonly toasts: ToastCenter;
  get<T>(token: Token<T>): T;
}

/**
 * `loadsOnDemand`: the backend as the browser composes it (bootstrap.ts), loaded at the first call
 * and, with nothing stored, known signed out at once.
 */
export function createTestWorld(options: { autoConfirm?: boolean; seedDemo?: boolean; backendLoaded?: Behavior<boolean>; loadsOnDemand?: boolean } = {}): TestWorld {
  const clock = new VirtualClock();
  const backend = createMemoryBackend(clock, { autoConfirm: options.autoConfirm ?? false, seedDemo: options.seedDemo ?? false });
  const sessionStore = new InMemoryKeyValueStore();
  const logger = new RecordingLogger();
  const reloader = new RecordingPageReloader();
  const videoFacts = new ScriptedVideoFactsReader();
  const fileDownloader = new ScriptedFileDownloader();
  const network = new SwitchableNetworkStatus();
  const adapters = options.loadsOnDemand ? deferredBackend(async () => backend, { knownSignedOut: () => true }).adapters : backend;
  const container = createContainer(adapters, { clock, sessionStore, logger, reloader, videoFacts, fileDownloader, network, ...(options.backendLoaded ? { backendLoaded: options.backendLoaded } : {}) }, { backend: 'memory', simulated: true, origin: 'http://localhost:3000' });
  const authStore = container.get<AuthStore>(TYPES.AuthStore);
  authStore.start();
  return {
    clock,
    backend,
    sessionStore,
    logger,
    reloader,
    videoFacts,
    fileDownloader,
    network,
    container,
    authStore,
    toasts: container.get<ToastCenter>(TYPES.ToastCenter),
    get: <T,>(token: Token<T>) => container.get<T>(token),
  };
}

/** Object mother for accounts. */
export const aUser = (overrides: { email?: string; password?: string; first_name?: string; last_name?: string; is_admin?: boolean } = {}) => ({
  email: overrides.email ?? 'sam@example.com',
  password: overrides.password ?? 'correct-horse-battery',
  metadata: {
    first_name: overrides.first_name ?? 'Sam',
    last_name: overrides.last_name ?? 'Sprinter',
    account_type: 'athlete' as const,
    ...(overrides.is_admin !== undefined ? { is_admin: overrides.is_admin } : {}),
  },
});

/** Seeds a confirmed account and, when asked, its profile row (with is_admin as given). */
export function seedAccount(world: TestWorld, options: Parameters<typeof aUser>[0] & { profileIsAdmin?: boolean; withProfile?: boolean } = {}) {
  const account = aUser(options);
  const user = world.backend.auth.seedUser(account);
  if (options.withProfile ?? true) {
    const now = new Date(world.clock.now()).toISOString();
    world.backend.profiles.put({
      id: user.id,
      firstName: account.metadata.first_name,
      lastName: account.metadata.last_name,
      accountType: 'athlete',
      createdAt: now,
      updatedAt: now,
      onboardingCompleted: false,
      termsAccepted: false,
      isAdmin: options.profileIsAdmin ?? false,
    });
  }
  return { ...account, user };
}

/** Renders the whole app at `path` on a memory router. */
export function renderApp(world: TestWorld, path: string): RenderResult & { router: TestRouter } {
  const router = createTestRouter(path);
  const result = render(<App container={world.container} router={router} queryClient={createQueryClient(world.clock)} />);
  return Object.assign(result, { router });
}

export const currentPath = (router: TestRouter): string =>
  router.state.location.pathname + router.state.location.search;
