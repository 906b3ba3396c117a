import { createContext, useContext, type ReactNode } from 'react';

/** What the UI needs of the container: look a service up by its token. */
export interface Resolver {
  get<T>(id: symbol): T;
}

const ContainerContext = createContext<Resolver | null>(null);

export function ContainerProvider({ container, children }: { container: Resolver; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

export function useInjection<T>(id: symbol): T {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useInjection must be used within a ContainerProvider');
  return container.get<T>(id);
}
