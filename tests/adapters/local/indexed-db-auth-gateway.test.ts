import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeJwt } from '../../../src/adapters/local/jwt';
import { request } from '../../../src/adapters/local/local-database';
import type { UserRecord } from '../../../src/adapters/local/local-auth-server';
import type { LocalBackend } from '../../../src/adapters/local/local-backend';
import { FAULT_SETTINGS_KEY } from '../../../src/application/ports/fault-injection.port';
import type { AuthChangeEvent } from '../../../src/application/ports/auth.port';
import type { KeyValueStore } from '../../../src/application/ports/key-value-store.port';
import { MISSING_CREDENTIALS_MESSAGE } from '../../../src/domain/auth/auth-errors';
import type { Session } from '../../../src/domain/auth/session';
import { aLocalBrowser, aPassword, callbackUrl, recordEvents, signUpConfirmed, type LocalBrowser } from './support/local-world';

const SESSION_KEY = 'clipcoach_auth_token';
const HOUR_MS = 3_600_000;
/** Sessions last an hour; with ticks every 30 s from start, the tick at 3 510 s is the first with 3 ticks left. */
const FIRST_REFRESH_TICK_MS = 3_510_000;

let browser: LocalBrowser;
afterEach(() => browser?.closeAll());

function nextEvent(tab: LocalBackend, wanted: AuthChangeEvent): Promise<Session | null> {
  return new Promise((resolve) => {
    const stop = tab.auth.onAuthStateChange((event, session) => {
      if (event === wanted) {
        stop();
        resolve(session);
      }
    });
  });
}

async function signedInTab(): Promise<{ tab: LocalBackend; session: Session }> {
  browser = aLocalBrowser();
  const tab = await browser.openTab();
  const session = await signUpConfirmed(tab);
  return { tab, session };
}

describe('IndexedDbAuthGateway: accounts and sessions', () => {
  it('R7.6 R3.5 signs in with e-mail and password and returns a signed access token, a refresh token, the expiry and the user', async () => {
    browser = aLocalBrowser();
    const tab = await browser.openTab();
    await signUpConfirmed(tab, 'sam@example.com');
    await tab.auth.signOut();

    const result = await tab.auth.signInWithPassword({ email: 'Sam@Example.com', password: aPassword });

    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const session = result.value;
    expect(session.user).toMatchObject({ email: 'sam@example.com', user_metadata: { first_name: 'Sam', last_name: 'Sprinter', account_type: 'athlete' } });
    expect(session.expires_at).toBe((browser.clock.now() + HOUR_MS) / 1000);
    expect(session.refresh_token).toMatch(/^[\w-]{20,}$/);
    const jwt = decodeJwt(session.access_token);
    expect(jwt?.header).toMatchObject({ alg: 'ES256', kid: expect.any(String) });
    expect(jwt?.claims).toMatchObject({ sub: session.user.id, email: 'sam@example.com', exp: session.expires_at });
  });

  it('R3.6 persists the session under clipcoach_auth_token and a reloaded tab starts signed in (survives a reload)', async () => {
    const { tab, session } = await signedInTab();
    const stored = JSON.parse(browser.localStorage.get(SESSION_KEY)!);
    expect(stored).toMatchObject({ access_token: session.access_token, refresh_token: session.refresh_token, expires_at: session.expires_at, user: { id: session.user.id } });

    tab.dispose();
    const reloaded = await browser.openTab();
    const initial = await nextEvent(reloaded, 'INITIAL_SESSION');
    expect(initial?.user.email).toBe('sam@example.com');
    expect((await reloaded.auth.getSession()).ok && (await reloaded.auth.getSession())).toMatchObject({ value: { access_token: session.access_token } });
  });

  it('R3.6 with another product slug configured (VITE_PRODUCT_SLUG=acme) the session is kept under acme_auth_token', async () => {
    browser = aLocalBrowser();
    const tab = await browser.openTab({ productSlug: 'acme' });
    const session = await signUpConfirmed(tab);
    expect(JSON.parse(browser.localStorage.get('acme_auth_token')!)).toMatchObject({ access_token: session.access_token });
    expect(browser.localStorage.get(SESSION_KEY)).toBeNull();
  });

  it('R7.6 stores passwords only as PBKDF2-SHA256 hashes with a salt per user', async () => {
    browser = aLocalBrowser();
    const tab = await browser.openTab();
    await signUpConfirmed(tab, 'one@example.com', 'the-same-password');
    await signUpConfirmed(tab, 'two@example.com', 'the-same-password');

    const users = await tab.database.read('users', (tx) => request(tx.objectStore('users').getAll() as IDBRequest<UserRecord[]>));
    expect(users).toHaveLength(2);
    expect(JSON.stringify(users)).not.toContain('the-same-password');
    const [one, two] = users;
    expect(one!.password).toMatchObject({ algorithm: 'PBKDF2-SHA256', iterations: 1_000 });
    expect(one!.password.salt).not.toBe(two!.password.salt);
    expect(one!.password.hash).not.toBe(two!.password.hash);
  });

  it('R8.10 R7.6 answers a wrong password or an unknown address with "Invalid login credentials"', async () => {
    const { tab } = await signedInTab();
    const wrong = await tab.auth.signInWithPassword({ email: 'sam@example.com', password: 'not-the-password' });
    const unknown = await tab.auth.signInWithPassword({ email: 'nobody@example.com', password: aPassword });
    expect(wrong).toEqual({ ok: false, error: { kind: 'invalid-credentials', message: 'Invalid login credentials' } });
    expect(unknown).toEqual(wrong);
  });

  it('R5.1 refuses sign-up and sign-in without e-mail or password with the exact message', async () => {
    browser = aLocalBrowser();
    const tab = await browser.openTab();
    const signUp = await tab.auth.signUp({ email: 'sam@example.com', password: '', data: { terms_accepted_at: '2026-01-01T00:00:00.000Z' }, emailRedirectTo: callbackUrl });
    const signIn = await tab.auth.signInWithPassword({ email: '', password: aPassword });
    expect(signUp).toEqual({ ok: false, error: { kind: 'missing-credentials', message: MISSING_CREDENTIALS_MESSAGE } });
    expect(signIn).toEqual(signUp);
  });

  it('R5.2 rejects weak passwords with their reasons and creates no account', async () => {
    browser = aLocalBrowser();
    const tab = await browser.openTab();
    const result = await tab.auth.signUp({ email: 'sam@example.com', password: 'password', data: { terms_accepted_at: '2026-01-01T00:00:00.000Z' }, emailRedirectTo: callbackUrl });
    expect(result).toMatchObject({ ok: false, error: { kind: 'weak-password', reasons: ['pwned'] } });
    const again = await tab.auth.signUp({ email: 'sam@example.com', password: aPassword, data: { terms_accepted_at: '2026-01-01T00:00:00.000Z' }, emailRedirectTo: callbackUrl });
    expect(again.ok).toBe(true);
  });

  it('R7.7 R2.2 R3.4 signs up with metadata and returns a simulated confirmation link to /auth/callback that confirms and signs in', async () => {
    browser = aLocalBrowser();
    const tab = await browser.openTab();
    const signedUp = await tab.auth.signUp({
      email: 'new@example.com',
      password: aPassword,
      data: { terms_accepted_at: '2026-01-01T00:00:00.000Z', first_name: 'Nia', last_name: 'New', account_type: 'pro' },
      emailRedirectTo: callbackUrl,
    });
    expect(signedUp.ok).toBe(true);
    if (!signedUp.ok) return;
    expect(signedUp.value.session).toBeNull();
    expect(signedUp.value.confirmationUrl).toMatch(/^http:\/\/localhost:3000\/auth\/callback\?token=[\w-]+&type=signup$/);

    const early = await tab.auth.signInWithPassword({ email: 'new@example.com', password: aPassword });
    expect(early).toMatchObject({ ok: false, error: { kind: 'email-not-confirmed' } });

    const resent = await tab.auth.resendConfirmation('new@example.com', callbackUrl);
    expect(resent).toEqual({ ok: true, value: { confirmationUrl: signedUp.value.confirmationUrl } });

    const signedIn = nextEvent(tab, 'SIGNED_IN');
    const confirmed = await tab.auth.completeEmailCallback(signedUp.value.confirmationUrl!);
    expect(confirmed.ok && confirmed.value.user.user_metadata).toEqual({ terms_accepted_at: '2026-01-01T00:00:00.000Z', first_name: 'Nia', last_name: 'New', account_type: 'pro' });
    expect((await signedIn)?.user.email).toBe('new@example.com');

    const reused = await tab.auth.completeEmailCallback(signedUp.value.confirmationUrl!);
    expect(reused).toMatchObject({ ok: false, error: { kind: 'invalid-jwt' } });
  });

  it('R7.7 says nothing about unknown addresses when asked to resend a confirmation', async () => {
    browser = aLocalBrowser();
    const tab = await browser.openTab();
    expect(await tab.auth.resendConfirmation('nobody@example.com', callbackUrl)).toEqual({ ok: true, value: {} });
  });

  it('R7.8 R4.1 reports the initial session asynchronously, then every change', async () => {
    browser = aLocalBrowser();
    const tab = await browser.openTab();
    const heard = recordEvents(tab);
    expect(heard.names()).toEqual([]);
    await tab.auth.whenReady();
    await browser.clock.flush();
    expect(heard.events[0]).toEqual({ event: 'INITIAL_SESSION', session: null });

    await signUpConfirmed(tab);
    await tab.auth.refreshSession();
    await tab.auth.updateUserMetadata({ first_name: 'Samantha' });
    await tab.auth.signOut();
    expect(heard.names()).toEqual(['INITIAL_SESSION', 'SIGNED_IN', 'TOKEN_REFRESHED', 'USER_UPDATED', 'SIGNED_OUT']);
    expect(heard.events.at(-1)?.session).toBeNull();
    expect(browser.localStorage.get(SESSION_KEY)).toBeNull();
  });

  it('R7.8 updates user metadata, keeps the rest, and persists it', async () => {
    const { tab } = await signedInTab();
    const updated = await tab.auth.updateUserMetadata({ is_admin: true });
    expect(updated.ok && updated.value.user_metadata).toEqual({ terms_accepted_at: '2026-01-01T00:00:00.000Z', first_name: 'Sam', last_name: 'Sprinter', account_type: 'athlete', is_admin: true });
    expect(JSON.parse(browser.localStorage.get(SESSION_KEY)!).user.user_metadata.is_admin).toBe(true);
    const refreshed = await tab.auth.refreshSession();
    expect(refreshed.ok && refreshed.value.user.user_metadata.is_admin).toBe(true);
  });

  it('R8.10 answers "Auth session missing!" when refreshing or updating without a session', async () => {
    browser = aLocalBrowser();
    const tab = await browser.openTab();
    const missing = { ok: false, error: { kind: 'session-missing', message: 'Auth session missing!' } };
    expect(await tab.auth.refreshSession()).toEqual(missing);
    expect(await tab.auth.updateUserMetadata({ first_name: 'X' })).toEqual(missing);
    expect(await tab.auth.getSession()).toEqual({ ok: true, value: null });
  });

  it('R7.8 signing out ends the session on the service: its refresh token stops working', async () => {
    const { tab, session } = await signedInTab();
    await tab.auth.signOut();
    const reuse = await tab.server.refresh(session.refresh_token);
    expect(reuse).toMatchObject({ ok: false, error: { kind: 'invalid-jwt', message: 'Invalid Refresh Token: Already Used' } });
  });

  it('R7.8 a refresh token works once: refreshing rotates it', async () => {
    const { tab, session } = await signedInTab();
    const refreshed = await tab.auth.refreshSession();
    expect(refreshed.ok && refreshed.value.refresh_token).not.toBe(session.refresh_token);
    expect(await tab.server.refresh(session.refresh_token)).toMatchObject({ ok: false, error: { message: 'Invalid Refresh Token: Already Used' } });
  });

  it('R7.8 a refresh answers for the token\'s owner whoever the caller says it belongs to', async () => {
    const { tab, session } = await signedInTab();
    const refreshed = await tab.server.refresh(session.refresh_token, 'someone-else');
    expect(refreshed).toMatchObject({ ok: true, value: { user: { id: session.user.id } } });
    expect(await tab.server.refresh(session.refresh_token, session.user.id)).toMatchObject({ ok: false, error: { message: 'Invalid Refresh Token: Already Used' } });
  });
});

describe('IndexedDbAuthGateway: automatic refresh on the clock (§9)', () => {
  it('R9.15 ticks every 30 s and refreshes when 3 ticks remain: nothing at 3 509 999 ms, a refresh at 3 510 000 ms', async () => {
    const { tab, session } = await signedInTab();
    const refresh = vi.spyOn(tab.server, 'refresh');

    await browser.clock.advanceBy(FIRST_REFRESH_TICK_MS - 1);
    expect(refresh).not.toHaveBeenCalled();

    const refreshed = nextEvent(tab, 'TOKEN_REFRESHED');
    await browser.clock.advanceBy(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    const next = await refreshed;
    expect(next?.expires_at).toBe(session.expires_at + FIRST_REFRESH_TICK_MS / 1000);
  });

  it('R9.15 retries a failed refresh after 200 ms, then 400 ms (doubling)', async () => {
    browser = aLocalBrowser();
    let attempts = 0;
    const tab = await browser.openTab({ random: () => (attempts++, 0) });
    await signUpConfirmed(tab);
    browser.localStorage.set(FAULT_SETTINGS_KEY, JSON.stringify({ failRate: 1, only: ['auth'] }));

    await browser.clock.advanceBy(FIRST_REFRESH_TICK_MS);
    expect(attempts).toBe(1);
    await browser.clock.advanceBy(199);
    expect(attempts).toBe(1);
    await browser.clock.advanceBy(1);
    expect(attempts).toBe(2);
    await browser.clock.advanceBy(399);
    expect(attempts).toBe(2);

    browser.localStorage.remove(FAULT_SETTINGS_KEY);
    const refreshed = nextEvent(tab, 'TOKEN_REFRESHED');
    await browser.clock.advanceBy(1);
    expect(await refreshed).not.toBeNull();
  });

  it('R9.15 stops retrying within one tick (200+400+…+12 800 ms) and tries again at the next tick, keeping the session', async () => {
    browser = aLocalBrowser();
    let attempts = 0;
    const tab = await browser.openTab({ random: () => (attempts++, 0) });
    await signUpConfirmed(tab);
    const heard = recordEvents(tab);
    browser.localStorage.set(FAULT_SETTINGS_KEY, JSON.stringify({ failRate: 1, only: ['auth'] }));

    await browser.clock.advanceBy(FIRST_REFRESH_TICK_MS + 29_999);
    expect(attempts).toBe(8); // at 0, 200, 600, 1 400, 3 000, 6 200, 12 600 and 25 400 ms
    await browser.clock.advanceBy(1);
    expect(attempts).toBe(9);
    expect(heard.names()).not.toContain('SIGNED_OUT');
  });

  it('R9.15 R8.10 signs out when the refresh token is refused (not a retryable error)', async () => {
    const { tab, session } = await signedInTab();
    await tab.server.refresh(session.refresh_token); // used elsewhere: now refused
    const signedOut = nextEvent(tab, 'SIGNED_OUT');
    await browser.clock.advanceBy(FIRST_REFRESH_TICK_MS);
    expect(await signedOut).toBeNull();
    expect(browser.localStorage.get(SESSION_KEY)).toBeNull();
  });
});

describe('IndexedDbAuthGateway: access tokens checked against a key set cached 10 minutes', () => {
  it('R9.16 keeps trusting a withdrawn signing key until the cached key set is 10 minutes old: accepted at 599 999 ms, refused at 600 000 ms', async () => {
    const { tab } = await signedInTab();
    expect((await tab.auth.updateUserMetadata({ first_name: 'Cached' })).ok).toBe(true); // fetches and caches the key set
    await tab.server.rotateSigningKey();

    await browser.clock.advanceBy(599_999);
    expect((await tab.auth.updateUserMetadata({ first_name: 'Still' })).ok).toBe(true);

    await browser.clock.advanceBy(1);
    const refused = await tab.auth.updateUserMetadata({ first_name: 'Refused' });
    expect(refused).toMatchObject({ ok: false, error: { kind: 'invalid-jwt', message: expect.stringContaining('signature is invalid') } });
  });

  it('R9.16 fetches the key set at once for a key it has not seen (tokens signed after a rotation work)', async () => {
    const { tab } = await signedInTab();
    expect((await tab.auth.updateUserMetadata({ first_name: 'Cached' })).ok).toBe(true);
    await tab.server.rotateSigningKey();
    expect((await tab.auth.refreshSession()).ok).toBe(true);
    expect((await tab.auth.updateUserMetadata({ first_name: 'New key' })).ok).toBe(true);
  });

  it('R8.10 R9.16 checks a token\'s signature once against a cached key, its expiry every time', async () => {
    const { tab, session } = await signedInTab();
    const { AccessTokenVerifier, KeySetCache } = await import('../../../src/adapters/local/jwt');
    const subtle = globalThis.crypto.subtle;
    const verify = vi.spyOn(subtle, 'verify');
    const verifier = new AccessTokenVerifier(new KeySetCache(() => tab.server.keySet(), browser.clock), browser.clock, subtle);

    expect((await verifier.verify(session.access_token)).ok).toBe(true);
    expect((await verifier.verify(session.access_token)).ok).toBe(true);
    expect(verify).toHaveBeenCalledTimes(1);

    await browser.clock.advanceBy(10 * 60_000); // the key set is fetched again: the signature is checked again
    const expiresAt = session.expires_at * 1000;
    expect((await verifier.verify(session.access_token)).ok).toBe(browser.clock.now() < expiresAt);
    expect(verify).toHaveBeenCalledTimes(2);
    await browser.clock.advanceBy(Math.max(0, expiresAt - browser.clock.now()));
    expect(await verifier.verify(session.access_token)).toMatchObject({ ok: false, error: { kind: 'invalid-jwt', message: expect.stringContaining('expired') } });
    verify.mockRestore();
  });

  it('R8.10 refuses an access token whose signature does not match ("invalid JWT")', async () => {
    const { tab, session } = await signedInTab();
    const [header, payload] = session.access_token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(86)}`;
    const { AccessTokenVerifier, KeySetCache } = await import('../../../src/adapters/local/jwt');
    const verifier = new AccessTokenVerifier(new KeySetCache(() => tab.server.keySet(), browser.clock), browser.clock);
    expect(await verifier.verify(forged)).toMatchObject({ ok: false, error: { kind: 'invalid-jwt' } });
    expect(await verifier.verify('not.a.jwt')).toMatchObject({ ok: false, error: { kind: 'invalid-jwt', message: expect.stringContaining('malformed') } });
    expect((await verifier.verify(session.access_token)).ok).toBe(true);
  });
});

describe('IndexedDbAuthGateway: a damaged stored session means signed out, with no crash and no loop', () => {
  async function startWithStored(value: string | null) {
    browser = aLocalBrowser();
    if (value !== null) browser.localStorage.set(SESSION_KEY, value);
    const tab = await browser.openTab();
    const heard = recordEvents(tab);
    await tab.auth.whenReady();
    await browser.clock.advanceBy(10 * 60_000);
    return { tab, heard };
  }

  it.each([
    ['bad JSON', '{"access_token": '],
    ['the wrong shape', JSON.stringify({ access_token: 42, user: 'me' })],
    ['an array', '[]'],
    ['a forged token', JSON.stringify({ access_token: 'x.y.z', refresh_token: 'r', expires_at: 9_999_999_999, user: { id: 'u', email: 'e@x.io', user_metadata: {} } })],
  ])('R4.1 R3.6 %s: signed out, the stored value removed, one INITIAL_SESSION and nothing else', async (_label, stored) => {
    const { tab, heard } = await startWithStored(stored);
    expect(heard.events).toEqual([{ event: 'INITIAL_SESSION', session: null }]);
    expect(browser.localStorage.get(SESSION_KEY)).toBeNull();
    expect(await tab.auth.getSession()).toEqual({ ok: true, value: null });
  });

  it('R4.1 an expired session whose refresh token no longer works: signed out, no loop', async () => {
    browser = aLocalBrowser();
    const first = await browser.openTab();
    const session = await signUpConfirmed(first);
    await first.server.refresh(session.refresh_token); // the token is spent
    first.dispose();
    await browser.clock.advanceBy(2 * HOUR_MS);

    const tab = await browser.openTab();
    const heard = recordEvents(tab);
    await tab.auth.whenReady();
    await browser.clock.advanceBy(10 * 60_000);
    expect(heard.events).toEqual([{ event: 'INITIAL_SESSION', session: null }]);
    expect(browser.localStorage.get(SESSION_KEY)).toBeNull();
  });

  it('R4.1 R3.6 an expired session whose refresh token still works is renewed, as the hosted client does', async () => {
    browser = aLocalBrowser();
    const first = await browser.openTab({ autoRefresh: false });
    const session = await signUpConfirmed(first);
    first.dispose();
    await browser.clock.advanceBy(2 * HOUR_MS);

    const tab = await browser.openTab();
    const initial = await nextEvent(tab, 'INITIAL_SESSION');
    expect(initial?.user.id).toBe(session.user.id);
    expect(initial!.expires_at * 1000).toBe(browser.clock.now() + HOUR_MS);
  });
});

describe('IndexedDbAuthGateway: tabs agree', () => {
  async function twoTabs() {
    browser = aLocalBrowser();
    const a = await browser.openTab();
    const b = await browser.openTab();
    await Promise.all([a.auth.whenReady(), b.auth.whenReady()]);
    return { a, b };
  }

  it('R7.8 signing in in one tab signs the other in at once (no clock time passes)', async () => {
    const { a, b } = await twoTabs();
    const heardB = recordEvents(b);
    const session = await signUpConfirmed(a);
    await browser.clock.flush();
    expect(heardB.events.at(-1)).toMatchObject({ event: 'SIGNED_IN', session: { access_token: session.access_token } });
  });

  it('R7.8 signing out in one tab signs the other out at once', async () => {
    const { a, b } = await twoTabs();
    await signUpConfirmed(a);
    await browser.clock.flush();
    const heardB = recordEvents(b);
    await a.auth.signOut();
    await browser.clock.flush();
    expect(heardB.events.at(-1)).toEqual({ event: 'SIGNED_OUT', session: null });
    expect(await b.auth.getSession()).toEqual({ ok: true, value: null });
  });

  it('R9.15 two tabs that find the session due for refresh at the same moment refresh once and share the new session', async () => {
    browser = aLocalBrowser();
    const a = await browser.openTab({ autoRefresh: false });
    const b = await browser.openTab({ autoRefresh: false });
    await signUpConfirmed(a);
    await browser.clock.flush();
    await browser.clock.advanceBy(HOUR_MS - 60_000); // one minute left: due for refresh before use
    const refreshA = vi.spyOn(a.server, 'refresh');
    const refreshB = vi.spyOn(b.server, 'refresh');
    const heardA = recordEvents(a);
    const heardB = recordEvents(b);

    const [sessionA, sessionB] = await Promise.all([a.auth.getSession(), b.auth.getSession()]);

    expect(refreshA.mock.calls.length + refreshB.mock.calls.length).toBe(1);
    expect(sessionA.ok && sessionA.value?.access_token).toBe(sessionB.ok && sessionB.value?.access_token);
    expect(sessionA.ok && sessionA.value!.expires_at * 1000).toBe(browser.clock.now() + HOUR_MS);
    expect([...heardA.names(), ...heardB.names()]).not.toContain('SIGNED_OUT');
  });

  it('R7.8 explicit refreshes in two tabs at once never reuse a refresh token', async () => {
    const { a, b } = await twoTabs();
    await signUpConfirmed(a);
    await browser.clock.flush();
    const [fromA, fromB] = await Promise.all([a.auth.refreshSession(), b.auth.refreshSession()]);
    expect(fromA.ok && fromB.ok).toBe(true);
    const stored = JSON.parse(browser.localStorage.get(SESSION_KEY)!);
    expect([fromA.ok && fromA.value.refresh_token, fromB.ok && fromB.value.refresh_token]).toContain(stored.refresh_token);
  });

  /**
   * Chromium hands local storage to the other tabs a moment after the channel's message: this
   * tab's view of it shows another tab's write only `lagMs` after it first looked.
   */
  class LaggingStorage implements KeyValueStore {
    private readonly seen = new Map<string, { value: string | null; since: number; shown: string | null }>();
    constructor(
      private readonly real: KeyValueStore,
      private readonly lagMs: number,
    ) {}
    get(key: string): string | null {
      const actual = this.real.get(key);
      const now = browser.clock.now();
      const entry = this.seen.get(key) ?? { value: actual, since: now, shown: actual };
      if (entry.value !== actual) Object.assign(entry, { value: actual, since: now });
      if (now - entry.since >= this.lagMs) entry.shown = entry.value;
      this.seen.set(key, entry);
      return entry.shown;
    }
    set(key: string, value: string): void {
      this.real.set(key, value);
      this.seen.set(key, { value, since: browser.clock.now(), shown: value });
    }
    remove(key: string): void {
      this.real.remove(key);
      this.seen.set(key, { value: null, since: browser.clock.now(), shown: null });
    }
  }

  async function twoTabsOneLagging(lagMs: number) {
    browser = aLocalBrowser();
    const a = await browser.openTab();
    const b = await browser.openTab({ localStorage: new LaggingStorage(browser.localStorage, lagMs) });
    await Promise.all([a.auth.whenReady(), b.auth.whenReady()]);
    return { a, b };
  }

  it('R4.1 R7.8 a sign-out is followed from the message itself, even before local storage shows it in this tab', async () => {
    const { a, b } = await twoTabsOneLagging(200);
    await signUpConfirmed(a);
    await browser.clock.advanceBy(1_000);
    expect((await b.auth.getSession()).ok).toBe(true);
    const heardB = recordEvents(b);
    await a.auth.signOut();
    await browser.clock.flush();
    expect(heardB.events.at(-1)).toEqual({ event: 'SIGNED_OUT', session: null });
  });

  it('R7.8 a sign-in announced before local storage shows it is followed once it arrives: looked for again every 50 ms', async () => {
    const { a, b } = await twoTabsOneLagging(120);
    const heardB = recordEvents(b);
    const session = await signUpConfirmed(a);
    await browser.clock.advanceBy(100);
    expect(heardB.names()).not.toContain('SIGNED_IN');
    await browser.clock.advanceBy(50);
    expect(heardB.events.at(-1)).toMatchObject({ event: 'SIGNED_IN', session: { access_token: session.access_token } });
  });

  it('R7.8 metadata updated in one tab reaches the other', async () => {
    const { a, b } = await twoTabs();
    await signUpConfirmed(a);
    await browser.clock.flush();
    const updated = nextEvent(b, 'USER_UPDATED');
    await a.auth.updateUserMetadata({ first_name: 'Samira' });
    expect((await updated)?.user.user_metadata.first_name).toBe('Samira');
  });
});

describe('IndexedDbAuthGateway: simulated faults', () => {
  it('R8.10 with clipcoach:faults failing auth calls, sign-in answers a retryable 503 and signs nobody in', async () => {
    browser = aLocalBrowser();
    const tab = await browser.openTab({ random: () => 0 });
    await signUpConfirmed(tab);
    await tab.auth.signOut();
    browser.localStorage.set(FAULT_SETTINGS_KEY, JSON.stringify({ failRate: 0.5, only: ['auth'] }));
    const result = await tab.auth.signInWithPassword({ email: 'sam@example.com', password: aPassword });
    expect(result).toMatchObject({ ok: false, error: { kind: 'retryable', status: 503 } });
    expect(browser.localStorage.get(SESSION_KEY)).toBeNull();
  });

  it('R8.10 a failed sign-out keeps the session', async () => {
    const { tab } = await signedInTab();
    browser.localStorage.set(FAULT_SETTINGS_KEY, JSON.stringify({ failRate: 1 }));
    expect(await tab.auth.signOut()).toMatchObject({ ok: false, error: { kind: 'retryable' } });
    browser.localStorage.remove(FAULT_SETTINGS_KEY);
    expect((await tab.auth.getSession()).ok && (await tab.auth.getSession())).toMatchObject({ value: { user: { email: 'sam@example.com' } } });
  });
});
