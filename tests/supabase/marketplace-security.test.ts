// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSupabaseTestDb, type Caller, type Query, type SupabaseTestDb } from './support/supabase-test-db';
import { user, anon, service } from './support/callers';
import { attackCounter } from './support/attacks';

/**
 * Issue 6 item 6 on a real Postgres engine: the marketplace migration's row-level security,
 * column privileges, guard trigger and functions, attacked the way a client through PostgREST
 * could (`set local role`, the caller's JWT claims). Each `as(...)` runs in a rolled-back
 * transaction; the fixtures below are committed once.
 */

let db: SupabaseTestDb;
/** An athlete (no pros row). */
let alice: string;
/** A pro whose application is pending. */
let penny: string;
/** An approved, listed pro. */
let ana: string;
/** A pro with a draft application. */
let dora: string;
/** A rejected pro. */
let rex: string;
/** A deleted (formerly approved) pro. */
let dale: string;
let admin: string;

const { attacks, attack, titles: ATTACK_TITLES } = attackCounter();

const as = <T>(caller: Caller, work: (q: Query) => Promise<T>): Promise<T> => db.as(caller, work);

/** A pros row written with service rights. */
async function seedPro(id: string, fields: Record<string, unknown>): Promise<void> {
  const row: Record<string, unknown> = {
    id,
    display_name: 'A Pro',
    headline: 'Coach',
    bio: 'Coaching athletes for many years with video analysis.',
    sports: ['Tennis'],
    years_experience: 5,
    price_cents: 3000,
    turnaround_hours: 48,
    ...fields,
  };
  const columns = Object.keys(row);
  await db.owner(async (q) => {
    await q.rows(`set local role service_role`);
    await q.rows(
      `insert into public.pros (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
      columns.map((c) => row[c]),
    );
  });
}

const proRow = (id: string) =>
  as(service, (q) => q.rows<Record<string, unknown>>(`select * from public.pros where id = $1`, [id])).then((rows) => rows[0]);

beforeAll(async () => {
  db = await startSupabaseTestDb();
  alice = await db.signUp('alice@example.com', { first_name: 'Alice', last_name: 'Athlete' });
  penny = await db.signUp('penny@example.com', { first_name: 'Penny', account_type: 'pro' });
  ana = await db.signUp('ana@example.com', { first_name: 'Ana', account_type: 'pro' });
  dora = await db.signUp('dora@example.com', { first_name: 'Dora', account_type: 'pro' });
  rex = await db.signUp('rex@example.com', { first_name: 'Rex', account_type: 'pro' });
  dale = await db.signUp('dale@example.com', { first_name: 'Dale', account_type: 'pro' });
  admin = await db.signUp('admin@example.com', { first_name: 'Ada', last_name: 'Admin' });
  await db.owner(async (q) => {
    await q.rows(`set local role service_role`);
    await q.rows(`update public.profiles set is_admin = true where id = $1`, [admin]);
  });

  await seedPro(penny, { display_name: 'Penny Pending', verification_status: 'pending', submitted_at: '2026-01-01T00:00:00Z' });
  await seedPro(ana, { display_name: 'Ana Ace', verification_status: 'approved', rating_avg: 4.9, reviews_count: 12, verified_by: admin, verified_at: '2026-01-02T00:00:00Z' });
  await seedPro(dora, { display_name: 'Dora Draft' });
  await seedPro(rex, { display_name: 'Rex Rejected', verification_status: 'rejected', rejection_reason: 'Certificate has expired' });
  await seedPro(dale, { display_name: 'Dale Deleted', verification_status: 'approved', deleted_at: '2026-01-05T00:00:00Z' });

  // Credentials of the pending pro: a row and the object behind it.
  await db.owner(async (q) => {
    await q.rows(`set local role service_role`);
    await q.rows(
      `insert into public.pro_documents (id, pro_id, kind, file_name, mime_type, size_bytes, storage_path)
       values ('00000000-0000-4000-8000-000000000001', $1::uuid, 'identity', 'passport.pdf', 'application/pdf', 1234, $1::text || '/00000000-0000-4000-8000-000000000001-passport.pdf'),
              ('00000000-0000-4000-8000-000000000002', $2::uuid, 'identity', 'id.png', 'image/png', 999, $2::text || '/00000000-0000-4000-8000-000000000002-id.png')`,
      [penny, dora],
    );
    await q.rows(
      `insert into storage.objects (bucket_id, name, owner, owner_id) values
        ('pro-documents', $1::text || '/00000000-0000-4000-8000-000000000001-passport.pdf', $1::uuid, $1::text),
        ('pro-documents', $2::text || '/00000000-0000-4000-8000-000000000002-id.png', $2::uuid, $2::text)`,
      [penny, dora],
    );
    await q.rows(`insert into public.notifications (user_id, title, body, link) values ($1, 'For Penny', 'Private', '/onboarding/pro')`, [penny]);
  });
}, 180_000);

afterAll(() => {
  console.log(`marketplace policy attacks refused: ${attacks.refused} of ${attacks.tried}`);
  db?.pg.close();
});

describe('pros: attacks that must fail', () => {
  attack('R6.3 a pro cannot approve themself with a direct update (column privileges)', async () => {
    await expect(as(user(penny), (q) => q.affected(`update public.pros set verification_status = 'approved' where id = $1`, [penny]))).rejects.toThrow(
      'permission denied for table pros',
    );
    expect((await proRow(penny))!.verification_status).toBe('pending');
  });

  attack('R6.3 the guard trigger refuses self-approval even if a later migration granted update on every column', async () => {
    await expect(
      db.owner(async (q) => {
        await q.rows(`grant update on public.pros to authenticated`);
        await q.rows(`set local role authenticated`);
        await q.rows(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: dora, role: 'authenticated' })]);
        await q.affected(`update public.pros set verification_status = 'approved' where id = $1`, [dora]);
      }),
    ).rejects.toThrow('verification status is changed by submitting or by an administrator only');
    // The grant was rolled back with the failed transaction.
    await expect(as(user(dora), (q) => q.affected(`update public.pros set rating_avg = 5 where id = $1`, [dora]))).rejects.toThrow('permission denied for table pros');
  });

  attack('R6.3 the guard trigger refuses rating, verification and deletion columns even with a full grant', async () => {
    for (const assignment of ['rating_avg = 5', 'reviews_count = 999', `verified_at = now()`, `verified_by = id`, 'deleted_at = now()']) {
      await expect(
        db.owner(async (q) => {
          await q.rows(`grant update on public.pros to authenticated`);
          await q.rows(`set local role authenticated`);
          await q.rows(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: dora, role: 'authenticated' })]);
          await q.affected(`update public.pros set ${assignment} where id = $1`, [dora]);
        }),
        assignment,
      ).rejects.toThrow('verification, rating and deletion columns are not writable');
    }
  });

  attack('R6.3 a pro cannot approve themself through approve_pro', async () => {
    await expect(as(user(penny), (q) => q.rows(`select * from public.approve_pro(pro_id => $1)`, [penny]))).rejects.toThrow(
      'permission denied: administrators only',
    );
    expect((await proRow(penny))!.verification_status).toBe('pending');
  });

  attack('R6.3 a pro cannot set rating, verification or deletion columns (column privileges)', async () => {
    for (const assignment of ['rating_avg = 5', 'reviews_count = 999', 'verified_at = now()', `verified_by = id`, 'deleted_at = now()', `rejection_reason = null`, 'submitted_at = now()']) {
      await expect(as(user(dora), (q) => q.affected(`update public.pros set ${assignment} where id = $1`, [dora])), assignment).rejects.toThrow(
        'permission denied for table pros',
      );
    }
    expect(await proRow(dora)).toMatchObject({ rating_avg: null, reviews_count: 0, verified_at: null, deleted_at: null });
  });

  attack('R6.3 a new user cannot create their application already approved or rated', async () => {
    const mallory = await db.signUp('mallory@example.com', { account_type: 'pro' });
    await expect(
      as(user(mallory), (q) => q.affected(`insert into public.pros (id, display_name, verification_status) values ($1, 'Mallory', 'approved')`, [mallory])),
    ).rejects.toThrow('permission denied for table pros');
    await expect(as(user(mallory), (q) => q.affected(`insert into public.pros (id, display_name, rating_avg) values ($1, 'Mallory', 5)`, [mallory]))).rejects.toThrow(
      'permission denied for table pros',
    );
  });

  attack('R6.3 a pro cannot edit their application while it is pending', async () => {
    const changed = await as(user(penny), (q) => q.affected(`update public.pros set headline = 'Sneaky edit while pending' where id = $1`, [penny]));
    expect(changed).toBe(0);
    expect((await proRow(penny))!.headline).toBe('Coach');
  });

  attack('R6.3 an approved pro cannot edit their listed profile without a new verification', async () => {
    const changed = await as(user(ana), (q) => q.affected(`update public.pros set price_cents = 1 where id = $1`, [ana]));
    expect(changed).toBe(0);
  });

  attack("R6.3 a pro cannot edit another pro's application", async () => {
    const changed = await as(user(rex), (q) => q.affected(`update public.pros set display_name = 'Hijacked' where id = $1`, [dora]));
    expect(changed).toBe(0);
    expect((await proRow(dora))!.display_name).toBe('Dora Draft');
  });

  attack('R6.3 a user cannot create an application in someone else’s name', async () => {
    const victim = await db.signUp('victim@example.com');
    await expect(as(user(alice), (q) => q.affected(`insert into public.pros (id, display_name) values ($1, 'Fake')`, [victim]))).rejects.toThrow(
      /row-level security/,
    );
  });

  attack('R6.3 a pro cannot submit again while pending, nor submit someone else’s draft', async () => {
    await expect(as(user(penny), (q) => q.rows(`select * from public.submit_pro_application()`))).rejects.toThrow('application already submitted');
    // The function acts on the caller only: Alice has no application, Dora's draft stays a draft.
    await expect(as(user(alice), (q) => q.rows(`select * from public.submit_pro_application()`))).rejects.toThrow('No pro application found');
    expect((await proRow(dora))!.verification_status).toBe('draft');
  });

  attack('R6.1 an anonymous visitor reads no pending, draft, rejected or deleted pro', async () => {
    const rows = await as(anon, (q) => q.rows<{ id: string }>(`select id from public.pros where id = any($1::uuid[])`, [[penny, dora, rex, dale]]));
    expect(rows).toEqual([]);
  });

  attack('R6.2 a signed-in athlete reads no pending pro either', async () => {
    const rows = await as(user(alice), (q) => q.rows(`select id from public.pros where id = $1`, [penny]));
    expect(rows).toEqual([]);
  });

  attack('R6.1 an anonymous visitor can call none of the marketplace functions', async () => {
    for (const call of [
      `select * from public.submit_pro_application()`,
      `select * from public.approve_pro(pro_id => '${penny}')`,
      `select * from public.reject_pro(pro_id => '${penny}', reason => 'Not allowed to do this')`,
      `select public.pro_deletion_impact(pro_id => '${ana}')`,
      `select public.delete_pro(pro_id => '${ana}')`,
    ]) {
      await expect(as(anon, (q) => q.rows(call)), call).rejects.toThrow(/permission denied for function/);
    }
  });
});

describe('admin functions: attacks that must fail', () => {
  attack('R6.3 a non-admin cannot reject a pro', async () => {
    await expect(as(user(alice), (q) => q.rows(`select * from public.reject_pro(pro_id => $1, reason => 'Not allowed to do this')`, [penny]))).rejects.toThrow(
      'permission denied: administrators only',
    );
  });

  attack('R6.3 a non-admin cannot delete a pro', async () => {
    await expect(as(user(penny), (q) => q.rows(`select public.delete_pro(pro_id => $1)`, [ana]))).rejects.toThrow('permission denied: administrators only');
    expect((await proRow(ana))!.deleted_at).toBeNull();
  });

  attack('R6.3 a non-admin cannot read what deleting a pro would affect', async () => {
    await expect(as(user(alice), (q) => q.rows(`select public.pro_deletion_impact(pro_id => $1)`, [ana]))).rejects.toThrow('permission denied: administrators only');
  });

  attack('R6.3 user metadata saying is_admin does not make an admin', async () => {
    const mallory = await db.signUp('mallory-admin@example.com', { is_admin: true });
    await expect(as(user(mallory), (q) => q.rows(`select * from public.approve_pro(pro_id => $1)`, [penny]))).rejects.toThrow(
      'permission denied: administrators only',
    );
  });

  attack('R6.3 nobody cancels submissions or marks refunds directly, not even an admin', async () => {
    await expect(as(user(admin), (q) => q.affected(`update public.submissions set status = 'cancelled'`))).rejects.toThrow('permission denied for table submissions');
    await expect(as(user(ana), (q) => q.affected(`update public.submissions set refund_requested = true`))).rejects.toThrow('permission denied for table submissions');
  });
});

describe('credentials: attacks that must fail', () => {
  attack("R7.10 an athlete reads no other user's document rows", async () => {
    const rows = await as(user(alice), (q) => q.rows(`select id from public.pro_documents`));
    expect(rows).toEqual([]);
  });

  attack("R7.10 a pro reads no other pro's document rows or objects", async () => {
    const docs = await as(user(dora), (q) => q.rows<{ pro_id: string }>(`select pro_id from public.pro_documents`));
    expect(docs.map((d) => d.pro_id)).toEqual([dora]);
    const objects = await as(user(dora), (q) => q.rows<{ name: string }>(`select name from storage.objects where bucket_id = 'pro-documents'`));
    expect(objects.map((o) => o.name)).toEqual([`${dora}/00000000-0000-4000-8000-000000000002-id.png`]);
    expect(await as(user(alice), (q) => q.rows(`select name from storage.objects where bucket_id = 'pro-documents'`))).toEqual([]);
  });

  attack('R6.1 an anonymous visitor reads no document', async () => {
    await expect(as(anon, (q) => q.rows(`select id from public.pro_documents`))).rejects.toThrow('permission denied for table pro_documents');
  });

  attack("R7.10 a user cannot file a document under another pro's id or folder", async () => {
    await expect(
      as(user(alice), (q) =>
        q.affected(
          `insert into public.pro_documents (pro_id, kind, file_name, mime_type, size_bytes, storage_path) values ($1::uuid, 'other', 'planted.pdf', 'application/pdf', 10, $1::text || '/planted.pdf')`,
          [dora],
        ),
      ),
    ).rejects.toThrow(/row-level security/);
    await expect(
      as(user(alice), (q) =>
        q.affected(
          `insert into public.pro_documents (pro_id, kind, file_name, mime_type, size_bytes, storage_path) values ($1::uuid, 'other', 'planted.pdf', 'application/pdf', 10, $2::text || '/planted.pdf')`,
          [alice, dora],
        ),
      ),
    ).rejects.toThrow(/pro_documents_in_owner_folder/);
  });

  attack('R7.10 a pending pro cannot swap their credentials under review (row and object)', async () => {
    expect(await as(user(penny), (q) => q.affected(`delete from public.pro_documents where pro_id = $1`, [penny]))).toBe(0);
    expect(await as(user(penny), (q) => q.affected(`delete from storage.objects where bucket_id = 'pro-documents' and name like $1::text || '/%'`, [penny]))).toBe(0);
    await expect(
      as(user(penny), (q) => q.affected(`insert into storage.objects (bucket_id, name, owner) values ('pro-documents', $1::text || '/new.pdf', $1::uuid)`, [penny])),
    ).rejects.toThrow(/row-level security/);
    await expect(
      as(user(penny), (q) =>
        q.affected(
          `insert into public.pro_documents (pro_id, kind, file_name, mime_type, size_bytes, storage_path) values ($1::uuid, 'other', 'new.pdf', 'application/pdf', 10, $1::text || '/new.pdf')`,
          [penny],
        ),
      ),
    ).rejects.toThrow(/row-level security/);
  });

  attack('R3.7 a document row refuses a type or size the bucket refuses', async () => {
    await expect(
      as(user(dora), (q) =>
        q.affected(
          `insert into public.pro_documents (pro_id, kind, file_name, mime_type, size_bytes, storage_path) values ($1::uuid, 'other', 'x.exe', 'application/x-msdownload', 10, $1::text || '/x.exe')`,
          [dora],
        ),
      ),
    ).rejects.toThrow(/pro_documents_mime_type_check/);
    await expect(
      as(user(dora), (q) =>
        q.affected(
          `insert into public.pro_documents (pro_id, kind, file_name, mime_type, size_bytes, storage_path) values ($1::uuid, 'other', 'big.pdf', 'application/pdf', 10485761, $1::text || '/big.pdf')`,
          [dora],
        ),
      ),
    ).rejects.toThrow(/pro_documents_size_bytes_check/);
  });
});

describe('notifications and history: attacks that must fail', () => {
  attack("R6.2 a user reads no other user's notifications", async () => {
    const rows = await as(user(alice), (q) => q.rows(`select id from public.notifications where user_id = $1`, [penny]));
    expect(rows).toEqual([]);
  });

  attack('R6.3 a non-admin cannot send a notification, not even to themself', async () => {
    await expect(
      as(user(penny), (q) => q.affected(`insert into public.notifications (user_id, title, body) values ($1, 'You are verified on ClipCoach', 'Fake')`, [penny])),
    ).rejects.toThrow(/row-level security/);
    await expect(as(user(alice), (q) => q.affected(`insert into public.notifications (user_id, title, body) values (null, 'Broadcast', 'Spam')`))).rejects.toThrow(
      /row-level security/,
    );
  });

  attack("R6.2 a user cannot mark another user's notification read or rewrite one", async () => {
    expect(await as(user(alice), (q) => q.affected(`update public.notifications set read_at = now() where user_id = $1`, [penny]))).toBe(0);
    await expect(as(user(penny), (q) => q.affected(`update public.notifications set title = 'Changed' where user_id = $1`, [penny]))).rejects.toThrow(
      'permission denied for table notifications',
    );
  });

  attack('R6.1 an anonymous visitor reads no notification, not even a broadcast', async () => {
    await expect(as(anon, (q) => q.rows(`select id from public.notifications`))).rejects.toThrow('permission denied for table notifications');
  });

  attack("R6.2 a user reads no other user's submissions or payments", async () => {
    const submission = await db.owner(async (q) => {
      await q.rows(`set local role service_role`);
      const [s] = await q.rows<{ id: string }>(`insert into public.submissions (athlete_id, pro_id, sport, status, price_cents) values ($1, $2, 'Tennis', 'submitted', 3000) returning id`, [
        alice,
        ana,
      ]);
      await q.rows(`insert into public.payments (submission_id, payer_id, amount_cents, provider, status) values ($1, $2, 3000, 'simulated', 'succeeded')`, [s!.id, alice]);
      return s!.id;
    });
    expect(await as(user(dora), (q) => q.rows(`select id from public.submissions where id = $1`, [submission]))).toEqual([]);
    expect(await as(user(dora), (q) => q.rows(`select id from public.payments where submission_id = $1`, [submission]))).toEqual([]);
    expect(await as(user(ana), (q) => q.rows(`select id from public.payments where submission_id = $1`, [submission]))).toEqual([]);
  });
});

describe('the marketplace: what must succeed', () => {
  it('R2.1 R6.1 everyone reads approved, not deleted pros: searched, filtered by sport, sorted, counted', async () => {
    for (const caller of [anon, user(alice), user(penny)]) {
      const rows = await as(caller, (q) =>
        q.rows<{ id: string; display_name: string }>(
          `select id, display_name from public.pros
            where verification_status = 'approved' and deleted_at is null and display_name ilike $1 and sports @> $2::text[]
            order by rating_avg desc nulls last, reviews_count desc, display_name, id`,
          ['%ace%', '{Tennis}'],
        ),
      );
      expect(rows.map((r) => r.display_name)).toEqual(['Ana Ace']);
      // Without the listing filter the policy still shows only the listed pros (and the caller's own row).
      const all = await as(caller, (q) => q.rows<{ id: string }>(`select id from public.pros where id <> $1`, [caller.role === 'authenticated' ? caller.sub : alice]));
      expect(all.map((r) => r.id)).toEqual([ana]);
    }
  });

  it('R6.2 a pro starts a draft, edits it, submits it (pending, submitted_at) and reads it back, every field', async () => {
    const newPro = await db.signUp('newpro@example.com', { account_type: 'pro' });
    const row = await as(user(newPro), async (q) => {
      await q.affected(
        `insert into public.pros (id, display_name, headline, bio, sports, years_experience, price_cents, turnaround_hours)
         values ($1, 'Coach Carla', 'Tennis serve specialist', 'Twelve years coaching juniors and adults.', '{Tennis}', 12, 4500, 48) returning id`,
        [newPro],
      );
      // The adapter asks for the row back (return=representation): RETURNING passes the owner's select policy.
      expect(await q.rows(`update public.pros set headline = 'Serve and volley' where id = $1 returning headline`, [newPro])).toEqual([{ headline: 'Serve and volley' }]);
      const [submitted] = await q.rows<Record<string, unknown>>(`select * from public.submit_pro_application()`);
      const [own] = await q.rows<Record<string, unknown>>(`select * from public.pros where id = $1`, [newPro]);
      expect(own).toEqual(submitted);
      return submitted!;
    });
    expect(row).toMatchObject({ id: newPro, verification_status: 'pending', headline: 'Serve and volley', rating_avg: null, reviews_count: 0, deleted_at: null });
    expect(row.submitted_at).toBeInstanceOf(Date);
    expect(Object.keys(row).sort()).toEqual(
      [
        'avatar_path', 'bio', 'created_at', 'currency', 'deleted_at', 'display_name', 'headline', 'id', 'price_cents', 'rating_avg', 'rejection_reason',
        'reviews_count', 'sports', 'submitted_at', 'turnaround_hours', 'updated_at', 'verification_status', 'verified_at', 'verified_by', 'years_experience',
      ].sort(),
    );
  });

  it('R6.2 a rejected pro fixes the application and resubmits; the reason is cleared', async () => {
    const row = await as(user(rex), async (q) => {
      expect(await q.affected(`update public.pros set bio = 'Now with a current certificate from 2026.' where id = $1`, [rex])).toBe(1);
      const [submitted] = await q.rows<{ verification_status: string; rejection_reason: string | null }>(`select * from public.submit_pro_application()`);
      return submitted!;
    });
    expect(row).toMatchObject({ verification_status: 'pending', rejection_reason: null });
  });

  it('R6.2 a draft pro uploads and removes their own credentials, row and object', async () => {
    const [rows, objects] = await as(user(dora), async (q) => {
      await q.affected(`insert into storage.objects (bucket_id, name, owner) values ('pro-documents', $1::text || '/cert.pdf', $1::uuid)`, [dora]);
      await q.affected(
        `insert into public.pro_documents (pro_id, kind, file_name, mime_type, size_bytes, storage_path) values ($1::uuid, 'certification', 'cert.pdf', 'application/pdf', 2048, $1::text || '/cert.pdf') returning id`,
        [dora],
      );
      expect(await q.affected(`delete from public.pro_documents where storage_path = $1::text || '/00000000-0000-4000-8000-000000000002-id.png'`, [dora])).toBe(1);
      expect(await q.affected(`delete from storage.objects where bucket_id = 'pro-documents' and name = $1::text || '/00000000-0000-4000-8000-000000000002-id.png'`, [dora])).toBe(1);
      return Promise.all([
        q.rows<{ file_name: string }>(`select file_name from public.pro_documents`),
        q.rows<{ name: string }>(`select name from storage.objects where bucket_id = 'pro-documents'`),
      ]);
    });
    expect(rows.map((r) => r.file_name)).toEqual(['cert.pdf']);
    expect(objects.map((o) => o.name)).toEqual([`${dora}/cert.pdf`]);
  });

  it('R6.3 an admin reads every application and its credentials, rows and objects', async () => {
    const [pros, docs, objects] = await as(user(admin), (q) =>
      Promise.all([
        q.rows<{ id: string }>(`select id from public.pros`),
        q.rows<{ pro_id: string }>(`select pro_id from public.pro_documents order by file_name`),
        q.rows<{ name: string }>(`select name from storage.objects where bucket_id = 'pro-documents' order by name`),
      ]),
    );
    expect(pros.map((p) => p.id)).toEqual(expect.arrayContaining([penny, ana, dora, rex, dale]));
    expect(docs.map((d) => d.pro_id).sort()).toEqual([dora, penny].sort());
    expect(objects).toHaveLength(2);
  });

  it('R6.3 an admin approves a pending pro, who is listed at once and reads the notification the admin sends', async () => {
    const { approved, listed, inbox } = await db.as(user(admin), async (q) => {
      const [decided] = await q.rows<Record<string, unknown>>(`select * from public.approve_pro(pro_id => $1)`, [penny]);
      await q.affected(`insert into public.notifications (user_id, title, body, link) values ($1, 'You are verified on ClipCoach', 'Listed', $2) returning id`, [
        penny,
        `/pros/${penny}`,
      ]);
      await q.rows(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: penny, role: 'authenticated' })]);
      const mine = await q.rows<{ title: string }>(`select title from public.notifications where user_id = $1 order by created_at`, [penny]);
      await q.rows(`set local role anon`);
      await q.rows(`select set_config('request.jwt.claims', '{"role":"anon"}', true)`);
      const seen = await q.rows<{ id: string }>(`select id from public.pros where id = $1`, [penny]);
      return { approved: decided!, listed: seen, inbox: mine };
    });
    expect(approved).toMatchObject({ verification_status: 'approved', verified_by: admin, rejection_reason: null });
    expect(approved.verified_at).toBeInstanceOf(Date);
    expect(listed).toEqual([{ id: penny }]);
    expect(inbox.map((n) => n.title)).toEqual(['For Penny', 'You are verified on ClipCoach']);
  });

  it('R6.3 an admin rejects with a reason (trimmed), never without one, and only pending applications', async () => {
    await as(user(admin), async (q) => {
      await expect(q.rows(`select * from public.reject_pro(pro_id => $1, reason => '  short ')`, [penny])).rejects.toThrow('a rejection needs a reason');
    });
    const rejected = await as(user(admin), (q) => q.rows<Record<string, unknown>>(`select * from public.reject_pro(pro_id => $1, reason => '  Certificate has expired ')`, [penny]));
    expect(rejected[0]).toMatchObject({ verification_status: 'rejected', rejection_reason: 'Certificate has expired', verified_by: admin });
    await expect(as(user(admin), (q) => q.rows(`select * from public.approve_pro(pro_id => $1)`, [ana]))).rejects.toThrow('only pending applications can be decided');
    await expect(as(user(admin), (q) => q.rows(`select * from public.approve_pro(pro_id => $1)`, [dale]))).rejects.toThrow('No pro found');
  });

  it('R6.2 everyone signed in reads a broadcast; a user marks their own notification read', async () => {
    const { aliceSees, pennyRead } = await db.as(user(admin), async (q) => {
      await q.affected(`insert into public.notifications (user_id, title, body) values (null, 'Maintenance tonight', 'Back at 2 am')`);
      await q.rows(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: alice, role: 'authenticated' })]);
      const seen = await q.rows<{ title: string }>(`select title from public.notifications`);
      await q.rows(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: penny, role: 'authenticated' })]);
      const read = await q.affected(`update public.notifications set read_at = now() where user_id = $1`, [penny]);
      return { aliceSees: seen, pennyRead: read };
    });
    expect(aliceSees.map((n) => n.title)).toEqual(['Maintenance tonight']);
    expect(pennyRead).toBe(1);
  });

  it('R6.3 an admin deletes a pro in one step: open submissions cancelled, paid ones marked for refund, history kept', async () => {
    const carla = await db.signUp('carla@example.com', { account_type: 'pro' });
    await seedPro(carla, { display_name: 'Coach Carla', verification_status: 'approved', verified_by: admin, verified_at: '2026-01-02T00:00:00Z' });
    const ids = await db.owner(async (q) => {
      await q.rows(`set local role service_role`);
      const insert = async (status: string, paid: 'succeeded' | 'failed' | null) => {
        const [s] = await q.rows<{ id: string }>(`insert into public.submissions (athlete_id, pro_id, sport, status, price_cents) values ($1, $2, 'Tennis', $3, 4500) returning id`, [
          alice,
          carla,
          status,
        ]);
        if (paid) await q.rows(`insert into public.payments (submission_id, payer_id, amount_cents, provider, status) values ($1, $2, 4500, 'simulated', $3)`, [s!.id, alice, paid]);
        return s!.id;
      };
      return {
        paidOpen: await insert('submitted', 'succeeded'),
        unpaidOpen: await insert('awaiting_payment', 'failed'),
        delivered: await insert('delivered', 'succeeded'),
      };
    });

    const result = await db.as(user(admin), async (q) => {
      const [impact] = await q.rows<{ impact: unknown }>(`select public.pro_deletion_impact(pro_id => $1) as impact`, [carla]);
      const [outcome] = await q.rows<{ outcome: unknown }>(`select public.delete_pro(pro_id => $1) as outcome`, [carla]);
      const submissions = await q.rows<{ id: string; status: string; refund_requested: boolean }>(`select id, status, refund_requested from public.submissions where pro_id = $1`, [
        carla,
      ]);
      const payments = await q.rows<{ status: string }>(`select p.status from public.payments p join public.submissions s on s.id = p.submission_id where s.pro_id = $1 order by p.status`, [
        carla,
      ]);
      const [pro] = await q.rows<{ deleted_at: Date | null; display_name: string }>(`select deleted_at, display_name from public.pros where id = $1`, [carla]);
      await expect(q.rows(`select public.delete_pro(pro_id => $1)`, [carla])).rejects.toThrow('No pro found');
      return { impact: impact!.impact, outcome: outcome!.outcome, submissions, payments, pro: pro! };
    });
    expect(result.impact).toEqual({ open_submissions: 2, payments: 2, payments_to_refund: 1 });
    expect(result.outcome).toEqual({ cancelled_submissions: 2, refunds_requested: 1 });
    const byId = Object.fromEntries(result.submissions.map((s) => [s.id, [s.status, s.refund_requested]]));
    expect(byId).toEqual({ [ids.paidOpen]: ['cancelled', true], [ids.unpaidOpen]: ['cancelled', false], [ids.delivered]: ['delivered', false] });
    expect(result.payments.map((p) => p.status)).toEqual(['failed', 'succeeded', 'succeeded']);
    expect(result.pro.display_name).toBe('Coach Carla');
    expect(result.pro.deleted_at).toBeInstanceOf(Date);
  });

  it('R6.3 the marketplace functions are security definer with an empty search_path; the API roles cannot reach the private helpers', async () => {
    const fns = await db.owner((q) =>
      q.rows<{ name: string; schema: string; secdef: boolean; config: string[] | null }>(
        `select p.proname as name, n.nspname as schema, p.prosecdef as secdef, p.proconfig as config
           from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where p.proname in ('submit_pro_application', 'approve_pro', 'reject_pro', 'pro_deletion_impact', 'delete_pro', 'pro_application_editable')
          order by p.proname`,
      ),
    );
    expect(fns).toHaveLength(6);
    for (const fn of fns) expect(fn, fn.name).toMatchObject({ secdef: true, config: ['search_path=""'] });
    expect(fns.find((f) => f.name === 'pro_application_editable')!.schema).toBe('private');
    await expect(as(anon, (q) => q.rows(`select private.pro_application_editable($1)`, [dora]))).rejects.toThrow(/permission denied for function/);
  });
});

it('R6.3 every marketplace policy attack was tried and refused', () => {
  expect(attacks).toEqual({ tried: ATTACK_TITLES.length, refused: ATTACK_TITLES.length });
});
