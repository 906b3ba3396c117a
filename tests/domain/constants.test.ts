import { describe, expect, it } from 'vitest';
import * as constants from '../../src/domain/constants';
import { sessionExpiresAtMs } from '../../src/domain/auth/session';

describe('business constants (§9)', () => {
  it('R9.1 session refresh cooldown is 5 minutes', () => {
    expect(constants.SESSION_REFRESH_COOLDOWN_MS).toBe(300_000);
  });
  it('R9.2 admin cache is 30 s', () => {
    expect(constants.ADMIN_CACHE_TTL_MS).toBe(30_000);
  });
  it('R9.3 R4.12 admin re-check throttle is 30 s (the documented reading of "30 s or 300000 ms")', () => {
    expect(constants.ADMIN_RECHECK_THROTTLE_MS).toBe(30_000);
  });
  it('R9.4 admin retry maximum is 2 with back-off 1 s then 2 s', () => {
    expect(constants.ADMIN_RETRY_MAX).toBe(2);
    expect(constants.ADMIN_RETRY_BACKOFF_MS).toEqual([1_000, 2_000]);
  });
  it('R9.5 admin pre-check wait is 800 ms', () => {
    expect(constants.ADMIN_PRECHECK_WAIT_MS).toBe(800);
  });
  it('R9.6 post-admin-check wait is 500 ms', () => {
    expect(constants.ADMIN_POSTCHECK_WAIT_MS).toBe(500);
  });
  it('R9.7 profile fetch delay is 100 ms', () => {
    expect(constants.PROFILE_FETCH_DELAY_MS).toBe(100);
  });
  it('R9.8 payment-success auth wait is 3 s', () => {
    expect(constants.PAYMENT_SUCCESS_AUTH_WAIT_MS).toBe(3_000);
  });
  it('R9.9 the recovery panel appears at 3 s', () => {
    expect(constants.RECOVERY_PANEL_DELAY_MS).toBe(3_000);
  });
  it('R9.10 the busy flag is forced off at 15 s', () => {
    expect(constants.BUSY_FLAG_TIMEOUT_MS).toBe(15_000);
  });
  it('R9.11 the wait after fix-permissions or a refresh action is 1 s', () => {
    expect(constants.AFTER_REPAIR_WAIT_MS).toBe(1_000);
  });
  it('R9.12 the sign-out redirect delay is 0.5 s', () => {
    expect(constants.SIGN_OUT_REDIRECT_DELAY_MS).toBe(500);
  });
  it('R9.13 data stays fresh 5 minutes and is kept 10 minutes', () => {
    expect(constants.QUERY_STALE_TIME_MS).toBe(300_000);
    expect(constants.QUERY_GC_TIME_MS).toBe(600_000);
  });
  it('R9.14 queries and mutations retry once each and do not refetch on window focus', () => {
    expect(constants.QUERY_RETRIES).toBe(1);
    expect(constants.MUTATION_RETRIES).toBe(1);
    expect(constants.REFETCH_ON_WINDOW_FOCUS).toBe(false);
  });
  it('R9.15 auth auto-refresh ticks every 30 s, refreshes with 3 ticks left, retries from 200 ms', () => {
    expect(constants.AUTH_REFRESH_TICK_MS).toBe(30_000);
    expect(constants.AUTH_REFRESH_THRESHOLD_TICKS).toBe(3);
    expect(constants.AUTH_REFRESH_RETRY_BASE_MS).toBe(200);
  });
  it('R9.16 the key set cache lasts 10 minutes', () => {
    expect(constants.KEY_SET_CACHE_TTL_MS).toBe(600_000);
  });
  it('R9.17 spinner sizes are xs, sm, md, lg, xl', () => {
    expect(constants.SPINNER_SIZES).toEqual(['xs', 'sm', 'md', 'lg', 'xl']);
  });
});

describe('session persistence key (R3.6)', () => {
  it('R3.6 persists the session under clipcoach_auth_token', () => {
    expect(constants.PRODUCT_SLUG).toBe('clipcoach');
    expect(constants.authTokenStorageKey()).toBe('clipcoach_auth_token');
  });
  it('R3.6 follows a configured product slug as {product}_auth_token', () => {
    expect(constants.authTokenStorageKey('acme')).toBe('acme_auth_token');
  });
});

describe('session expiry (R3.5)', () => {
  it('R3.5 reads the expiry in seconds and gives milliseconds', () => {
    expect(sessionExpiresAtMs({ access_token: 'a', refresh_token: 'r', expires_at: 1_700_000_000, user: { id: 'u', email: 'e', user_metadata: {} } })).toBe(
      1_700_000_000_000,
    );
  });
});
