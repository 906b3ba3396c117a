// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSupabaseTestDb, type Query, type SupabaseTestDb } from './support/supabase-test-db';
import { attackCounter } from './support/attacks';

/**
 * The backend as code (supabase/migrations) on a real Postgres engine: PGlite in-process, with a
 * shim of Supabase's auth and storage schemas. Each statement runs as PostgREST would run it:
 * `set local role authenticated` and the caller's JWT claims in `request.jwt.claims`.
 */

let db: SupabaseTestDb;
let alice: string;
let bob: string;
let admin: string;

const { attacks, attack, titles: ATTACK_TITLES } = attackCounter();

beforeAll(async () => {
  db = await startSupabaseTestDb();
  alice = await db.signUp('alice@example.com', { first_name: 'Alice', last_name: 'Archer', account_type: 'athlete' });
  bob = await db.signUp('bob@example.com', { first_name: 'Bob', last_name: 'Baker', account_type: 'pro' });
  admin = await db.signUp('admin@example.com', { first_name: 'Ada', last_name: 'Admin' });
  // Admin rights come from the service, never from the client.
  await db.owner(async (q) => {
    await q.rows(`set local role service_role`);
    await q.rows(`update public.profiles set is_admin = true where id = $1`, [admin]);
  });
  await db.owner(async (q) => {
    await q.rows(
      `insert into storage.objects (bucket_id, name, owner, owner_id) values
        ('videos', $1 || '/serve.mp4', $1::uuid, $1), ('videos', $2 || '/backhand.mp4', $2::uuid, $2),
        ('pro-documents', $2 || '/licence.pdf', $2::uuid, $2), ('avatars', $2 || '/face.png', $2::uuid, $2)`,
      [alice, bob],
    );
  });
}, 180_000);

afterAll(() => {
  console.log(`policy attacks refused: ${attacks.refused} of ${attacks.tried}`);
  db?.pg.close();
});

const asAlice = <T>(work: (q: Query) => Promise<T>): Promise<T> => db.as({ role: 'authenticated', sub: alice }, work);

describe('profiles: the sign-up trigger', () => {
  it('R3.1 R3.2 R3.3 R3.4 creates the profile from the sign-up metadata, athlete by default, not onboarded nor admin, the Terms accepted (issue 12: no account without)', async () => {
    const id = await db.signUp('carol@example.com', { first_name: 'Carol', last_name: 'Cole', terms_accepted_at: '2026-03-01T09:00:00.000Z' });
    const [row] = await db.as({ role: 'authenticated', sub: id }, (q) => q.rows(`select * from public.profiles where id = $1`, [id]));
    expect(row).toMatchObject({
      id,
      first_name: 'Carol',
      last_name: 'Cole',
      account_type: 'athlete',
      onboarding_completed: false,
      terms_accepted: true,
      is_admin: false,
    });
    expect(row!.created_at).toBeInstanceOf(Date);
    expect(row!.updated_at).toBeInstanceOf(Date);
  });

  it('R3.4 keeps a pro account type from the metadata and turns an unknown one into athlete', async () => {
    const pro = await db.signUp('pro@example.com', { account_type: 'pro' });
    const odd = await db.signUp('odd@example.com', { account_type: 'superuser' });
    const rows = await db.as({ role: 'service_role' }, (q) =>
      q.rows<{ id: string; account_type: string }>(`select id, account_type from public.profiles where id in ($1, $2)`, [pro, odd]),
    );
    expect(Object.fromEntries(rows.map((r) => [r.id, r.account_type]))).toEqual({ [pro]: 'pro', [odd]: 'athlete' });
  });
});

describe('profiles: attacks that must fail', () => {
  attack('R6.3 a user cannot set their own is_admin', async () => {
    // The first lock: column privileges (the guard trigger behind it has its own test).
    await expect(asAlice((q) => q.affected(`update public.profiles set is_admin = true where id = $1`, [alice]))).rejects.toThrow(
      'permission denied for table profiles',
    );
    const [row] = await db.as({ role: 'service_role' }, (q) => q.rows<{ is_admin: boolean }>(`select is_admin from public.profiles where id = $1`, [alice]));
    expect(row!.is_admin).toBe(false);
  });

  attack('R6.3 the guard trigger refuses is_admin even if a later migration granted update on every column', async () => {
    await expect(
      db.owner(async (q) => {
        await q.rows(`grant update on public.profiles to authenticated`);
        await q.rows(`set local role authenticated`);
        await q.rows(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: alice, role: 'authenticated' })]);
        await q.affected(`update public.profiles set is_admin = true where id = $1`, [alice]);
      }),
    ).rejects.toThrow('is_admin can only be changed by the service');
  });

  attack('R3.4 R6.3 sign-up metadata with is_admin true yields is_admin false', async () => {
    const mallory = await db.signUp('mallory@example.com', { first_name: 'Mallory', is_admin: true });
    const [row] = await db.as({ role: 'service_role' }, (q) => q.rows<{ is_admin: boolean }>(`select is_admin from public.profiles where id = $1`, [mallory]));
    expect(row!.is_admin).toBe(false);
  });

  attack('R6.3 user metadata saying is_admin does not open other profiles to its user', async () => {
    const mallory = await db.signUp('mallory2@example.com', { is_admin: true });
    const rows = await db.as({ role: 'authenticated', sub: mallory }, (q) => q.rows<{ id: string }>(`select id from public.profiles`));
    expect(rows.map((r) => r.id)).toEqual([mallory]);
  });

  attack("R7.1 reading another user's profile returns nothing", async () => {
    const rows = await asAlice((q) => q.rows(`select * from public.profiles where id = $1`, [bob]));
    expect(rows).toEqual([]);
  });

  attack("R7.3 updating another user's profile affects 0 rows", async () => {
    const changed = await asAlice((q) => q.affected(`update public.profiles set first_name = 'Hacked' where id = $1`, [bob]));
    expect(changed).toBe(0);
    const [row] = await db.as({ role: 'service_role' }, (q) => q.rows<{ first_name: string }>(`select first_name from public.profiles where id = $1`, [bob]));
    expect(row!.first_name).toBe('Bob');
  });

  attack('R6.1 an anonymous visitor reads no profile', async () => {
    await expect(db.as({ role: 'anon' }, (q) => q.rows(`select * from public.profiles`))).rejects.toThrow(/permission denied/);
  });

  attack('R3.1 a user cannot change their id', async () => {
    await expect(
      asAlice((q) => q.affected(`update public.profiles set id = gen_random_uuid() where id = $1`, [alice])),
    ).rejects.toThrow('permission denied for table profiles');
  });

  attack('R7.2 a user cannot create their profile with is_admin true', async () => {
    const dave = await db.signUp('dave@example.com');
    await db.owner((q) => q.affected(`delete from public.profiles where id = $1`, [dave]));
    await expect(
      db.as({ role: 'authenticated', sub: dave }, (q) =>
        q.affected(`insert into public.profiles (id, first_name, last_name, account_type, is_admin) values ($1, 'D', 'E', 'athlete', true)`, [dave]),
      ),
    ).rejects.toThrow('permission denied for table profiles');
  });

  attack('R7.2 a user cannot create a profile for someone else', async () => {
    const erin = await db.signUp('erin@example.com');
    await db.owner((q) => q.affected(`delete from public.profiles where id = $1`, [erin]));
    await expect(
      asAlice((q) => q.affected(`insert into public.profiles (id, first_name, last_name, account_type) values ($1, 'E', 'F', 'athlete')`, [erin])),
    ).rejects.toThrow(/row-level security/);
  });
});

describe('profiles: what must succeed', () => {
  it('R7.1 a user reads their own row, every field', async () => {
    const rows = await asAlice((q) => q.rows(`select * from public.profiles where id = $1`, [alice]));
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]!).sort()).toEqual(
      ['account_type', 'created_at', 'first_name', 'id', 'is_admin', 'last_name', 'onboarding_completed', 'terms_accepted', 'updated_at'].sort(),
    );
  });

  it('R7.3 a user updates their own names, and updated_at moves', async () => {
    const [after] = await asAlice(async (q) => {
      await q.rows(`update public.profiles set updated_at = '2000-01-01' where id = $1`, [alice]);
      return q.rows<{ first_name: string; last_name: string; updated_at: Date }>(
        `update public.profiles set first_name = 'Alicia', last_name = 'Arrow' where id = $1 returning first_name, last_name, updated_at`,
        [alice],
      );
    });
    expect(after).toMatchObject({ first_name: 'Alicia', last_name: 'Arrow' });
    expect(after!.updated_at.getFullYear()).toBeGreaterThan(2000);
  });

  it('R7.2 R4.3 a user creates their missing profile with the eight client columns; is_admin stays false', async () => {
    const frank = await db.signUp('frank@example.com');
    await db.owner((q) => q.affected(`delete from public.profiles where id = $1`, [frank]));
    const [row] = await db.as({ role: 'authenticated', sub: frank }, (q) =>
      q.rows<{ is_admin: boolean; first_name: string }>(
        `insert into public.profiles (id, first_name, last_name, account_type, created_at, updated_at, onboarding_completed, terms_accepted)
         values ($1, 'Frank', 'Fox', 'athlete', now(), now(), false, false) returning *`,
        [frank],
      ),
    );
    expect(row).toMatchObject({ first_name: 'Frank', is_admin: false });
  });

  it('R7.4 R7.5 a user reads their own is_admin and account_type', async () => {
    const rows = await db.as({ role: 'authenticated', sub: bob }, (q) => q.rows(`select is_admin, account_type from public.profiles where id = $1`, [bob]));
    expect(rows).toEqual([{ is_admin: false, account_type: 'pro' }]);
  });

  it('R6.3 an admin (is_admin set by the service role) reads every profile', async () => {
    const rows = await db.as({ role: 'authenticated', sub: admin }, (q) => q.rows<{ id: string }>(`select id from public.profiles`));
    expect(rows.map((r) => r.id)).toEqual(expect.arrayContaining([alice, bob, admin]));
    const total = await db.as({ role: 'service_role' }, (q) => q.rows<{ n: number }>(`select count(*)::int as n from public.profiles`));
    expect(rows).toHaveLength(total[0]!.n);
  });

  it('R6.3 the admin helper is security definer, with an empty search_path, in a schema the API does not expose', async () => {
    const [fn] = await db.owner((q) =>
      q.rows<{ schema: string; secdef: boolean; config: string[] }>(
        `select n.nspname as schema, p.prosecdef as secdef, p.proconfig as config
           from pg_proc p join pg_namespace n on n.oid = p.pronamespace where p.proname = 'is_admin'`,
      ),
    );
    expect(fn).toEqual({ schema: 'private', secdef: true, config: ['search_path=""'] });
  });
});

describe('storage: buckets and objects', () => {
  it('R3.7 the three buckets exist with their visibility, size limit and MIME types', async () => {
    const buckets = await db.as({ role: 'service_role' }, (q) =>
      q.rows<{ id: string; public: boolean; file_size_limit: string; allowed_mime_types: string[] }>(
        `select id, name, public, file_size_limit, allowed_mime_types from storage.buckets order by id`,
      ),
    );
    expect(buckets.map((b) => [b.id, b.public])).toEqual([
      ['avatars', true],
      ['pro-documents', false],
      ['videos', false],
    ]);
    for (const bucket of buckets) {
      expect(Number(bucket.file_size_limit)).toBeGreaterThan(0);
      expect(bucket.allowed_mime_types.length).toBeGreaterThan(0);
    }
    expect(buckets.find((b) => b.id === 'videos')!.allowed_mime_types).toContain('video/mp4');
  });

  attack("R7.10 reading another user's private video object returns nothing", async () => {
    const rows = await asAlice((q) => q.rows(`select name from storage.objects where bucket_id = 'videos' and name = $1`, [`${bob}/backhand.mp4`]));
    expect(rows).toEqual([]);
  });

  attack("R7.10 reading another user's pro documents returns nothing", async () => {
    const rows = await asAlice((q) => q.rows(`select name from storage.objects where bucket_id = 'pro-documents'`));
    expect(rows).toEqual([]);
  });

  attack('R7.10 an anonymous visitor sees no private object', async () => {
    const rows = await db.as({ role: 'anon' }, (q) => q.rows<{ bucket_id: string }>(`select bucket_id from storage.objects`));
    expect(rows.map((r) => r.bucket_id)).toEqual(['avatars']);
  });

  attack("R7.10 a user cannot upload into another user's folder", async () => {
    await expect(
      asAlice((q) => q.affected(`insert into storage.objects (bucket_id, name, owner) values ('videos', $1, $2)`, [`${bob}/planted.mp4`, alice])),
    ).rejects.toThrow(/row-level security/);
  });

  attack("R7.10 a user cannot move their object into another user's folder", async () => {
    await expect(
      asAlice((q) => q.affected(`update storage.objects set name = $1 where bucket_id = 'videos' and name = $2`, [`${bob}/moved.mp4`, `${alice}/serve.mp4`])),
    ).rejects.toThrow(/row-level security/);
  });

  attack("R7.10 a user cannot delete another user's object", async () => {
    const removed = await asAlice((q) => q.affected(`delete from storage.objects where bucket_id = 'videos' and name = $1`, [`${bob}/backhand.mp4`]));
    expect(removed).toBe(0);
  });

  it('R7.10 a user reads and uploads objects in their own folder', async () => {
    const rows = await asAlice(async (q) => {
      await q.affected(`insert into storage.objects (bucket_id, name, owner) values ('videos', $1, $2)`, [`${alice}/volley.mp4`, alice]);
      return q.rows<{ name: string }>(`select name from storage.objects where bucket_id = 'videos' order by name`);
    });
    expect(rows.map((r) => r.name)).toEqual([`${alice}/serve.mp4`, `${alice}/volley.mp4`]);
  });

  it('R6.3 an admin reads pro documents for verification', async () => {
    const rows = await db.as({ role: 'authenticated', sub: admin }, (q) => q.rows<{ name: string }>(`select name from storage.objects where bucket_id = 'pro-documents'`));
    expect(rows.map((r) => r.name)).toEqual([`${bob}/licence.pdf`]);
  });
});

it('R6.3 every policy attack was tried and refused', () => {
  expect(attacks).toEqual({ tried: ATTACK_TITLES.length, refused: ATTACK_TITLES.length });
});
