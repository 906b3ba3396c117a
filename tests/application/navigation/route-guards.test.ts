import { describe, expect, it } from 'vitest';
import { InMemoryKeyValueStore } from '../../../src/adapters/memory/in-memory-key-value-store.fake';
import { RecordingNotifier } from '../../../src/adapters/memory/recording-notifier.fake';
import type { AuthState } from '../../../src/application/auth/auth-state.store';
import { RedirectMemory } from '../../../src/application/navigation/redirect-memory';
import { SendToLogin, decideAuthPage, decideGuardedRoute, loginUrlFor } from '../../../src/application/navigation/route-guards';

const loading: AuthState = { status: 'loading' };
const signedOut: AuthState = { status: 'signed-out' };
const user = { id: 'u1', email: 'sam@example.com', user_metadata: {} };
const signedIn: AuthState = {
  status: 'signed-in',
  user,
  session: { access_token: 'a', refresh_token: 'r', expires_at: 0, user },
  profile: null,
  profileLoading: false,
};

const aWorld = () => {
  const store = new InMemoryKeyValueStore();
  const notifier = new RecordingNotifier();
  const memory = new RedirectMemory(store);
  return { store, notifier, memory, sendToLogin: new SendToLogin(memory, notifier) };
};

describe('decideGuardedRoute', () => {
  it('R2.8 waits while authentication loads', () => {
    expect(decideGuardedRoute(loading)).toEqual({ kind: 'wait' });
  });
  it('R2.5 R6.1 sends a signed-out visitor to login', () => {
    expect(decideGuardedRoute(signedOut)).toEqual({ kind: 'send-to-login' });
  });
  it('R2.3 R6.2 renders for a signed-in user', () => {
    expect(decideGuardedRoute(signedIn)).toEqual({ kind: 'render' });
  });
});

describe('decideAuthPage', () => {
  it('R2.8 waits while authentication loads', () => {
    expect(decideAuthPage(loading, '', aWorld().memory)).toEqual({ kind: 'wait' });
  });

  it('R2.2 shows the auth page to a signed-out visitor', () => {
    expect(decideAuthPage(signedOut, '?redirect=/upload', aWorld().memory)).toEqual({ kind: 'render' });
  });

  it('R2.7 sends a signed-in user to /dashboard when no path is remembered', () => {
    expect(decideAuthPage(signedIn, '', aWorld().memory)).toEqual({ kind: 'redirect', to: '/dashboard' });
  });

  it('R2.7 sends a signed-in user to the stored path', () => {
    const { memory } = aWorld();
    memory.remember('/submissions/s1');
    expect(decideAuthPage(signedIn, '', memory)).toEqual({ kind: 'redirect', to: '/submissions/s1' });
  });

  it('R2.7 follows the redirect query parameter, but only to a safe path', () => {
    const { memory } = aWorld();
    expect(decideAuthPage(signedIn, '?redirect=%2Fupload%3Fpro%3Dp1', memory)).toEqual({ kind: 'redirect', to: '/upload?pro=p1' });
    expect(decideAuthPage(signedIn, '?redirect=%2F%2Fevil.example', memory)).toEqual({ kind: 'redirect', to: '/dashboard' });
  });

  it('R4.17 R6.4 stays on /login after an admin denial (reason=not-admin) instead of looping back', () => {
    const { memory } = aWorld();
    memory.remember('/admin/users');
    expect(decideAuthPage(signedIn, '?redirect=%2Fadmin%2Fusers&reason=not-admin', memory)).toEqual({ kind: 'render' });
  });
});

describe('loginUrlFor', () => {
  it('R2.5 carries the wanted path, with its query, in the redirect parameter', () => {
    const url = loginUrlFor('/submissions', '?status=delivered');
    expect(url.startsWith('/login?')).toBe(true);
    expect(new URLSearchParams(url.slice('/login'.length)).get('redirect')).toBe('/submissions?status=delivered');
  });

  it('R2.5 has no redirect parameter for / or /login', () => {
    expect(loginUrlFor('/')).toBe('/login');
    expect(loginUrlFor('/login')).toBe('/login');
  });

  it('R4.17 adds extra parameters such as reason=not-admin', () => {
    const params = new URLSearchParams(loginUrlFor('/admin', '', { reason: 'not-admin' }).split('?')[1]);
    expect(params.get('redirect')).toBe('/admin');
    expect(params.get('reason')).toBe('not-admin');
  });
});

describe('SendToLogin', () => {
  it('R2.5 R2.6 R8.1 remembers the path, says "Authentication required" and gives the login URL', () => {
    const { store, notifier, sendToLogin } = aWorld();
    const url = sendToLogin.execute('/checkout', '?tier=express');
    expect(store.get('auth-redirect-path')).toBe('/checkout?tier=express');
    expect(notifier.messages).toEqual([{ kind: 'error', title: 'Authentication required', description: 'Please log in to access this page' }]);
    expect(url).toBe(loginUrlFor('/checkout', '?tier=express'));
  });

  it('R8.1 shows no toast on the login or signup routes', () => {
    const { notifier, sendToLogin } = aWorld();
    sendToLogin.execute('/login');
    sendToLogin.execute('/signup');
    expect(notifier.messages).toEqual([]);
  });

  it('R4.17 R6.4 a denied admin goes to /login with reason=not-admin, the path remembered, without the sign-in toast', () => {
    const { store, notifier, sendToLogin } = aWorld();
    const url = sendToLogin.deniedAdmin('/admin/pricing');
    expect(store.get('auth-redirect-path')).toBe('/admin/pricing');
    expect(url).toBe(loginUrlFor('/admin/pricing', '', { reason: 'not-admin' }));
    expect(notifier.messages).toEqual([]);
  });
});
