import { IDBDatabase } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../src/adapters/local/local-database';
import type { UserRecord } from '../../../src/adapters/local/local-auth-server';
import { Pbkdf2PasswordHasher } from '../../../src/adapters/local/password-hasher';
import { PRODUCT_BUCKET_DEFINITIONS } from '../../../src/adapters/storage/product-buckets';
import { ok } from '../../../src/domain/result';
import { aLocalBrowser, type LocalBrowser } from './support/local-world';

let browser: LocalBrowser;
afterEach(() => {
  vi.restoreAllMocks();
  browser?.closeAll();
});

/** The transactions the embedded backend opens while `work` runs: their stores and mode. */
async function transactionsDuring(work: () => Promise<unknown>) {
  const opened = vi.spyOn(IDBDatabase.prototype, 'transaction');
  await work();
  const transactions = opened.mock.calls.map(([stores, mode]) => ({ stores: [stores].flat().sort(), mode: mode ?? 'readonly' }));
  opened.mockRestore();
  return transactions;
}

const DEMO = ['admin@clipcoach.demo', 'pro@clipcoach.demo', 'athlete@clipcoach.demo'];
/** The demo accounts among the seeded users (the sample athletes aside: demo-reviews-seed tests them). */
const demoAccounts = (users: UserRecord[]) => users.filter((user) => DEMO.includes(user.email));

describe('demo data of the embedded backend', () => {
  it('R6.3 R4.9 seeds three demo accounts on first start; the admin is admin in the profile only, not in metadata', async () => {
    browser = aLocalBrowser();
    const tab = await browser.openTab({ seedDemo: true });

    for (const email of DEMO) {
      const signedIn = await tab.auth.signInWithPassword({ email, password: 'clipcoach-demo' });
      expect(signedIn.ok).toBe(true);
    }
    const admin = await tab.auth.signInWithPassword({ email: 'admin@clipcoach.demo', password: 'clipcoach-demo' });
    if (!admin.ok) throw new Error('admin cannot sign in');
    expect(admin.value.user.user_metadata.is_admin).toBeUndefined();
    expect(await tab.profiles.readAdminFlag(admin.value.user.id)).toEqual({ ok: true, value: true });

    const pro = await tab.auth.signInWithPassword({ email: 'pro@clipcoach.demo', password: 'clipcoach-demo' });
    if (!pro.ok) throw new Error('pro cannot sign in');
    expect(await tab.profiles.readAdminAndType(pro.value.user.id)).toEqual({ ok: true, value: { isAdmin: false, accountType: 'pro' } });
    const listed = await tab.pros.findPublic(pro.value.user.id);
    expect(listed.ok && listed.value).toMatchObject({ displayName: 'Paula Pro', verificationStatus: 'approved' });
    const page = await tab.pros.listPublic({});
    expect(page.ok && page.value.total).toBe(25);
  });

  it('R6.3 seeds once, even when two tabs start together or the app starts again', async () => {
    browser = aLocalBrowser();
    await Promise.all([browser.openTab({ seedDemo: true }), browser.openTab({ seedDemo: true })]);
    const again = await browser.openTab({ seedDemo: true });
    const users = await again.database.read('users', (tx) => request(tx.objectStore('users').getAll() as IDBRequest<UserRecord[]>));
    expect(demoAccounts(users).map((user) => user.email).sort()).toEqual([...DEMO].sort());
    expect(users).toHaveLength(DEMO.length + 8);
  });

  it('Issue 13 a start on a ready database writes nothing: one read-only look finds the buckets, the demo data and the stories', async () => {
    browser = aLocalBrowser();
    const first = await transactionsDuring(() => browser.openTab({ seedDemo: true }));
    expect(first.filter(({ mode }) => mode === 'readwrite').length).toBeGreaterThan(0);

    const again = await transactionsDuring(() => browser.openTab({ seedDemo: true }));
    expect(again).toEqual([{ stores: ['buckets', 'meta'], mode: 'readonly' }]);
  });

  it('Issue 13 a bucket that went missing is made again at the next start, and the demo data is left as it is', async () => {
    browser = aLocalBrowser();
    const first = await browser.openTab({ seedDemo: true });
    const [missing] = PRODUCT_BUCKET_DEFINITIONS;
    await first.database.write('buckets', async (tx) => {
      tx.objectStore('buckets').delete(missing!.id);
      return ok(undefined);
    });

    const again = await transactionsDuring(() => browser.openTab({ seedDemo: true }));
    expect(again.filter(({ mode }) => mode === 'readwrite')).toEqual([{ stores: ['buckets'], mode: 'readwrite' }]);
    const buckets = await first.database.read('buckets', (tx) => request(tx.objectStore('buckets').getAllKeys()));
    expect(buckets).toEqual(expect.arrayContaining(PRODUCT_BUCKET_DEFINITIONS.map((bucket) => bucket.id)));
  });

  it('gives each demo account the same id in every browser, so what follows the id (an avatar’s colour) looks the same wherever the demo is opened', async () => {
    const idsIn = async (fresh: LocalBrowser) => {
      const tab = await fresh.openTab({ seedDemo: true });
      const users = await tab.database.read('users', (tx) => request(tx.objectStore('users').getAll() as IDBRequest<UserRecord[]>));
      return Object.fromEntries(demoAccounts(users).map((user) => [user.email, user.id]));
    };
    browser = aLocalBrowser();
    const first = await idsIn(browser);
    browser.closeAll();
    browser = aLocalBrowser();
    expect(await idsIn(browser)).toEqual(first);
    expect(new Set(Object.values(first)).size).toBe(DEMO.length);
  });

  it('R7.6 in production the demo passwords are PBKDF2-SHA256 records of 600 000 iterations, one salt each, and "clipcoach-demo" signs each account in without an upgrade', async () => {
    browser = aLocalBrowser();
    const tab = await browser.openTab({ seedDemo: true, pbkdf2Iterations: undefined });
    const readUsers = async () => demoAccounts(await tab.database.read('users', (tx) => request(tx.objectStore('users').getAll() as IDBRequest<UserRecord[]>)));
    const seeded = await readUsers();
    expect(seeded.map((user) => user.password)).toEqual(DEMO.map(() => expect.objectContaining({ algorithm: 'PBKDF2-SHA256', iterations: 600_000 })));
    expect(new Set(seeded.map((user) => user.password.salt)).size).toBe(3);

    expect(await new Pbkdf2PasswordHasher().verify('clipcoach-dem0', seeded[0]!.password)).toBe(false);
    for (const email of DEMO) expect((await tab.auth.signInWithPassword({ email, password: 'clipcoach-demo' })).ok).toBe(true);
    expect(await readUsers()).toEqual(seeded);
  });
});
