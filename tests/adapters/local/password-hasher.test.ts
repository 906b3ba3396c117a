import { afterEach, describe, expect, it } from 'vitest';
import { fromBase64Url, utf8 } from '../../../src/adapters/local/bytes';
import type { LocalBackend } from '../../../src/adapters/local/local-backend';
import type { UserRecord } from '../../../src/adapters/local/local-auth-server';
import { request } from '../../../src/adapters/local/local-database';
import { PBKDF2_ITERATIONS, PBKDF2_MIN_ITERATIONS, Pbkdf2PasswordHasher, type PasswordRecord } from '../../../src/adapters/local/password-hasher';
import { aLocalBrowser, aPassword, signUpConfirmed, TEST_PBKDF2_ITERATIONS, type LocalBrowser } from './support/local-world';
import type { UserMetadata } from '../../../src/domain/auth/user';

let browser: LocalBrowser;
afterEach(() => browser?.closeAll());

const EMAIL = 'sam@example.com';
const METADATA: UserMetadata = { first_name: 'Sam', last_name: 'Sprinter', account_type: 'athlete' };

/** A tab as the app opens it: no work-factor override, the production figures. */
const aProductionTab = (): Promise<LocalBackend> => browser.openTab({ pbkdf2Iterations: undefined });

async function storedRecord(tab: LocalBackend, email = EMAIL): Promise<PasswordRecord> {
  const users = await tab.database.read('users', (tx) => request(tx.objectStore('users').getAll() as IDBRequest<UserRecord[]>));
  const user = users.find((candidate) => candidate.email === email);
  if (!user) throw new Error(`no account ${email}`);
  return user.password;
}

/** PBKDF2-HMAC-SHA256 computed here, straight from WebCrypto, to hold the stored record to. */
async function pbkdf2Sha256(password: string, salt: string, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', utf8(password), 'PBKDF2', false, ['deriveBits']);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: 'PBKDF2', salt: fromBase64Url(salt), iterations, hash: 'SHA-256' }, key, 256));
}

describe('passwords on the embedded backend', () => {
  it('the production backend stores 600 000 iterations of PBKDF2-HMAC-SHA256 with a salt per user', async () => {
    expect(PBKDF2_ITERATIONS).toBe(600_000);
    expect(PBKDF2_MIN_ITERATIONS).toBe(600_000);
    browser = aLocalBrowser();
    const tab = await aProductionTab();
    await signUpConfirmed(tab, 'one@example.com', 'the-same-password');
    await signUpConfirmed(tab, 'two@example.com', 'the-same-password');

    const one = await storedRecord(tab, 'one@example.com');
    const two = await storedRecord(tab, 'two@example.com');
    expect(one).toMatchObject({ algorithm: 'PBKDF2-SHA256', iterations: 600_000 });
    expect(fromBase64Url(one.salt)).toHaveLength(16);
    expect(one.salt).not.toBe(two.salt);
    expect(one.hash).not.toBe(two.hash);
    expect(fromBase64Url(one.hash)).toEqual(await pbkdf2Sha256('the-same-password', one.salt, 600_000));
  });

  it('a record at 210 000 iterations verifies and is re-hashed at 600 000 after a successful sign-in; a failed sign-in changes nothing', async () => {
    browser = aLocalBrowser();
    const tab = await aProductionTab();
    const old = await new Pbkdf2PasswordHasher(210_000).hash(aPassword);
    await tab.server.seedUser({ email: EMAIL, password: old, metadata: METADATA });

    const wrong = await tab.auth.signInWithPassword({ email: EMAIL, password: 'not-the-password' });
    expect(wrong).toMatchObject({ ok: false, error: { kind: 'invalid-credentials' } });
    expect(await storedRecord(tab)).toEqual(old);

    const signedIn = await tab.auth.signInWithPassword({ email: EMAIL, password: aPassword });
    expect(signedIn.ok).toBe(true);
    const upgraded = await storedRecord(tab);
    expect(upgraded).toMatchObject({ algorithm: 'PBKDF2-SHA256', iterations: 600_000 });
    expect(upgraded.salt).not.toBe(old.salt);
    expect(fromBase64Url(upgraded.hash)).toEqual(await pbkdf2Sha256(aPassword, upgraded.salt, 600_000));

    await tab.auth.signOut();
    expect((await tab.auth.signInWithPassword({ email: EMAIL, password: aPassword })).ok).toBe(true);
    expect(await storedRecord(tab)).toEqual(upgraded);
  });

  it('a record below the minimum refuses a wrong password and is not upgraded by it', async () => {
    const hasher = new Pbkdf2PasswordHasher();
    const old = await new Pbkdf2PasswordHasher(210_000).hash(aPassword);
    expect(await hasher.check('not-the-password', old)).toEqual({ matches: false });
    expect(await hasher.check(aPassword, old)).toMatchObject({ matches: true, upgraded: { iterations: 600_000 } });
  });

  it('a record of an unknown algorithm, or with an unusable count, salt or hash, is refused even with the right password', async () => {
    browser = aLocalBrowser();
    const tab = await browser.openTab();
    await signUpConfirmed(tab, EMAIL, aPassword);
    const good = await storedRecord(tab);
    const unknownAlgorithm = { ...good, algorithm: 'PBKDF2-SHA512' } as unknown as PasswordRecord;
    await tab.server.seedUser({ email: 'other@example.com', password: unknownAlgorithm, metadata: METADATA });

    const refused = await tab.auth.signInWithPassword({ email: 'other@example.com', password: aPassword });
    expect(refused).toMatchObject({ ok: false, error: { kind: 'invalid-credentials' } });
    expect(await storedRecord(tab, 'other@example.com')).toEqual(unknownAlgorithm);

    const hasher = new Pbkdf2PasswordHasher(TEST_PBKDF2_ITERATIONS);
    expect(await hasher.check(aPassword, good)).toMatchObject({ matches: true });
    for (const broken of [
      { ...good, algorithm: 'bcrypt' },
      { ...good, iterations: 0 },
      { ...good, iterations: -1 },
      { ...good, iterations: 1.5 },
      { ...good, iterations: Number.NaN },
      { ...good, iterations: '1000' },
      { ...good, iterations: 1e12 },
      { ...good, salt: '%%%' },
      { ...good, hash: good.hash.slice(0, 20) },
    ]) {
      expect(await hasher.check(aPassword, broken as unknown as PasswordRecord), JSON.stringify(broken)).toEqual({ matches: false });
    }
  });

  it('with a test work factor the minimum follows it down, so records are upgraded to it and never downgraded; without one the minimum is 600 000', async () => {
    expect(new Pbkdf2PasswordHasher().minimumIterations).toBe(600_000);
    expect(new Pbkdf2PasswordHasher(1_000_000).minimumIterations).toBe(600_000);
    expect(new Pbkdf2PasswordHasher(2_000).minimumIterations).toBe(2_000);
    expect(() => new Pbkdf2PasswordHasher(0)).toThrow(RangeError);

    browser = aLocalBrowser();
    const tab = await browser.openTab({ pbkdf2Iterations: 2_000 });
    const weak = await new Pbkdf2PasswordHasher(1_000).hash(aPassword);
    const strong = await new Pbkdf2PasswordHasher(3_000).hash(aPassword);
    await tab.server.seedUser({ email: 'weak@example.com', password: weak, metadata: METADATA });
    await tab.server.seedUser({ email: 'strong@example.com', password: strong, metadata: METADATA });
    await tab.server.seedUser({ email: 'unconfirmed@example.com', password: weak, metadata: METADATA, confirmed: false });

    expect((await tab.auth.signInWithPassword({ email: 'weak@example.com', password: aPassword })).ok).toBe(true);
    expect(await storedRecord(tab, 'weak@example.com')).toMatchObject({ iterations: 2_000 });
    expect((await tab.auth.signInWithPassword({ email: 'strong@example.com', password: aPassword })).ok).toBe(true);
    expect(await storedRecord(tab, 'strong@example.com')).toEqual(strong);
    const unconfirmed = await tab.auth.signInWithPassword({ email: 'unconfirmed@example.com', password: aPassword });
    expect(unconfirmed).toMatchObject({ ok: false, error: { kind: 'email-not-confirmed' } });
    expect(await storedRecord(tab, 'unconfirmed@example.com')).toEqual(weak);
  });
});
