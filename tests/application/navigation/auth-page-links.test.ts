import { describe, expect, it } from 'vitest';
import type { AuthState } from '../../../src/application/auth/auth-state.store';
import { authPageLink, emailVerificationUrl, inAppPath, loginPageView, redirectFromQuery } from '../../../src/application/navigation/auth-page-links';

const user = { id: 'u1', email: 'sam@example.com', user_metadata: {} };
const signedIn: AuthState = { status: 'signed-in', user, session: { access_token: 'a', refresh_token: 'r', expires_at: 1, user }, profile: null, profileLoading: false };

describe('auth page links', () => {
  it('R2.5 a link between auth pages keeps the redirect query, and only it', () => {
    expect(authPageLink('/signup', '?redirect=%2Fcheckout%3Fitem%3D1&reason=not-admin')).toBe('/signup?redirect=%2Fcheckout%3Fitem%3D1');
    expect(authPageLink('/login', '?redirect=%2Fadmin&reason=not-admin')).toBe('/login?redirect=%2Fadmin');
    expect(authPageLink('/login', '')).toBe('/login');
    expect(redirectFromQuery('?redirect=%2Fupload')).toBe('/upload');
    expect(redirectFromQuery('?redirect=')).toBeNull();
  });

  it('R4.17 /login explains instead of showing the form only to a signed-in user sent by an admin denial', () => {
    expect(loginPageView(signedIn, '?redirect=%2Fadmin&reason=not-admin')).toBe('not-admin');
    expect(loginPageView({ status: 'signed-out' }, '?redirect=%2Fadmin&reason=not-admin')).toBe('form');
    expect(loginPageView(signedIn, '?redirect=%2Fadmin')).toBe('form');
  });

  it('R2.2 the e-mail verification page receives the address; a confirmation link becomes an in-app path', () => {
    expect(emailVerificationUrl(' nia+x@example.com ')).toBe('/email-verification?email=nia%2Bx%40example.com');
    expect(inAppPath('http://localhost:3000/auth/callback?token=abc&type=signup', 'http://localhost:3000')).toBe('/auth/callback?token=abc&type=signup');
    expect(inAppPath('/auth/callback#access_token=x', 'http://localhost:3000')).toBe('/auth/callback#access_token=x');
    expect(inAppPath('http://[bad', 'http://localhost:3000')).toBeNull();
  });
});
