import { AUTH_REDIRECT_PATH_KEY, redirectTargetAfterLogin, shouldRememberPath } from '../../domain/navigation/redirect-path';
import type { KeyValueStore } from '../ports/key-value-store.port';

/** Remembers, in session storage, where a user wanted to go before signing in (§2). */
export class RedirectMemory {
  constructor(private readonly sessionStore: KeyValueStore) {}

  remember(pathname: string, search = ''): void {
    if (shouldRememberPath(pathname)) this.sessionStore.set(AUTH_REDIRECT_PATH_KEY, pathname + search);
  }

  /** Where to go after sign-in: the `?redirect=` value, else the stored path, if safe; else /dashboard. */
  target(fromQuery?: string | null): string {
    return redirectTargetAfterLogin(fromQuery || this.sessionStore.get(AUTH_REDIRECT_PATH_KEY));
  }

  /** As target(), and forgets the stored path so it is followed once. */
  consume(fromQuery?: string | null): string {
    const target = this.target(fromQuery);
    this.sessionStore.remove(AUTH_REDIRECT_PATH_KEY);
    return target;
  }
}
