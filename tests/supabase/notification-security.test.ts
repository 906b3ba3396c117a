// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSupabaseTestDb, type Caller, type Query, type SupabaseTestDb } from './support/supabase-test-db';
import { user, anon, service } from './support/callers';
import { attackCounter } from './support/attacks';

/**
 * Issue 9 item 4 on a real Postgres engine: notification links that stay on the site, and each
 * person's read state (supabase/migrations/20250601000300_notification_links_and_reads.sql),
 * attacked the way a client through PostgREST could (`set local role`, the caller's JWT claims).
 * Each `as(...)` runs in a rolled-back transaction; the fixtures below are committed once.
 */

let db: SupabaseTestDb;
let ann: string;
let ben: string;
let admin: string;
/** A notification addressed to Ann, and a broadcast. */
let forAnn: string;
let broadcast: string;

const { attacks, attack } = attackCounter();

const as = <T>(caller: Caller, work: (q: Query) => Promise<T>): Promise<T> => db.as(caller, work);

const send = (caller: Caller, userId: string | null, link: string | null) =>
  as(caller, (q) => q.affected(`insert into public.notifications (user_id, title, body, link) values ($1, 'Open this', 'Please', $2)`, [userId, link]));

interface Listed {
  id: string;
  user_id: string | null;
  read_at: string | null;
}
const inboxOf = (sub: string, q?: Query) =>
  (q ? Promise.resolve(q) : Promise.resolve(null)).then((given) =>
    given
      ? given.rows<Listed>(`select id, user_id, read_at from public.list_my_notifications()`)
      : as(user(sub), (q2) => q2.rows<Listed>(`select id, user_id, read_at from public.list_my_notifications()`)),
  );

/** Links a browser follows off-site (it reads `\` as `/` and drops tabs and newlines), or that are no path at all. */
const OFF_SITE_LINKS = [
  '/\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '/\u0001/evil.example',
  '/ok\u007f',
  '/pros/\\..\\evil',
  '//evil.example',
  'https://evil.example',
  'javascript:alert(1)',
  '\\\\evil.example',
  ' /leading-space',
  '',
  `/${'a'.repeat(2048)}`,
];

beforeAll(async () => {
  db = await startSupabaseTestDb();
  ann = await db.signUp('ann@example.com', { first_name: 'Ann' });
  ben = await db.signUp('ben@example.com', { first_name: 'Ben' });
  admin = await db.signUp('admin@example.com', { first_name: 'Ada' });
  await db.owner(async (q) => {
    await q.rows(`set local role service_role`);
    await q.rows(`update public.profiles set is_admin = true where id = $1`, [admin]);
    forAnn = (await q.rows<{ id: string }>(`insert into public.notifications (user_id, title, body, link) values ($1, 'For Ann', 'Private', '/dashboard') returning id`, [ann]))[0]!.id;
    broadcast = (await q.rows<{ id: string }>(`insert into public.notifications (user_id, title, body) values (null, 'Maintenance tonight', 'Back at 2 am') returning id`))[0]!.id;
  });
}, 180_000);

afterAll(() => {
  console.log(`notification policy attacks refused: ${attacks.refused} of ${attacks.tried}`);
  void db?.pg.close();
});

describe('notification links: attacks that must fail', () => {
  attack('R6.3 an admin cannot send a link that leaves the site: backslashes, control characters, other origins, schemes', async () => {
    for (const link of OFF_SITE_LINKS) {
      await expect(send(user(admin), ann, link), JSON.stringify(link)).rejects.toThrow('notifications_link_check');
    }
  });

  attack('R6.3 a broadcast cannot carry such a link either', async () => {
    for (const link of OFF_SITE_LINKS) {
      await expect(send(user(admin), null, link), JSON.stringify(link)).rejects.toThrow('notifications_link_check');
    }
  });

  attack('R6.3 the check binds the service role too: no server-side sender stores such a link', async () => {
    for (const link of ['/\\evil.example', '/\t/evil.example']) {
      await expect(send(service, ann, link), JSON.stringify(link)).rejects.toThrow('notifications_link_check');
    }
  });

  attack('R6.3 nobody rewrites a stored link (no update grant on link, even for an admin)', async () => {
    await expect(as(user(admin), (q) => q.affected(`update public.notifications set link = '/\\evil.example' where id = $1`, [forAnn]))).rejects.toThrow(
      'permission denied for table notifications',
    );
  });
});

describe('sending: attacks that must fail', () => {
  attack('R6.3 a non-admin sends neither a notification nor a broadcast', async () => {
    await expect(send(user(ben), ann, '/checkout')).rejects.toThrow('row-level security');
    await expect(send(user(ben), null, null)).rejects.toThrow('row-level security');
    await expect(send(user(ben), ben, null)).rejects.toThrow('row-level security');
  });

  attack('R6.3 a signed-out caller sends neither a notification nor a broadcast', async () => {
    await expect(send(anon, ann, null)).rejects.toThrow('permission denied for table notifications');
    await expect(send(anon, null, null)).rejects.toThrow('permission denied for table notifications');
  });
});

describe('read state: attacks that must fail', () => {
  attack('R6.1 a signed-out caller lists nothing and marks nothing', async () => {
    await expect(as(anon, (q) => q.rows(`select * from public.list_my_notifications()`))).rejects.toThrow('permission denied for function list_my_notifications');
    await expect(as(anon, (q) => q.rows(`select public.mark_notification_read($1)`, [broadcast]))).rejects.toThrow('permission denied for function mark_notification_read');
    await expect(as(anon, (q) => q.rows(`select * from public.notification_reads`))).rejects.toThrow('permission denied for table notification_reads');
  });

  attack("R6.2 a user's inbox holds their own and the broadcasts, never another user's, even an admin's inbox", async () => {
    expect((await inboxOf(ben)).map((n) => n.id)).toEqual([broadcast]);
    expect((await inboxOf(admin)).map((n) => n.id)).toEqual([broadcast]);
    expect((await inboxOf(ann)).map((n) => n.id).sort()).toEqual([forAnn, broadcast].sort());
  });

  attack("R6.2 nobody marks another user's notification read: not through the function, not through the table", async () => {
    await expect(as(user(ben), (q) => q.rows(`select public.mark_notification_read($1)`, [forAnn]))).rejects.toThrow('No notification found');
    await expect(as(user(admin), (q) => q.rows(`select public.mark_notification_read($1)`, [forAnn]))).rejects.toThrow('No notification found');
    await expect(as(user(ben), (q) => q.affected(`insert into public.notification_reads (notification_id) values ($1)`, [forAnn]))).rejects.toThrow('row-level security');
    await expect(as(user(ben), (q) => q.affected(`insert into public.notification_reads (notification_id, user_id) values ($1, $2)`, [forAnn, ann]))).rejects.toThrow(
      'row-level security',
    );
  });

  attack('R6.2 nobody marks a broadcast read for someone else', async () => {
    await expect(as(user(ben), (q) => q.affected(`insert into public.notification_reads (notification_id, user_id) values ($1, $2)`, [broadcast, ann]))).rejects.toThrow(
      'row-level security',
    );
    await expect(as(user(admin), (q) => q.affected(`insert into public.notification_reads (notification_id, user_id) values ($1, $2)`, [broadcast, ann]))).rejects.toThrow(
      'row-level security',
    );
  });

  attack('R6.2 marking a broadcast read changes it for the reader alone', async () => {
    await as(user(ann), async (q) => {
      await q.rows(`select public.mark_notification_read($1)`, [broadcast]);
      expect((await inboxOf(ann, q)).find((n) => n.id === broadcast)?.read_at).not.toBeNull();
      await q.rows(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: ben, role: 'authenticated' })]);
      expect((await inboxOf(ben, q)).find((n) => n.id === broadcast)?.read_at).toBeNull();
    });
  });

  attack("R6.2 a user reads no one else's read state", async () => {
    await db.owner(async (q) => {
      await q.rows(`insert into public.notification_reads (notification_id, user_id) values ($1, $2) on conflict do nothing`, [broadcast, ann]);
    });
    expect(await as(user(ben), (q) => q.rows(`select * from public.notification_reads`))).toEqual([]);
    expect(await as(user(admin), (q) => q.rows(`select * from public.notification_reads where user_id = $1`, [ann]))).toEqual([]);
  });

  attack('R6.2 read state is not rewritten or removed by clients (no update or delete grant), nor the broadcast itself marked for all', async () => {
    await expect(as(user(ann), (q) => q.affected(`update public.notification_reads set read_at = now() - interval '1 year'`))).rejects.toThrow(
      'permission denied for table notification_reads',
    );
    await expect(as(user(ann), (q) => q.affected(`delete from public.notification_reads`))).rejects.toThrow('permission denied for table notification_reads');
    expect(await as(user(ann), (q) => q.affected(`update public.notifications set read_at = now() where id = $1`, [broadcast]))).toBe(0);
  });

  attack('R6.3 the new functions run with an empty search_path, so a caller cannot shadow the tables they read', async () => {
    const rows = await as(service, (q) =>
      q.rows<{ proname: string; proconfig: string[] | null }>(
        `select proname, proconfig from pg_proc where proname in ('list_my_notifications', 'mark_notification_read') order by proname`,
      ),
    );
    expect(rows).toEqual([
      { proname: 'list_my_notifications', proconfig: ['search_path=""'] },
      { proname: 'mark_notification_read', proconfig: ['search_path=""'] },
    ]);
  });
});

describe('Issue 12 notification centre: attacks that must fail', () => {
  attack('R6.3 a non-admin, and a signed-out caller, cannot search people (names and e-mails)', async () => {
    await expect(as(user(ben), (q) => q.rows(`select * from public.search_people('ann')`))).rejects.toThrow('Only administrators can do that');
    await expect(as(user(ann), (q) => q.rows(`select * from public.search_people('@')`))).rejects.toThrow('Only administrators can do that');
    await expect(as(anon, (q) => q.rows(`select * from public.search_people('ann')`))).rejects.toThrow('permission denied for function search_people');
  });

  attack('R6.3 a non-admin, and a signed-out caller, cannot read the history of what was sent', async () => {
    await expect(as(user(ben), (q) => q.rows(`select * from public.list_sent_notifications()`))).rejects.toThrow('Only administrators can do that');
    await expect(as(anon, (q) => q.rows(`select * from public.list_sent_notifications()`))).rejects.toThrow('permission denied for function list_sent_notifications');
  });

  attack('R6.3 a user whose metadata claims admin is still refused: the functions read profiles.is_admin', async () => {
    await db.owner(async (q) => void (await q.rows(`update auth.users set raw_user_meta_data = '{"is_admin": true}' where id = $1`, [ben])));
    await expect(as(user(ben), (q) => q.rows(`select * from public.search_people('ann')`))).rejects.toThrow('Only administrators can do that');
    await expect(as(user(ben), (q) => q.rows(`select * from public.list_sent_notifications()`))).rejects.toThrow('Only administrators can do that');
  });

  attack("R6.2 \"Mark all read\" marks nobody else's: after Ben marks all, Ann's notification stays unread and Ann's read rows are hers alone", async () => {
    const annReadsBefore = await db.owner((q) => q.rows(`select count(*)::int as n from public.notification_reads where user_id = $1`, [ann]));
    await as(user(ben), async (q) => {
      await q.rows(`select public.mark_all_notifications_read()`);
      expect((await inboxOf(ben, q)).every((n) => n.read_at !== null)).toBe(true);
      const reads = await q.rows<{ notification_id: string }>(`select notification_id from public.notification_reads`);
      expect(reads.map((r) => r.notification_id)).not.toContain(forAnn);
      await q.rows(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: ann, role: 'authenticated' })]);
      expect((await inboxOf(ann, q)).find((n) => n.id === forAnn)?.read_at).toBeNull();
      expect(await q.rows(`select count(*)::int as n from public.notification_reads where user_id = $1`, [ann])).toEqual(annReadsBefore);
    });
    await expect(as(anon, (q) => q.rows(`select public.mark_all_notifications_read()`))).rejects.toThrow('permission denied for function mark_all_notifications_read');
  });

  attack("R6.2 nobody reads another person's notifications, not through the table nor through the inbox function", async () => {
    expect(await as(user(ben), (q) => q.rows(`select id from public.notifications where id = $1`, [forAnn]))).toEqual([]);
    expect(await as(user(ben), (q) => q.rows(`select id from public.notifications where user_id = $1`, [ann]))).toEqual([]);
    expect((await inboxOf(ben)).map((n) => n.id)).not.toContain(forAnn);
  });

  attack('R6.3 the new functions run with an empty search_path, so a caller cannot shadow the tables they read', async () => {
    const rows = await as(service, (q) =>
      q.rows<{ proname: string; proconfig: string[] | null }>(
        `select proname, proconfig from pg_proc where proname in ('list_sent_notifications', 'mark_all_notifications_read', 'search_people', 'notify_review_started') order by proname`,
      ),
    );
    expect(rows.map((r) => [r.proname, r.proconfig])).toEqual([
      ['list_sent_notifications', ['search_path=""']],
      ['mark_all_notifications_read', ['search_path=""']],
      ['notify_review_started', ['search_path=""']],
      ['search_people', ['search_path=""']],
    ]);
  });
});

describe('Issue 12 notification centre: what must succeed', () => {
  it('R6.3 an admin searches people by name or e-mail, wildcards taken as typed', async () => {
    const byName = await as(user(admin), (q) => q.rows<{ id: string; email: string }>(`select id, email from public.search_people('ANN')`));
    expect(byName).toEqual([{ id: ann, email: 'ann@example.com' }]);
    expect(await as(user(admin), (q) => q.rows(`select id from public.search_people('%')`))).toEqual([]);
    expect((await as(user(admin), (q) => q.rows(`select id from public.search_people('example.com')`))).length).toBe(3);
  });

  it("R6.3 an admin reads the history, newest first, with the recipient's name or none for everyone", async () => {
    const history = await as(user(admin), (q) => q.rows<{ id: string; recipient_name: string | null }>(`select id, recipient_name from public.list_sent_notifications()`));
    expect(history.find((n) => n.id === forAnn)?.recipient_name).toBe('Ann');
    expect(history.find((n) => n.id === broadcast)?.recipient_name).toBeNull();
  });
});

describe('notifications: what must succeed', () => {
  it('R6.3 an admin sends in-app paths, to one user or to everyone', async () => {
    for (const link of ['/submissions?status=delivered', '/pros/4f1c#reviews', '/', null]) {
      expect(await send(user(admin), ann, link)).toBe(1);
      expect(await send(user(admin), null, link)).toBe(1);
    }
  });

  it('R6.2 a user marks their own notification and a broadcast read, once (marking again keeps the first time)', async () => {
    await as(user(ann), async (q) => {
      await q.rows(`select public.mark_notification_read($1)`, [forAnn]);
      await q.rows(`select public.mark_notification_read($1)`, [broadcast]);
      const first = await inboxOf(ann, q);
      await q.rows(`select public.mark_notification_read($1)`, [broadcast]);
      const again = await inboxOf(ann, q);
      expect(first.every((n) => n.read_at !== null)).toBe(true);
      expect(again).toEqual(first);
      expect(first.map((n) => n.id).sort()).toEqual([forAnn, broadcast].sort());
    });
  });
});
