import type { BackendAdapters } from './create-container';

/**
 * The backend with every data port's answers reported to `onSettled` (the ConnectionStore), so the
 * app learns it cannot reach the backend from whichever call finds out first, and that it is back
 * from the next one answered. Calls and their results pass through unchanged. Auth, storage and
 * the fault settings are left as they are: their failures are not data failures and each screen
 * says them itself.
 */
export function observedBackend(backend: BackendAdapters, onSettled: (outcome: unknown) => void): BackendAdapters {
  const watch = <T extends object>(port: T): T => observedPort(port, onSettled);
  const group = <G extends object>(ports: G | undefined): G | undefined =>
    ports && (Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, watch(port as object)])) as G);
  const optional = <T extends object>(port: T | undefined): T | undefined => port && watch(port);
  return {
    ...backend,
    profiles: watch(backend.profiles),
    marketplace: group(backend.marketplace),
    journey: group(backend.journey),
    videos: optional(backend.videos),
    platformStats: optional(backend.platformStats),
    analyses: optional(backend.analyses),
    admin: group(backend.admin),
    content: group(backend.content),
    referrals: optional(backend.referrals),
    avatars: optional(backend.avatars),
    accounts: optional(backend.accounts),
  };
}

/** `port` whose methods report the value their promise settles to; everything else reads through. */
function observedPort<T extends object>(port: T, onSettled: (outcome: unknown) => void): T {
  return new Proxy(port, {
    get(target, property) {
      const value = Reflect.get(target, property, target) as unknown;
      if (typeof value !== 'function' || property === 'constructor') return value;
      return (...args: unknown[]) => {
        const answer = (value as (...params: unknown[]) => unknown).apply(target, args);
        // The caller handles its own rejection; the report never adds one.
        if (isPromiseLike(answer)) Promise.resolve(answer).then(onSettled).catch(() => undefined);
        return answer;
      };
    },
  });
}

const isPromiseLike = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
