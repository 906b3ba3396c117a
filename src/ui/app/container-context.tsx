import { createContext, useContext, type ReactNode } from 'react';
import type { Token } from '../../application/ports/tokens';

/** What the UI needs of the container: look a service up by its token. */
export interface Resolver {
  get<T>(token: Token<T>): T;
  /**
   * Set when some services are bound later (the app loads most use cases as their own chunk, only
   * when a screen first asks for one): the wait before `token` can be looked up, or null when it
   * can be now.
   */
  pending?(token: Token<unknown>): Promise<unknown> | null;
}

const ContainerContext = createContext<Resolver | null>(null);

export function ContainerProvider({ container, children }: { container: Resolver; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

/**
 * The service behind `token`, typed by it: `useInjection(TYPES.SignIn)` is a `SignIn`. A service
 * bound later suspends the component (the nearest Suspense shows its fallback) until it is bound.
 *
 * It suspends by throwing the wait, not with `use()`: React replays a component that suspended
 * with `use()` in place once the promise settles, and when that component had called fewer hooks
 * before suspending than it calls on the replay (a query after the lookup), React 19.3 fails with
 * "Update hook called on initial render" and re-renders the whole root (seen when the features
 * chunk finished loading during a signed-in screen's first render). A thrown promise unwinds to
 * the Suspense boundary, which renders afresh once the service is bound.
 */
export function useInjection<T>(token: Token<T>): T {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useInjection must be used within a ContainerProvider');
  const pending = container.pending?.(token);
  if (pending) throw pending;
  return container.get(token);
}
