import { ADMIN_CACHE_TTL_MS } from '../../domain/constants';
import { sessionExpiresAtMs, type Session } from '../../domain/auth/session';
import type { CachedAdminStatus } from '../admin/admin-status-cache';

/** "1 h 2 min 3 s", "45 s", "0 s": a duration for people. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const parts = [hours ? `${hours} h` : '', minutes ? `${minutes} min` : '', seconds || (!hours && !minutes) ? `${seconds} s` : ''];
  return parts.filter(Boolean).join(' ');
}

export interface SessionExpirySummary {
  readonly at: string;
  readonly expired: boolean;
  /** "expires in 59 min" or "expired 3 s ago". */
  readonly relative: string;
}

export function sessionExpirySummary(session: Session, now: number): SessionExpirySummary {
  const expiresAt = sessionExpiresAtMs(session);
  const expired = expiresAt <= now;
  return {
    at: new Date(expiresAt).toISOString(),
    expired,
    relative: expired ? `expired ${formatDuration(now - expiresAt)} ago` : `expires in ${formatDuration(expiresAt - now)}`,
  };
}

export interface AdminCacheSummary {
  readonly isAdmin: boolean;
  readonly age: string;
  /** §4: a cached answer is used for 30 s. */
  readonly fresh: boolean;
}

export function adminCacheSummary(entry: CachedAdminStatus | null, now: number): AdminCacheSummary | null {
  if (!entry) return null;
  const ageMs = now - entry.checkedAt;
  return { isAdmin: entry.isAdmin, age: formatDuration(ageMs), fresh: ageMs < ADMIN_CACHE_TTL_MS };
}
