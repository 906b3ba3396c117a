import { describe, expect, it } from 'vitest';
import { adminCacheSummary, formatDuration, sessionExpirySummary } from '../../../src/application/diagnostics/auth-diagnostics';

const NOW = Date.UTC(2026, 0, 1, 12, 0, 0);
const user = { id: 'u1', email: 'sam@example.com', user_metadata: {} };

describe('auth diagnostics', () => {
  it('R3.5 formats the time left on a session (and any duration) for people', () => {
    expect(formatDuration(0)).toBe('0 s');
    expect(formatDuration(45_900)).toBe('45 s');
    expect(formatDuration(3_723_000)).toBe('1 h 2 min 3 s');
    expect(formatDuration(3_600_000)).toBe('1 h');
    expect(formatDuration(-5)).toBe('0 s');
  });

  it('R3.5 the session expiry, in the future or past', () => {
    const session = { access_token: 'a', refresh_token: 'r', expires_at: NOW / 1000 + 90, user };
    expect(sessionExpirySummary(session, NOW)).toEqual({ at: '2026-01-01T12:01:30.000Z', expired: false, relative: 'expires in 1 min 30 s' });
    expect(sessionExpirySummary(session, NOW + 93_000)).toMatchObject({ expired: true, relative: 'expired 3 s ago' });
  });

  it('R4.7 R9.2 a cached admin answer is used below 30 s of age, not at 30 s', () => {
    expect(adminCacheSummary(null, NOW)).toBeNull();
    expect(adminCacheSummary({ isAdmin: true, checkedAt: NOW - 29_999 }, NOW)).toEqual({ isAdmin: true, age: '29 s', fresh: true });
    expect(adminCacheSummary({ isAdmin: false, checkedAt: NOW - 30_000 }, NOW)).toEqual({ isAdmin: false, age: '30 s', fresh: false });
  });
});
