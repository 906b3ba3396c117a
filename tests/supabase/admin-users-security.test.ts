// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSupabaseTestDb, type Caller, type Query, type SupabaseTestDb } from './support/supabase-test-db';
import { user, anon } from './support/callers';
import { attackCounter } from './support/attacks';

/**
 * Issue 12 point 6 on a real Postgres engine: /admin/users and /admin/demo-creator
 * (supabase/migrations/20250601001400_admin_users_and_demo.sql), attacked the way a client
 * through PostgREST could. Each `as(...)` runs in a rolled-back transaction.
 */

let db: SupabaseTestDb;
let ann: string;
let admin: string;
let applicantAdmin: string;

const { attacks, attack } = attackCounter();

const as = <T>(caller: Caller, work: (q: Query) => Promise<T>): Promise<T> => db.as(caller, work);
const isAdmin = async (q: Query, id: string) => (await q.rows<{ is_admin: boolean }>(`select is_admin from public.profiles where id = $1`, [id]))[0]!.is_admin;

const BATCH = '00000000-0000-4000-8000-000000000001';
const demoPerson = (kind: string) => ({
  kind,
  id: globalThis.crypto.randomUUID(),
  email: `${kind}-${globalThis.crypto.randomUUID().slice(0, 8)}@demo.clipcoach.invalid`,
  first_name: 'Robin',
  last_name: 'Demo 1',
  label: `Demo ${kind}`,
  pro: kind === 'athlete' ? null : { display_name: 'Robin Demo 1', headline: 'Demo', bio: '', sports: ['Tennis'], years_experience: 3, price_cents: 2500, currency: 'USD', turnaround_hours: 48 },
});
const demoStoryOf = (proId: string | null) => ({
  id: globalThis.crypto.randomUUID(),
  athlete_name: 'Robin D.',
  pro_id: proId,
  pro_name: 'Robin Demo 1',
  sport: 'Tennis',
  before_text: 'Late on the ball.',
  after_text: 'Early preparation.',
  quote: 'It clicked.',
});
const createStories = (q: Query, stories: unknown[]) =>
  q.rows<{ row_id: string; kind: string }>(`select * from public.create_demo_stories($1, $2::jsonb)`, [BATCH, JSON.stringify(stories.map((story) => ({ story, label: 'Demo story' })))]);
const createPeople = (q: Query, people: unknown[]) => q.rows<{ row_id: string }>(`select * from public.create_demo_people($1, $2::jsonb)`, [BATCH, JSON.stringify(people)]);

/** Every admin operation, as a caller would send it. */
const OPERATIONS: ReadonlyArray<[string, (q: Query) => Promise<unknown>]> = [
  ['admin_person', (q) => q.rows(`select * from public.admin_person($1)`, [ann])],
  ['list_people', (q) => q.rows(`select public.list_people('', 1)`)],
  ['grant_admin', (q) => q.rows(`select * from public.grant_admin($1)`, [ann])],
  ['revoke_admin', (q) => q.rows(`select * from public.revoke_admin($1)`, [admin])],
  ['create_demo_people', (q) => createPeople(q, [demoPerson('applicant')])],
  ['create_demo_submissions', (q) => q.rows(`select * from public.create_demo_submissions($1, '[]'::jsonb)`, [BATCH])],
  ['create_demo_stories', (q) => createStories(q, [demoStoryOf(null)])],
  ['list_demo_records', (q) => q.rows(`select * from public.list_demo_records()`)],
  ['wipe_demo_data', (q) => q.rows(`select public.wipe_demo_data()`)],
];

beforeAll(async () => {
  db = await startSupabaseTestDb();
  ann = await db.signUp('ann@example.com', { first_name: 'Ann' });
  admin = await db.signUp('admin@example.com', { first_name: 'Ada' });
  applicantAdmin = await db.signUp('alex@example.com', { first_name: 'Alex', account_type: 'pro' });
  await db.owner(async (q) => {
    await q.rows(`set local role service_role`);
    await q.rows(`update public.profiles set is_admin = true where id = $1`, [admin]);
    await q.rows(`insert into public.pros (id, display_name, verification_status, submitted_at) values ($1, 'Alex Applicant', 'pending', now())`, [applicantAdmin]);
  });
}, 180_000);

afterAll(() => {
  console.log(`admin users and demo creator policy attacks refused: ${attacks.refused} of ${attacks.tried}`);
  void db?.pg.close();
});

describe('Issue 12 admin users: attacks that must fail', () => {
  for (const [name, call] of OPERATIONS) {
    attack(`R6.3 a non-admin calling ${name} is refused, even with is_admin in their metadata`, async () => {
      await db.owner(async (q) => void (await q.rows(`update auth.users set raw_user_meta_data = raw_user_meta_data || '{"is_admin": true}' where id = $1`, [ann])));
      await expect(as(user(ann), call)).rejects.toThrow('Only administrators can do that');
    });
    attack(`R6.4 a signed-out caller cannot call ${name}`, async () => {
      await expect(as(anon, call)).rejects.toThrow(`permission denied for function ${name}`);
    });
  }

  attack('R6.3 the last admin cannot be revoked, not even by themself', async () => {
    await expect(as(user(admin), (q) => q.rows(`select * from public.revoke_admin($1)`, [admin]))).rejects.toThrow('The last administrator cannot be revoked');
    expect(await db.owner((q) => isAdmin(q, admin))).toBe(true);
  });

  attack('R6.3 two admins revoking each other leave one admin: the second revoke finds the last admin', async () => {
    await as(user(admin), async (q) => {
      await q.rows(`select * from public.grant_admin($1)`, [ann]);
      await q.rows(`select * from public.revoke_admin($1)`, [ann]);
      await expect(q.rows(`select * from public.revoke_admin($1)`, [admin])).rejects.toThrow('The last administrator cannot be revoked');
    });
  });

  attack('R6.3 an admin cannot approve their own pro application', async () => {
    await db.owner(async (q) => {
      await q.rows(`set local role service_role`);
      await q.rows(`update public.profiles set is_admin = true where id = $1`, [applicantAdmin]);
    });
    try {
      await expect(as(user(applicantAdmin), (q) => q.rows(`select * from public.approve_pro($1)`, [applicantAdmin]))).rejects.toThrow('cannot approve their own application');
      const status = await db.owner((q) => q.rows<{ verification_status: string }>(`select verification_status from public.pros where id = $1`, [applicantAdmin]));
      expect(status[0]!.verification_status).toBe('pending');
    } finally {
      await db.owner(async (q) => {
        await q.rows(`set local role service_role`);
        await q.rows(`update public.profiles set is_admin = false where id = $1`, [applicantAdmin]);
      });
    }
  });

  attack('R6.3 nobody sets is_admin through the table, not even an admin on someone else', async () => {
    await expect(as(user(ann), (q) => q.affected(`update public.profiles set is_admin = true where id = $1`, [ann]))).rejects.toThrow();
    await expect(as(user(admin), (q) => q.affected(`update public.profiles set is_admin = true where id = $1`, [ann]))).rejects.toThrow();
  });

  attack('R6.3 demo submissions are made between demo people only, never for real people', async () => {
    await as(user(admin), async (q) => {
      const submission = { id: globalThis.crypto.randomUUID(), athlete_id: ann, pro_id: applicantAdmin, sport: 'Tennis', question: 'Demo', status: 'submitted', price_cents: 2500, currency: 'USD' };
      await expect(q.rows(`select * from public.create_demo_submissions($1, $2::jsonb)`, [BATCH, JSON.stringify([{ submission, payment_status: 'succeeded', label: 'x' }])])).rejects.toThrow(
        'between demo people only',
      );
    });
  });

  attack('Issue 12 demo success stories name a demo pro only, never a real one nor none', async () => {
    await as(user(admin), async (q) => {
      await q.rows(`savepoint s`);
      await expect(createStories(q, [demoStoryOf(applicantAdmin)])).rejects.toThrow('demo stories name a demo pro only');
      await q.rows(`rollback to savepoint s`);
      await expect(createStories(q, [demoStoryOf(null)])).rejects.toThrow('demo stories name a demo pro only');
    });
  });

  attack('Issue 12 wiping demo data leaves the success stories admins wrote', async () => {
    await as(user(admin), async (q) => {
      const [written] = await q.rows<{ id: string }>(
        `insert into public.success_stories (athlete_name, pro_name, sport, before_text, after_text, quote) values ('Jonas B.', 'Coach Carla', 'Tennis', 'Before.', 'After.', 'Quote.') returning id`,
      );
      const pro = demoPerson('pro');
      await createPeople(q, [pro]);
      await createStories(q, [demoStoryOf(pro.id)]);
      await q.rows(`select public.wipe_demo_data()`);
      expect(await q.rows(`select id from public.success_stories`)).toEqual([{ id: written!.id }]);
    });
  });

  attack('R6.3 the demo creator makes no account outside the demo domain', async () => {
    await as(user(admin), async (q) => {
      await expect(createPeople(q, [{ ...demoPerson('athlete'), email: 'victim@example.com' }])).rejects.toThrow('demo e-mails are on the demo domain');
    });
  });

  attack('R6.3 demo records are read through the functions only (no table grant)', async () => {
    await expect(as(user(admin), (q) => q.rows(`select * from public.demo_records`))).rejects.toThrow('permission denied for table demo_records');
    await expect(as(user(ann), (q) => q.affected(`insert into public.demo_records (row_id, kind, batch_id, label) values ($1, 'athlete', $1, 'x')`, [ann]))).rejects.toThrow(
      'permission denied for table demo_records',
    );
  });
});

describe('Issue 12 admin users and demo creator: what must succeed', () => {
  it('R6.3 an admin reads a person with their e-mail, grants admin, and revokes it while another admin remains', async () => {
    await as(user(admin), async (q) => {
      expect(await q.rows(`select email, is_admin from public.admin_person($1)`, [ann])).toEqual([{ email: 'ann@example.com', is_admin: false }]);
      await q.rows(`select * from public.grant_admin($1)`, [ann]);
      expect(await isAdmin(q, ann)).toBe(true);
      await q.rows(`select * from public.revoke_admin($1)`, [admin]);
      expect(await isAdmin(q, admin)).toBe(false);
    });
  });

  it('Issue 13 an admin pages through everyone, by name, with the total; a query narrows it, wildcards taken as typed', async () => {
    const page = (query: string, number: number) =>
      as(user(admin), async (q) => (await q.rows<{ list: { total: number; people: { id: string; email: string }[] } }>(`select public.list_people($1, $2) as list`, [query, number]))[0]!.list);
    const everyone = await page('', 1);
    expect(everyone.total).toBe(3);
    expect(everyone.people.map((p) => p.email)).toEqual(['admin@example.com', 'alex@example.com', 'ann@example.com']);
    expect(await page('ANN', 1)).toEqual({ total: 1, people: [{ id: ann, email: 'ann@example.com', first_name: 'Ann', last_name: '', account_type: 'athlete', is_admin: false }] });
    // Who is a pro and who an administrator, as their profiles say.
    expect(await page('ex', 1)).toMatchObject({ people: [{ id: admin, account_type: 'athlete', is_admin: true }, { id: applicantAdmin, account_type: 'pro', is_admin: false }, { id: ann }] });
    expect(await page('%', 1)).toEqual({ total: 0, people: [] });
    expect(await page('', 2)).toEqual({ total: 3, people: [] });
    await expect(page('', 0)).rejects.toThrow('Pages are numbered from 1');
    await expect(page('x'.repeat(101), 1)).rejects.toThrow('A search has at most 100 characters');
  });

  it('R6.3 an admin approves someone else’s application', async () => {
    const approved = await as(user(admin), (q) => q.rows<{ verification_status: string }>(`select verification_status from public.approve_pro($1)`, [applicantAdmin]));
    expect(approved).toEqual([{ verification_status: 'approved' }]);
  });

  it('R6.3 the demo creator makes a pending applicant, submissions at every status, and wipes exactly those rows', async () => {
    await as(user(admin), async (q) => {
      const realProfiles = await q.rows<{ n: number }>(`select count(*)::int as n from public.profiles`);
      const [applicant, athlete, pro] = [demoPerson('applicant'), demoPerson('athlete'), demoPerson('pro')];
      await createPeople(q, [applicant, athlete, pro]);
      expect(await q.rows(`select verification_status from public.pros where id = $1`, [applicant.id])).toEqual([{ verification_status: 'pending' }]);
      const statuses = ['draft', 'awaiting_payment', 'submitted', 'in_review', 'delivered', 'cancelled', 'refunded'];
      const rows = statuses.map((status) => ({
        submission: { id: globalThis.crypto.randomUUID(), athlete_id: athlete.id, pro_id: pro.id, sport: 'Tennis', question: `Demo ${status}`, status, price_cents: 2500, currency: 'USD', submitted_at: status === 'draft' ? null : new Date().toISOString() },
        payment_status: ['submitted', 'in_review', 'delivered'].includes(status) ? 'succeeded' : status === 'refunded' ? 'refunded' : null,
        label: status,
      }));
      await q.rows(`select * from public.create_demo_submissions($1, $2::jsonb)`, [BATCH, JSON.stringify(rows)]);
      expect((await q.rows(`select * from public.list_demo_records()`)).length).toBe(10);
      expect(await q.rows(`select public.wipe_demo_data() as wiped`)).toEqual([{ wiped: 10 }]);
      expect(await q.rows<{ n: number }>(`select count(*)::int as n from public.profiles`)).toEqual(realProfiles);
      expect(await q.rows(`select id from public.pros where id = $1`, [applicant.id])).toEqual([]);
      expect(await q.rows(`select id from public.submissions where athlete_id = $1`, [athlete.id])).toEqual([]);
      expect(await q.rows(`select id from public.pros where id = $1`, [applicantAdmin])).toHaveLength(1);
    });
  });

  it('Issue 12 the demo creator publishes a success story naming its demo pro; demo people accepted the Terms; wiping removes the story', async () => {
    await as(user(admin), async (q) => {
      const [athlete, pro] = [demoPerson('athlete'), demoPerson('pro')];
      await createPeople(q, [athlete, pro]);
      expect(await q.rows(`select terms_accepted from public.profiles where id = any($1)`, [[athlete.id, pro.id]])).toEqual([{ terms_accepted: true }, { terms_accepted: true }]);
      const story = demoStoryOf(pro.id);
      expect((await createStories(q, [story])).map((r) => [r.row_id, r.kind])).toEqual([[story.id, 'story']]);
      const [row] = await q.rows<{ published: boolean; published_at: Date | null; pro_id: string }>(`select published, published_at, pro_id from public.success_stories where id = $1`, [story.id]);
      expect(row).toMatchObject({ published: true, pro_id: pro.id });
      expect(row!.published_at).toBeInstanceOf(Date);
      expect(await q.rows(`select public.wipe_demo_data() as wiped`)).toEqual([{ wiped: 3 }]);
      expect(await q.rows(`select id from public.success_stories where id = $1`, [story.id])).toEqual([]);
    });
  });
});
