import { createContext, useContext, type ReactNode } from 'react';
import type { Token } from '../../application/ports/tokens';

/** What the UI needs of the container: look a service up by its token. */
export interface Resolver {
  get<T>(token: Token<T>): T;
}

const ContainerContext = createContext<Resolver | null>(null);

export function ContainerProvider({ container, children }: { container: Resolver; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

/** The service behind `token`, typed by it: `useInjection(TYPES.SignIn)` is a `SignIn`. */
export function useInjection<T>(token: Token<T>): T {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useInjection must be used within a ContainerProvider');
  return container.get(token);
}
