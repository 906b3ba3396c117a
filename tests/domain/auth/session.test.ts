import { describe, expect, it } from 'vitest';
import { sessionExpiresAtMs } from '../../../src/domain/auth/session';

describe('session expiry (R3.5)', () => {
  it('R3.5 reads the expiry in seconds and gives milliseconds', () => {
    expect(sessionExpiresAtMs({ access_token: 'a', refresh_token: 'r', expires_at: 1_700_000_000, user: { id: 'u', email: 'e', user_metadata: {} } })).toBe(
      1_700_000_000_000,
    );
  });
});
