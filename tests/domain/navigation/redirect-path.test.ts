import { describe, expect, it } from 'vitest';
import {
  AUTH_REDIRECT_PATH_KEY,
  DEFAULT_AFTER_LOGIN_PATH,
  REDIRECT_QUERY_PARAM,
  isLoginOrSignupPath,
  isSafeRedirectPath,
  redirectTargetAfterLogin,
  shouldRememberPath,
} from '../../../src/domain/navigation/redirect-path';

describe('redirect path safety (R2.5 R2.7)', () => {
  it('R2.6 R2.5 names the storage key auth-redirect-path and the query parameter redirect', () => {
    expect(AUTH_REDIRECT_PATH_KEY).toBe('auth-redirect-path');
    expect(REDIRECT_QUERY_PARAM).toBe('redirect');
  });

  it('R2.7 accepts same-origin paths that start with one slash', () => {
    expect(isSafeRedirectPath('/submissions')).toBe(true);
    expect(isSafeRedirectPath('/submissions/abc-123/analysis')).toBe(true);
    expect(isSafeRedirectPath('/')).toBe(true);
  });

  it.each([
    ['protocol-relative //', '//evil.example'],
    ['protocol-relative //  with a path', '//evil.example/dashboard'],
    ['slash-backslash', '/\\evil.example'],
    ['absolute https URL', 'https://evil.example'],
    ['javascript: scheme', 'javascript:alert(1)'],
    ['data: scheme', 'data:text/html,<script>alert(1)</script>'],
    ['relative path without a slash', 'dashboard'],
    ['tab that browsers drop', '/\t/evil.example'],
    ['newline that browsers drop', '/\n/evil.example'],
    ['carriage return', '/\r/evil.example'],
    ['NUL', '/\u0000/evil.example'],
    ['DEL', '/\u007f/evil.example'],
    ['backslash later in the path', '/a\\..\\\\evil.example'],
    ['empty string', ''],
  ])('R2.7 rejects a %s (%j)', (_label, candidate) => {
    expect(isSafeRedirectPath(candidate)).toBe(false);
    expect(redirectTargetAfterLogin(candidate)).toBe(DEFAULT_AFTER_LOGIN_PATH);
  });

  it('R2.7 rejects null, undefined and absurdly long paths', () => {
    expect(isSafeRedirectPath(null)).toBe(false);
    expect(isSafeRedirectPath(undefined)).toBe(false);
    expect(isSafeRedirectPath('/' + 'a'.repeat(2047))).toBe(true);
    expect(isSafeRedirectPath('/' + 'a'.repeat(2048))).toBe(false);
  });

  it('R2.7 falls back to /dashboard when nothing is remembered', () => {
    expect(DEFAULT_AFTER_LOGIN_PATH).toBe('/dashboard');
    expect(redirectTargetAfterLogin(null)).toBe('/dashboard');
    expect(redirectTargetAfterLogin(undefined)).toBe('/dashboard');
  });

  it('R2.7 keeps the query string and hash of a remembered path', () => {
    expect(redirectTargetAfterLogin('/submissions?status=delivered&page=2')).toBe('/submissions?status=delivered&page=2');
    expect(redirectTargetAfterLogin('/help#billing')).toBe('/help#billing');
  });

  it.each(['/login', '/signup', '/email-verification', '/auth/callback', '/login?redirect=/admin', '/signup#top', '/login/', '/Login', '/SIGNUP/?x=1'])(
    'R2.7 never sends a signed-in user back to the auth page %s',
    (candidate) => {
      expect(redirectTargetAfterLogin(candidate)).toBe('/dashboard');
    },
  );

  it('R2.7 does return to paths that merely start like an auth page', () => {
    expect(redirectTargetAfterLogin('/login-help')).toBe('/login-help');
    expect(redirectTargetAfterLogin('/auth/callback/extra')).toBe('/auth/callback/extra');
  });
});

describe('which paths are remembered (R2.5)', () => {
  it('R2.5 does not remember / or /login', () => {
    expect(shouldRememberPath('/')).toBe(false);
    expect(shouldRememberPath('/login')).toBe(false);
  });

  it('R2.5 remembers every other guarded path', () => {
    expect(shouldRememberPath('/dashboard')).toBe(true);
    expect(shouldRememberPath('/admin/users')).toBe(true);
    expect(shouldRememberPath('/signup')).toBe(true);
  });
});

describe('where the guard toast is not shown (R8.1)', () => {
  it('R8.1 treats only /login and /signup as login or signup routes', () => {
    expect(isLoginOrSignupPath('/login')).toBe(true);
    expect(isLoginOrSignupPath('/signup')).toBe(true);
    expect(isLoginOrSignupPath('/email-verification')).toBe(false);
    expect(isLoginOrSignupPath('/dashboard')).toBe(false);
  });
});
