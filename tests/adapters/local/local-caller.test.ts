import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalCaller } from '../../../src/adapters/local/local-caller';
import { openLocalDatabase, request, type LocalDatabase } from '../../../src/adapters/local/local-database';
import type { AccessTokenVerifier } from '../../../src/adapters/local/jwt';
import { ok } from '../../../src/domain/result';

/** A verifier that takes a token "token-<id>" as that user's: the caller's rule, not the signature, is under test here. */
const verifier = {
  verify: async (token: string) => ok({ sub: token.replace(/^token-/, '') }),
} as unknown as AccessTokenVerifier;

const profileRow = (id: string, isAdmin: boolean) => ({ id, first_name: 'Sam', last_name: 'Lee', account_type: 'athlete', is_admin: isAdmin, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' });

let db: LocalDatabase | null = null;
afterEach(() => db?.close());

/** The database with one profile row, the reads begun on it from now on, and a hook run as each read begins. */
async function aDatabaseWith(row: ReturnType<typeof profileRow>) {
  db = await openLocalDatabase(new IDBFactory());
  await db.write('profiles', async (tx) => ok(await request(tx.objectStore('profiles').put(row))));
  const reads: string[] = [];
  const hooks = { onRead: () => {} };
  const open = db.read.bind(db);
  db.read = (stores, work) => {
    reads.push([stores].flat().join(','));
    const reading = open(stores, work);
    hooks.onRead();
    return reading;
  };
  return { db, reads, hooks };
}

const grantAdmin = (database: LocalDatabase, id: string) => database.write('profiles', async (tx) => ok(await request(tx.objectStore('profiles').put(profileRow(id, true)))));

describe('the embedded backend\'s caller', () => {
  it('issue 13: calls made together share one read of the caller\'s profile row', async () => {
    const { db: database, reads } = await aDatabaseWith(profileRow('u1', false));
    const caller = new LocalCaller(database, async () => 'token-u1', verifier);

    const actors = await Promise.all([caller.actor(), caller.actor(), caller.actor(), caller.storageCaller()]);

    expect(actors.slice(0, 3)).toEqual([{ id: 'u1', isAdmin: false }, { id: 'u1', isAdmin: false }, { id: 'u1', isAdmin: false }]);
    expect(actors[3]).toMatchObject({ actor: { id: 'u1', isAdmin: false } });
    expect(reads.filter((stores) => stores === 'profiles')).toHaveLength(1);
  });

  it('issue 13: a call made after a write has begun reads the row again and sees that write', async () => {
    const { db: database, reads, hooks } = await aDatabaseWith(profileRow('u1', false));
    const caller = new LocalCaller(database, async () => 'token-u1', verifier);
    let granted: Promise<unknown> | null = null;
    let after: Promise<unknown> | null = null;
    // The grant begins while the first read is under way, and the second call comes after it.
    hooks.onRead = () => {
      hooks.onRead = () => {};
      granted = grantAdmin(database, 'u1');
      after = caller.actor();
    };

    const before = await caller.actor();
    await granted;

    expect(before).toEqual({ id: 'u1', isAdmin: false });
    expect(await after).toEqual({ id: 'u1', isAdmin: true });
    expect(reads.filter((stores) => stores === 'profiles')).toHaveLength(2);
  });

  it('issue 13: a later call reads again; another token never shares a read', async () => {
    const { db: database, reads } = await aDatabaseWith(profileRow('u1', false));
    await database.write('profiles', async (tx) => ok(await request(tx.objectStore('profiles').put(profileRow('u2', true)))));
    let token = 'token-u1';
    const caller = new LocalCaller(database, async () => token, verifier);

    const first = caller.actor();
    token = 'token-u2';
    const second = caller.actor();
    expect(await first).toEqual({ id: 'u1', isAdmin: false });
    expect(await second).toEqual({ id: 'u2', isAdmin: true });
    expect(await caller.actor()).toEqual({ id: 'u2', isAdmin: true });
    expect(reads.filter((stores) => stores === 'profiles')).toHaveLength(3);
  });

  it('signed out, the caller is nobody and nothing is read', async () => {
    const { db: database, reads } = await aDatabaseWith(profileRow('u1', true));
    const caller = new LocalCaller(database, async () => null, verifier);

    expect(await caller.actor()).toBeNull();
    expect(reads).toEqual([]);
  });
});
