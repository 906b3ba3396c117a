import { BehaviorSubject } from 'rxjs';
import type { AuthPort } from '../application/ports/auth.port';
import { asBehavior, type Behavior } from '../application/shared/behavior';
import { NO_FAULT_INJECTION, type FaultInjectionSettings } from '../application/ports/fault-injection.port';
import type { BackendAdapters } from './create-container';

/** The backend's adapters before it has loaded, and the way to load it. */
export interface DeferredBackend {
  /** What the container binds: every port, answering once the backend has loaded. */
  readonly adapters: BackendAdapters;
  /** Loads the backend (once); every port call does so by itself. */
  start(): Promise<BackendAdapters>;
  /** Whether it has loaded. */
  readonly loaded: Behavior<boolean>;
}

export interface DeferredBackendOptions {
  /**
   * True while this browser holds no session for the product (nothing under its auth key): the
   * auth service would then report "signed out" at once, so that is known without loading the
   * backend. Without it, the first auth listener loads the backend to learn the session.
   */
  readonly knownSignedOut?: () => boolean;
}

/**
 * The backend's adapters before the backend has loaded (issue 13: a public page renders without
 * waiting for the backend or the session, and a first visit downloads the backend only when a
 * screen needs its data). The backend loads at the first port call; every call waits for it and
 * then is the loaded adapter's own call, so callers see the same promises and results; once
 * loaded, calls go straight through. Every backend provides every part the app binds (memory,
 * local and Supabase alike), so the container can be built before knowing which one loads.
 *
 * Ports are asynchronous by design; the two synchronous members are handled here:
 * `AuthPort.onAuthStateChange` (the listener is attached when the backend arrives, and the
 * unsubscribe works before and after; with no stored session it hears "signed out" at once and
 * the backend stays unloaded until something needs it) and the fault settings (only the
 * /admin/debug panel, which opens signed in, hence after the backend; until then they read as none).
 */
export function deferredBackend(load: () => Promise<BackendAdapters>, options: DeferredBackendOptions = {}): DeferredBackend {
  let loaded: BackendAdapters | null = null;
  let loading: Promise<BackendAdapters> | null = null;
  const hasLoaded = new BehaviorSubject(false);
  let arrive!: (backend: BackendAdapters) => void;
  // Settles when the backend has loaded, whoever started it; a failed load is reported by `start`'s callers.
  const arrival = new Promise<BackendAdapters>((resolve) => (arrive = resolve));
  const start = (): Promise<BackendAdapters> =>
    (loading ??= load().then((backend) => {
      loaded = backend;
      arrive(backend);
      hasLoaded.next(true);
      return backend;
    }));

  const port = <T extends object>(pick: (backend: BackendAdapters) => T | undefined): T =>
    deferredPort(
      () => start().then((backend) => required(pick(backend))),
      () => (loaded ? required(pick(loaded)) : null),
    );

  const auth = port((backend) => backend.auth);
  const onAuthStateChange: AuthPort['onAuthStateChange'] = (listener) => {
    if (loaded) return loaded.auth.onAuthStateChange(listener);
    let stop: (() => void) | null = null;
    let stopped = false;
    const attach = (backend: BackendAdapters) => {
      if (!stopped) stop = backend.auth.onAuthStateChange(listener);
    };
    if (!loading && options.knownSignedOut?.()) {
      // Signed out, known without the backend; the listener joins it if and when something loads it.
      void arrival.then(attach);
      listener('INITIAL_SESSION', null);
    } else {
      start().then(attach, () => undefined);
    }
    return () => {
      stopped = true;
      stop?.();
    };
  };

  const faults: FaultInjectionSettings = {
    get active() {
      return (loaded?.faults ?? NO_FAULT_INJECTION).active;
    },
    read: () => (loaded?.faults ?? NO_FAULT_INJECTION).read(),
    write: (settings) => (loaded?.faults ?? NO_FAULT_INJECTION).write(settings),
    clear: () => (loaded?.faults ?? NO_FAULT_INJECTION).clear(),
  };

  // `satisfies Required<…>`: a part added to BackendAdapters and forgotten here fails to compile
  // (the app would otherwise find it unbound only at run time).
  const adapters = {
    auth: withMembers(auth, { onAuthStateChange }),
    profiles: port((backend) => backend.profiles),
    functions: port((backend) => backend.functions),
    storage: port((backend) => backend.storage),
    marketplace: {
      pros: port((backend) => backend.marketplace?.pros),
      proAdmin: port((backend) => backend.marketplace?.proAdmin),
      proDocuments: port((backend) => backend.marketplace?.proDocuments),
      notifications: port((backend) => backend.marketplace?.notifications),
      people: port((backend) => backend.marketplace?.people),
    },
    journey: {
      submissions: port((backend) => backend.journey?.submissions),
      payments: port((backend) => backend.journey?.payments),
      settings: port((backend) => backend.journey?.settings),
      reviews: port((backend) => backend.journey?.reviews),
    },
    videos: port((backend) => backend.videos),
    platformStats: port((backend) => backend.platformStats),
    analyses: port((backend) => backend.analyses),
    admin: {
      users: port((backend) => backend.admin?.users),
      demo: port((backend) => backend.admin?.demo),
    },
    content: {
      stories: port((backend) => backend.content?.stories),
      support: port((backend) => backend.content?.support),
    },
    referrals: port((backend) => backend.referrals),
    avatars: port((backend) => backend.avatars),
    accounts: port((backend) => backend.accounts),
    faults,
  } satisfies Required<BackendAdapters>;
  return { adapters, start, loaded: asBehavior(hasLoaded) };
}

function required<T>(part: T | undefined): T {
  if (part === undefined) throw new Error('The backend that loaded does not provide this part of the app.');
  return part;
}

/**
 * A port whose every method waits for `real()` (which loads the backend), then calls it. `now()` gives the real adapter once
 * it is there, so later calls skip the wait. Not a thenable (`then` is absent), so awaiting the
 * port itself or binding it as a constant does not mistake it for a promise.
 */
function deferredPort<T extends object>(real: () => Promise<T>, now: () => T | null): T {
  // Every data call goes through here: each method is bound to the loaded adapter once, not per call.
  const bound = new Map<PropertyKey, unknown>();
  return new Proxy({} as T, {
    get(_target, property) {
      const present = now();
      if (present) {
        if (bound.has(property)) return bound.get(property);
        const value = Reflect.get(present, property, present) as unknown;
        if (typeof value !== 'function') return value;
        const method = (value as (...args: unknown[]) => unknown).bind(present);
        bound.set(property, method);
        return method;
      }
      if (typeof property === 'symbol' || property === 'then') return undefined;
      return (...args: unknown[]) =>
        real().then((adapter) => (Reflect.get(adapter, property, adapter) as (...params: unknown[]) => unknown).apply(adapter, args));
    },
  });
}

/** The deferred port with some members of its own (the synchronous ones). */
function withMembers<T extends object>(deferred: T, own: Partial<T>): T {
  return new Proxy(deferred, {
    get(target, property, receiver) {
      return Object.hasOwn(own, property) ? own[property as keyof T] : Reflect.get(target, property, receiver);
    },
  });
}
