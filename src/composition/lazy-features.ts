import type { Container } from 'inversify';
import type { Token } from '../application/ports/tokens';

/**
 * The container as the UI sees it when some bindings load later: `bind` (the features chunk) runs
 * once, the first time a screen asks for a token not bound yet, or when `load()` is called ahead
 * of need. Until it has run, `pending(token)` gives the promise to wait for; once it has, every
 * lookup goes straight to the container (a token still unbound then fails as it always did).
 */
export function withLazyFeatures(container: Container, bind: () => Promise<void>) {
  let loading: Promise<void> | null = null;
  let loaded = false;
  const load = (): Promise<void> =>
    (loading ??= bind().then(() => {
      loaded = true;
    }));
  return {
    get: <T>(token: Token<T>): T => container.get<T>(token),
    pending: (token: Token<unknown>): Promise<void> | null => (loaded || container.isBound(token) ? null : load()),
    load,
  };
}
