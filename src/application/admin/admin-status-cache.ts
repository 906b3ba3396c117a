import { ADMIN_CACHE_TTL_MS } from '../../domain/constants';
import type { Clock } from '../ports/clock.port';
import type { KeyValueStore } from '../ports/key-value-store.port';

export interface CachedAdminStatus {
  readonly isAdmin: boolean;
  readonly checkedAt: number;
}

export const adminCacheKey = (userId: string): string => `admin-status:${userId}`;

/** §4: the admin result is cached per user in session storage for 30 s. */
export class AdminStatusCache {
  constructor(
    private readonly sessionStore: KeyValueStore,
    private readonly clock: Clock,
  ) {}

  /** The cached entry, fresh or not (for display); null when absent or unreadable. */
  peek(userId: string): CachedAdminStatus | null {
    const raw = this.sessionStore.get(adminCacheKey(userId));
    if (!raw) return null;
    try {
      const parsed = JSON.parse(raw) as Partial<CachedAdminStatus>;
      if (typeof parsed.isAdmin !== 'boolean' || typeof parsed.checkedAt !== 'number') return null;
      return { isAdmin: parsed.isAdmin, checkedAt: parsed.checkedAt };
    } catch {
      return null;
    }
  }

  /** The cached answer while it is younger than 30 s. */
  get(userId: string): boolean | null {
    const entry = this.peek(userId);
    if (!entry) return null;
    return this.clock.now() - entry.checkedAt < ADMIN_CACHE_TTL_MS ? entry.isAdmin : null;
  }

  set(userId: string, isAdmin: boolean): void {
    this.sessionStore.set(adminCacheKey(userId), JSON.stringify({ isAdmin, checkedAt: this.clock.now() }));
  }

  clear(userId: string): void {
    this.sessionStore.remove(adminCacheKey(userId));
  }
}
