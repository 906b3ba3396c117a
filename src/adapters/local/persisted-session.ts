import type { KeyValueStore } from '../../application/ports/key-value-store.port';
import type { Session } from '../../domain/auth/session';
import type { User } from '../../domain/auth/user';

export type StoredSessionRead =
  | { readonly status: 'none' }
  | { readonly status: 'damaged' }
  | { readonly status: 'found'; readonly session: Session };

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

function asUser(value: unknown): User | null {
  if (!isRecord(value) || typeof value.id !== 'string' || !value.id || typeof value.email !== 'string') return null;
  const metadata = isRecord(value.user_metadata) ? value.user_metadata : {};
  return { id: value.id, email: value.email, user_metadata: metadata };
}

/**
 * The session in local storage under `{product}_auth_token` (§3), in the hosted client's shape
 * (plus `expires_in` and `token_type`). Anything unreadable is reported as damaged, never thrown.
 */
export class PersistedSession {
  constructor(
    private readonly store: KeyValueStore,
    readonly key: string,
  ) {}

  read(): StoredSessionRead {
    const raw = this.store.get(this.key);
    if (raw === null) return { status: 'none' };
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      return { status: 'damaged' };
    }
    if (!isRecord(value)) return { status: 'damaged' };
    const { access_token, refresh_token, expires_at } = value;
    const user = asUser(value.user);
    if (typeof access_token !== 'string' || !access_token || typeof refresh_token !== 'string' || !refresh_token) return { status: 'damaged' };
    if (typeof expires_at !== 'number' || !Number.isFinite(expires_at) || !user) return { status: 'damaged' };
    return { status: 'found', session: { access_token, refresh_token, expires_at, user } };
  }

  write(session: Session, nowMs: number): void {
    const expires_in = Math.max(0, Math.round(session.expires_at - nowMs / 1000));
    this.store.set(this.key, JSON.stringify({ ...session, expires_in, token_type: 'bearer' }));
  }

  remove(): void {
    this.store.remove(this.key);
  }
}
