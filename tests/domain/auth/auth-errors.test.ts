import { describe, expect, it } from 'vitest';
import { authErrors } from '../../../src/domain/auth/auth-errors';
import { metadataSaysAdmin } from '../../../src/domain/auth/user';

describe('auth service errors (R5.1 R8.10)', () => {
  it('R8.10 names the missing session "Auth session missing!"', () => {
    expect(authErrors.sessionMissing()).toEqual({ kind: 'session-missing', message: 'Auth session missing!' });
  });

  it('R5.1 words missing credentials exactly as the service does', () => {
    expect(authErrors.missingCredentials()).toEqual({
      kind: 'missing-credentials',
      message: 'You must provide either an email or phone number and a password',
    });
  });

  it('R8.10 R5.2 carries the reasons of a weak password', () => {
    expect(authErrors.weakPassword(['length', 'pwned'])).toMatchObject({ kind: 'weak-password', reasons: ['length', 'pwned'] });
  });

  it('R8.10 marks 502, 503 and 504 as retryable, and has invalid credentials and invalid JWT', () => {
    for (const status of [502, 503, 504] as const) {
      expect(authErrors.retryable(status)).toMatchObject({ kind: 'retryable', status });
    }
    expect(authErrors.invalidCredentials()).toMatchObject({ kind: 'invalid-credentials', message: 'Invalid login credentials' });
    expect(authErrors.invalidJwt()).toMatchObject({ kind: 'invalid-jwt' });
  });
});

describe('metadataSaysAdmin (R3.5 R6.3)', () => {
  it('R3.5 R6.3 is true only for is_admin === true in the user metadata', () => {
    const user = (is_admin?: boolean) => ({ id: 'u', email: 'u@example.com', user_metadata: is_admin === undefined ? {} : { is_admin } });
    expect(metadataSaysAdmin(user(true))).toBe(true);
    expect(metadataSaysAdmin(user(false))).toBe(false);
    expect(metadataSaysAdmin(user())).toBe(false);
  });
});
