import { ScriptedVideoFactsReader } from '../../../../src/adapters/memory/scripted-video-facts-reader.fake';
import { act, render, type RenderResult } from '@testing-library/react';
import { createMemoryBackend } from '../../../../src/adapters/memory/memory-backend';
import { InMemoryKeyValueStore } from '../../../../src/adapters/memory/in-memory-key-value-store.fake';
import { RecordingLogger } from '../../../../src/adapters/memory/recording-logger.fake';
import { RecordingPageReloader } from '../../../../src/adapters/memory/recording-page-reloader.fake';
import { VirtualClock } from '../../../../src/adapters/memory/virtual-clock';
import type { LocalBackend } from '../../../../src/adapters/local/local-backend';
import type { AuthStore } from '../../../../src/application/auth/auth-state.store';
import { TYPES } from '../../../../src/application/ports/tokens';
import { createContainer, type BackendAdapters } from '../../../../src/composition/create-container';
import type { Pro } from '../../../../src/domain/pros/pro';
import { App } from '../../../../src/ui/app/app';
import { createQueryClient } from '../../../../src/ui/app/query-client';
import { aLocalBrowser, aPassword } from '../../../adapters/local/support/local-world';
import { createTestRouter } from '../../../support/test-router';

/**
 * One person's browser on one backend, where the app can be opened, left and opened again with
 * nothing kept in the app's memory: each `openApp` builds a fresh container (stores, use cases,
 * query cache) over the backend's data, as a reload does.
 */
export interface OnboardingBackendWorld {
  readonly name: string;
  readonly clock: VirtualClock;
  /** Creates a confirmed account with its profile and signs it in; returns its id. */
  signIn(): Promise<string>;
  /** Opens the app at `path` (a fresh app over the same data); the previous one is closed. */
  openApp(path: string): Promise<RenderResult>;
  /** The application the backend holds for the signed-in user. */
  storedApplication(userId: string): Promise<Pro | null>;
  dispose(): void;
}

const EMAIL = 'carla@example.com';
const INFO = { backend: 'memory', simulated: true, origin: 'http://localhost:3000' } as const;

function appOpener(clock: VirtualClock) {
  let open: { view: RenderResult; authStore: AuthStore } | null = null;
  const close = () => {
    open?.view.unmount();
    open?.authStore.stop();
    open = null;
  };
  return {
    close,
    async openApp(backend: BackendAdapters, sessionStore: InMemoryKeyValueStore, path: string): Promise<RenderResult> {
      close();
      const container = createContainer(backend, { clock, sessionStore, logger: new RecordingLogger(), reloader: new RecordingPageReloader(), videoFacts: new ScriptedVideoFactsReader() }, INFO);
      const authStore = container.get<AuthStore>(TYPES.AuthStore);
      authStore.start();
      const view = render(<App container={container} router={createTestRouter(path)} queryClient={createQueryClient(clock)} />);
      open = { view, authStore };
      // The auth store reads the profile 100 ms after the session is known.
      await act(() => clock.advanceBy(100));
      return view;
    },
  };
}

/** The memory backend: the data lives in the backend object; the same tab is reloaded (session storage kept). */
export function aMemoryBrowser(): OnboardingBackendWorld {
  const clock = new VirtualClock();
  const backend = createMemoryBackend(clock, { autoConfirm: false, seedDemo: false });
  const sessionStore = new InMemoryKeyValueStore();
  const opener = appOpener(clock);
  return {
    name: 'memory',
    clock,
    async signIn() {
      const user = backend.auth.seedUser({ email: EMAIL, password: aPassword, metadata: { first_name: 'Carla', last_name: 'Coach', account_type: 'athlete' } });
      backend.auth.startSessionFor(EMAIL);
      return user.id;
    },
    openApp: (path) => opener.openApp(backend, sessionStore, path),
    storedApplication: async (userId) => backend.pros.pros.get(userId) ?? null,
    dispose: () => opener.close(),
  };
}

/**
 * The embedded backend (IndexedDB through fake-indexeddb): coming back opens a NEW tab of the same
 * browser, so only what IndexedDB and local storage hold survives (session storage starts empty).
 */
export function anEmbeddedBrowser(): OnboardingBackendWorld {
  const clock = new VirtualClock();
  const browser = aLocalBrowser({ clock });
  const opener = appOpener(clock);
  let tab: LocalBackend | null = null;
  return {
    name: 'embedded (IndexedDB)',
    clock,
    async signIn() {
      const first = await browser.openTab();
      const user = await first.server.createUserAsService({ email: EMAIL, password: aPassword, metadata: { first_name: 'Carla', last_name: 'Coach', account_type: 'athlete' } });
      const signedIn = await first.auth.signInWithPassword({ email: EMAIL, password: aPassword });
      if (!signedIn.ok) throw new Error(signedIn.error.message);
      tab = first;
      return user.id;
    },
    async openApp(path) {
      opener.close();
      tab?.dispose();
      tab = await browser.openTab();
      return opener.openApp(tab, new InMemoryKeyValueStore(), path);
    },
    async storedApplication(userId) {
      const own = await tab!.pros.findOwn(userId);
      if (!own.ok) throw new Error(own.error.message);
      return own.value;
    },
    dispose() {
      opener.close();
      browser.closeAll();
    },
  };
}
