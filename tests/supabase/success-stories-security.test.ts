// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSupabaseTestDb, type Caller, type Query, type SupabaseTestDb } from './support/supabase-test-db';
import { user, anon, service } from './support/callers';
import { attackCounter } from './support/attacks';

/**
 * Issue 12 on a real Postgres engine: success stories (public reads published rows only, admins
 * write) and public.contact_support (supabase/migrations/20250601001300_content.sql), attacked the
 * way a client through PostgREST could (`set local role`, the caller's JWT claims). Each `as(...)`
 * runs in a rolled-back transaction; the fixtures below are committed once.
 */

let db: SupabaseTestDb;
let ann: string;
let ben: string;
let admin: string;
let secondAdmin: string;
let published: string;
let draft: string;

const { attacks, attack } = attackCounter();

const as = <T>(caller: Caller, work: (q: Query) => Promise<T>): Promise<T> => db.as(caller, work);

const STORY = `('Jonas B.', 'Maya Okafor', 'Tennis', 'Double faults.', 'Two a match.', 'It was the toss.')`;
const insertStory = (caller: Caller) =>
  as(caller, (q) => q.affected(`insert into public.success_stories (athlete_name, pro_name, sport, before_text, after_text, quote) values ${STORY}`));
const storiesSeenBy = (caller: Caller) => as(caller, (q) => q.rows<{ id: string }>(`select id from public.success_stories order by id`));
const contact = (q: Query, subject: string, message: string) => q.rows<{ id: string }>(`select * from public.contact_support($1, $2)`, [subject, message]);
const MESSAGE = 'My pro is late: can I cancel and get my money back?';

beforeAll(async () => {
  db = await startSupabaseTestDb();
  ann = await db.signUp('ann@example.com', { first_name: 'Ann', last_name: 'Athlete' });
  ben = await db.signUp('ben@example.com', { first_name: 'Ben' });
  admin = await db.signUp('admin@example.com', { first_name: 'Ada' });
  secondAdmin = await db.signUp('admin2@example.com', { first_name: 'Abe' });
  await db.owner(async (q) => {
    await q.rows(`set local role service_role`);
    await q.rows(`update public.profiles set is_admin = true where id = any($1::uuid[])`, [[admin, secondAdmin]]);
    published = (await q.rows<{ id: string }>(
      `insert into public.success_stories (athlete_name, pro_name, sport, before_text, after_text, quote, published) values ('Pub', 'P', 'Golf', 'b', 'a', 'q', true) returning id`,
    ))[0]!.id;
    draft = (await q.rows<{ id: string }>(
      `insert into public.success_stories (athlete_name, pro_name, sport, before_text, after_text, quote) values ('Draft', 'P', 'Golf', 'b', 'a', 'q') returning id`,
    ))[0]!.id;
  });
}, 180_000);

afterAll(() => {
  console.log(`success story and support policy attacks refused: ${attacks.refused} of ${attacks.tried}`);
  void db?.pg.close();
});

describe('success stories: attacks that must fail', () => {
  attack('Issue 12 a signed-out visitor and a signed-in non-admin read published stories only, never a draft', async () => {
    for (const caller of [anon, user(ann), user(ben)]) {
      expect((await storiesSeenBy(caller)).map((r) => r.id)).toEqual([published]);
      expect(await as(caller, (q) => q.rows(`select * from public.success_stories where id = $1`, [draft]))).toEqual([]);
    }
  });

  attack('Issue 12 a non-admin creates no story; a signed-out visitor neither', async () => {
    await expect(insertStory(user(ann))).rejects.toThrow('row-level security');
    await expect(insertStory(anon)).rejects.toThrow('permission denied for table success_stories');
  });

  attack('Issue 12 a non-admin publishes, unpublishes, edits and deletes nothing (the rows are out of their reach)', async () => {
    expect(await as(user(ann), (q) => q.affected(`update public.success_stories set published = true where id = $1`, [draft]))).toBe(0);
    expect(await as(user(ann), (q) => q.affected(`update public.success_stories set published = false where id = $1`, [published]))).toBe(0);
    expect(await as(user(ann), (q) => q.affected(`update public.success_stories set quote = 'Defaced' where id = $1`, [published]))).toBe(0);
    expect(await as(user(ann), (q) => q.affected(`delete from public.success_stories`))).toBe(0);
    await expect(as(anon, (q) => q.affected(`update public.success_stories set quote = 'Defaced'`))).rejects.toThrow('permission denied for table success_stories');
    await expect(as(anon, (q) => q.affected(`delete from public.success_stories`))).rejects.toThrow('permission denied for table success_stories');
    expect((await storiesSeenBy(anon)).map((r) => r.id)).toEqual([published]);
  });

  attack('Issue 12 nobody inserts a story already published, or sets its dates (no grant on published at insert, published_at, created_at)', async () => {
    await expect(
      as(user(admin), (q) => q.affected(`insert into public.success_stories (athlete_name, pro_name, sport, before_text, after_text, quote, published) values ('A', 'P', 'Golf', 'b', 'a', 'q', true)`)),
    ).rejects.toThrow('permission denied for table success_stories');
    await expect(as(user(admin), (q) => q.affected(`update public.success_stories set published_at = '2000-01-01' where id = $1`, [published]))).rejects.toThrow(
      'permission denied for table success_stories',
    );
    await expect(as(user(admin), (q) => q.affected(`update public.success_stories set created_at = '2000-01-01' where id = $1`, [published]))).rejects.toThrow(
      'permission denied for table success_stories',
    );
  });

  attack('Issue 12 a story with an empty, padded or too long field is refused by the table', async () => {
    for (const values of [
      `('', 'P', 'Golf', 'b', 'a', 'q')`,
      `(' Padded ', 'P', 'Golf', 'b', 'a', 'q')`,
      `('A', 'P', 'Golf', 'b', 'a', '${'q'.repeat(401)}')`,
      `('A', 'P', '${'s'.repeat(41)}', 'b', 'a', 'q')`,
    ]) {
      await expect(
        as(user(admin), (q) => q.affected(`insert into public.success_stories (athlete_name, pro_name, sport, before_text, after_text, quote) values ${values}`)),
      ).rejects.toThrow('violates check constraint');
    }
  });
});

describe('contact support: attacks that must fail', () => {
  attack('Issue 12 a signed-out visitor cannot contact support', async () => {
    await expect(as(anon, (q) => contact(q, 'Hello', MESSAGE))).rejects.toThrow('permission denied for function contact_support');
  });

  attack('Issue 12 nobody writes or reads support requests or admins’ notifications directly', async () => {
    await expect(as(user(ann), (q) => q.affected(`insert into public.support_requests (user_id, subject, message) values ($1, 'x', $2)`, [ann, MESSAGE]))).rejects.toThrow(
      'permission denied for table support_requests',
    );
    await expect(as(user(ann), (q) => q.rows(`select * from public.support_requests`))).rejects.toThrow('permission denied for table support_requests');
    await expect(as(user(ann), (q) => q.affected(`insert into public.notifications (user_id, title, body) values ($1, 'Support request: fake', 'x')`, [admin]))).rejects.toThrow(
      'row-level security',
    );
  });

  attack('Issue 12 the sender sees none of the notifications their request makes; each admin sees their own only', async () => {
    await as(user(ann), async (q) => {
      await contact(q, 'Refund', MESSAGE);
      expect(await q.rows(`select * from public.notifications where title like 'Support request%'`)).toEqual([]);
      expect(await q.rows(`select * from public.list_my_notifications() where title like 'Support request%'`)).toEqual([]);
      await q.rows(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: admin, role: 'authenticated' })]);
      const inbox = await q.rows<{ user_id: string; title: string; body: string }>(`select user_id, title, body from public.list_my_notifications() where title like 'Support request%'`);
      expect(inbox).toEqual([{ user_id: admin, title: 'Support request: Refund', body: `From Ann Athlete <ann@example.com>\n\n${MESSAGE}` }]);
      await q.rows(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: ben, role: 'authenticated' })]);
      expect(await q.rows(`select * from public.notifications where title like 'Support request%'`)).toEqual([]);
    });
  });

  attack('Issue 12 subjects and messages out of bounds are refused, blank ones after trimming too', async () => {
    for (const [subject, message] of [
      ['', MESSAGE],
      ['    ', MESSAGE],
      ['x'.repeat(121), MESSAGE],
      ['Hello', 'Too short'],
      ['Hello', `     ${'x'.repeat(5)}     `],
      ['Hello', 'x'.repeat(2001)],
      [null, MESSAGE],
    ] as const) {
      await expect(as(user(ann), (q) => contact(q, subject as string, message)), `${String(subject).slice(0, 10)} / ${message.slice(0, 10)}`).rejects.toThrow(/characters/);
    }
  });

  attack('Issue 12 a sixth request within an hour is refused (rate limit), and the limit is per person', async () => {
    await as(user(ann), async (q) => {
      for (let i = 0; i < 5; i++) await contact(q, `Question ${i}`, MESSAGE);
      await expect(contact(q, 'One more', MESSAGE)).rejects.toThrow('Too many support requests');
    });
    await as(user(ann), async (q) => {
      for (let i = 0; i < 5; i++) await contact(q, `Question ${i}`, MESSAGE);
      await q.rows(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: ben, role: 'authenticated' })]);
      expect(await contact(q, 'Mine', MESSAGE)).toHaveLength(1);
    });
  });

  attack('Issue 12 the functions run with an empty search_path, so a caller cannot shadow the tables they write', async () => {
    const rows = await as(service, (q) =>
      q.rows<{ proname: string; proconfig: string[] | null }>(`select proname, proconfig from pg_proc where proname in ('contact_support', 'success_story_dates') order by proname`),
    );
    expect(rows).toEqual([
      { proname: 'contact_support', proconfig: ['search_path=""'] },
      { proname: 'success_story_dates', proconfig: ['search_path=""'] },
    ]);
  });
});

describe('content: what must succeed', () => {
  it('Issue 12 an admin writes a story, publishes it (the server dates it), unpublishes and deletes it', async () => {
    await as(user(admin), async (q) => {
      const [row] = await q.rows<{ id: string; published: boolean; published_at: string | null }>(
        `insert into public.success_stories (athlete_name, pro_name, sport, before_text, after_text, quote) values ${STORY} returning id, published, published_at`,
      );
      expect(row).toMatchObject({ published: false, published_at: null });
      const [on] = await q.rows<{ published_at: string | null }>(`update public.success_stories set published = true where id = $1 returning published_at`, [row!.id]);
      expect(on!.published_at).not.toBeNull();
      const [off] = await q.rows<{ published_at: string | null }>(`update public.success_stories set published = false where id = $1 returning published_at`, [row!.id]);
      expect(off!.published_at).toBeNull();
      expect(await q.affected(`delete from public.success_stories where id = $1`, [row!.id])).toBe(1);
      expect((await q.rows<{ id: string }>(`select id from public.success_stories order by id`)).map((r) => r.id).sort()).toEqual([published, draft].sort());
    });
  });

  it('Issue 12 a signed-in user contacts support: the request is kept and every admin gets one notification', async () => {
    await as(user(ben), async (q) => {
      const [receipt] = await contact(q, '  Upload stuck  ', `  ${MESSAGE}  `);
      expect(receipt!.id).toBeTruthy();
      await q.rows(`reset role`);
      const sent = await q.rows<{ user_id: string; title: string; body: string }>(
        `select user_id, title, body from public.notifications where title like 'Support request%' order by user_id`,
      );
      expect(sent).toEqual([admin, secondAdmin].sort().map((id) => ({ user_id: id, title: 'Support request: Upload stuck', body: `From Ben <ben@example.com>\n\n${MESSAGE}` })));
      expect(await q.rows(`select user_id, subject from public.support_requests`)).toEqual([{ user_id: ben, subject: 'Upload stuck' }]);
    });
  });
});
