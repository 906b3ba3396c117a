import { describe, expect, it } from 'vitest';
import { isRefreshDue } from '../../../src/domain/auth/session-refresh';
import { SESSION_REFRESH_COOLDOWN_MS } from '../../../src/domain/constants';

describe('isRefreshDue', () => {
  const at = 1_000_000;

  it('R4.6 is due when no refresh has happened yet', () => {
    expect(isRefreshDue(null, at)).toBe(true);
  });

  it('R4.6 R9.1 is not due just before 5 minutes after the last refresh, and due at 5 minutes', () => {
    expect(SESSION_REFRESH_COOLDOWN_MS).toBe(300_000);
    expect(isRefreshDue(at, at + SESSION_REFRESH_COOLDOWN_MS - 1)).toBe(false);
    expect(isRefreshDue(at, at + SESSION_REFRESH_COOLDOWN_MS)).toBe(true);
  });

  it('R4.6 is due when forced, however recent the last refresh', () => {
    expect(isRefreshDue(at, at, { force: true })).toBe(true);
  });
});
