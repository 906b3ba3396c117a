import { describe, expect, it } from 'vitest';
import { describeAuthError, WEAK_PASSWORD_TITLE } from '../../../src/application/auth/auth-error-view';
import { authErrors, MISSING_CREDENTIALS_MESSAGE } from '../../../src/domain/auth/auth-errors';
import { WEAK_PASSWORD_EXPLANATIONS } from '../../../src/domain/auth/password-policy';

describe('describeAuthError', () => {
  it('R5.1 missing credentials keep the service message exactly, tied to no single field', () => {
    expect(describeAuthError(authErrors.missingCredentials())).toEqual({ title: MISSING_CREDENTIALS_MESSAGE, details: [], field: null, offerResend: false });
  });

  it('R5.2 a weak password lists each reason, explained, on the password field', () => {
    const view = describeAuthError(authErrors.weakPassword(['length', 'characters', 'pwned']));
    expect(view.title).toBe(WEAK_PASSWORD_TITLE);
    expect(view.details).toEqual([WEAK_PASSWORD_EXPLANATIONS.length, WEAK_PASSWORD_EXPLANATIONS.characters, WEAK_PASSWORD_EXPLANATIONS.pwned]);
    expect(view.field).toBe('password');
  });

  it('R5.2 an unknown reason is shown as the service gave it; no reasons fall back on the message', () => {
    expect(describeAuthError(authErrors.weakPassword(['entropy'])).details).toEqual(['entropy']);
    expect(describeAuthError({ kind: 'weak-password', message: 'Password is too weak', reasons: [] }).details).toEqual(['Password is too weak']);
  });

  it('R8.10 invalid credentials, unconfirmed and taken addresses, and outages show the service message', () => {
    expect(describeAuthError(authErrors.invalidCredentials())).toMatchObject({ title: 'Invalid login credentials', field: null });
    expect(describeAuthError(authErrors.emailNotConfirmed())).toMatchObject({ title: 'Email not confirmed', field: 'email', offerResend: true });
    expect(describeAuthError(authErrors.emailTaken())).toMatchObject({ title: 'User already registered', field: 'email', offerResend: false });
    expect(describeAuthError(authErrors.retryable(503))).toMatchObject({ title: 'Auth service unavailable (503)', field: null });
  });
});
