// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSupabaseTestDb, type Caller, type Query, type SupabaseTestDb } from './support/supabase-test-db';
import { user, codeOf } from './support/callers';
import { attackCounter } from './support/attacks';

/**
 * Issue 10 points 3, 6, 7 on a real Postgres engine (20250601000700_video_thumbnails_and_repair.sql
 * with the storage policies before it): a thumbnail beside its clip is read by the owner, the pro
 * of a paid submission and admins, by no one else; only its owner or an admin stores it; the repair
 * list is for admins; marking a video failed notifies its owner. Each `as(...)` runs in a
 * rolled-back transaction; the fixtures are committed once.
 */

let db: SupabaseTestDb;
let alice: string; // athlete, owner of the clip
let bob: string; // another athlete
let ana: string; // pro with a paid submission of alice's clip
let pete: string; // pro with only an unpaid draft of it
let admin: string;
let clip: string; // alice's needs_repair video, carried by a paid submission to ana
let paid: string; // that submission
let bare: string; // alice's video with no thumbnail stored yet

const { attacks, attack } = attackCounter();

const as = <T>(caller: Caller, work: (q: Query) => Promise<T>): Promise<T> => db.as(caller, work);

const thumb = () => `${alice}/${clip}.thumb.jpg`;
const readThumb = (caller: Caller) => as(caller, (q) => q.rows(`select name from storage.objects where bucket_id = 'videos' and name = $1`, [thumb()]));

async function seedPro(id: string): Promise<void> {
  await db.service((q) =>
    q.rows(
      `insert into public.pros (id, display_name, headline, bio, sports, years_experience, price_cents, turnaround_hours, verification_status)
       values ($1, 'A Pro', 'Coach', 'Coaching athletes for many years with video analysis.', array['Tennis'], 5, 4500, 48, 'approved')`,
      [id],
    ),
  );
}

beforeAll(async () => {
  db = await startSupabaseTestDb();
  alice = await db.signUp('alice@example.com', { first_name: 'Alice', last_name: 'Athlete' });
  bob = await db.signUp('bob@example.com', { first_name: 'Bob' });
  ana = await db.signUp('ana@example.com', { first_name: 'Ana', account_type: 'pro' });
  pete = await db.signUp('pete@example.com', { first_name: 'Pete', account_type: 'pro' });
  admin = await db.signUp('admin@example.com', { first_name: 'Ada' });
  await db.service((q) => q.rows(`update public.profiles set is_admin = true where id = $1`, [admin]));
  await seedPro(ana);
  await seedPro(pete);
  const [video] = await db.service((q) =>
    q.rows<{ id: string }>(
      `insert into public.videos (owner_id, path, file_name, mime_type, size_bytes, status)
       values ($1::uuid, $1::text || '/clip.mp4', 'clip.mp4', 'video/mp4', 1000, 'needs_repair') returning id`,
      [alice],
    ),
  );
  clip = video!.id;
  const [second] = await db.service((q) =>
    q.rows<{ id: string }>(
      `insert into public.videos (owner_id, path, file_name, mime_type, size_bytes, status) values ($1::uuid, $1::text || '/bare.mp4', 'bare.mp4', 'video/mp4', 1000, 'needs_repair') returning id`,
      [alice],
    ),
  );
  bare = second!.id;
  await db.service((q) => q.rows(`update public.videos set thumbnail_path = $2 where id = $1`, [clip, `${alice}/${clip}.thumb.jpg`]));
  await db.owner((q) => q.rows(`insert into storage.objects (bucket_id, name, owner, owner_id) values ('videos', $1, $2::uuid, $2::text)`, [`${alice}/${clip}.thumb.jpg`, alice]));
  const [submission] = await db.service((q) =>
    q.rows<{ id: string }>(
      `insert into public.submissions (athlete_id, pro_id, video_id, sport, question, status, price_cents, submitted_at)
       values ($1, $2, $3, 'Tennis', 'Is my serve toss too far forward?', 'submitted', 4500, now()) returning id`,
      [alice, ana, clip],
    ),
  );
  paid = submission!.id;
  await db.service((q) =>
    q.rows(`insert into public.submissions (athlete_id, pro_id, video_id, sport, question, status, price_cents) values ($1, $2, $3, 'Tennis', 'Is my serve toss too far forward?', 'awaiting_payment', 4500)`, [
      alice,
      pete,
      clip,
    ]),
  );
});

afterAll(() => {
  console.log(`video thumbnail and repair attacks refused: ${attacks.refused} of ${attacks.tried}`);
  db?.pg.close();
});

describe('Issue 10.3 the thumbnail beside the clip', () => {
  it('the owner, the pro of the paid submission and admins read it', async () => {
    for (const reader of [alice, ana, admin]) expect(await readThumb(user(reader))).toEqual([{ name: thumb() }]);
  });

  attack('another athlete, the pro of an unpaid draft and a visitor do not read it', async () => {
    for (const caller of [user(bob), user(pete), { role: 'anon' } as Caller]) expect(await readThumb(caller)).toEqual([]);
  });

  attack('another athlete and a pro cannot store a thumbnail in the owner’s folder', async () => {
    for (const intruder of [bob, ana]) {
      const outcome = await codeOf(() =>
        as(user(intruder), (q) => q.rows(`insert into storage.objects (bucket_id, name, owner, owner_id) values ('videos', $1, $2::uuid, $2::text)`, [`${alice}/${clip}.thumb.jpg.2`, intruder])),
      );
      expect(outcome).toBe('42501');
    }
  });

  attack('an admin stores a video’s thumbnail (re-read metadata), but nothing else in someone’s folder', async () => {
    const insert = (name: string) => (q: Query) => q.affected(`insert into storage.objects (bucket_id, name, owner, owner_id) values ('videos', $1, $2::uuid, $2::text)`, [name, admin]);
    expect(await as(user(admin), insert(`${alice}/${bare}.thumb.jpg`))).toBe(1);
    expect(await codeOf(() => as(user(admin), insert(`${alice}/not-a-thumbnail.mp4`)))).toBe('42501');
    // No video has that id: not a thumbnail's place.
    expect(await codeOf(() => as(user(admin), insert(`${alice}/${globalThis.crypto.randomUUID()}.thumb.jpg`)))).toBe('42501');
  });
});

describe('Issue 10.7 the repair desk', () => {
  it('an admin lists the video with its owner’s name and e-mail and the submissions carrying it', async () => {
    const rows = await as(user(admin), (q) => q.rows<{ video: { id: string }; owner_name: string; owner_email: string; submission_ids: string[] }>(`select * from public.video_repair_cases()`));
    const row = rows.find((r) => r.video.id === clip);
    expect(row).toMatchObject({ owner_name: 'Alice Athlete', owner_email: 'alice@example.com' });
    expect(row!.submission_ids).toHaveLength(2);
    expect(row!.submission_ids).toContain(paid);
  });

  attack('an athlete, a pro and a visitor cannot read the repair list', async () => {
    for (const caller of [user(alice), user(ana)]) expect(await codeOf(() => as(caller, (q) => q.rows(`select * from public.video_repair_cases()`)))).toBe('42501');
    expect(await codeOf(() => as({ role: 'anon' }, (q) => q.rows(`select * from public.video_repair_cases()`)))).toBe('42501');
  });

  attack('the owner cannot mark their own video ready (only an admin re-reads it)', async () => {
    const outcome = await codeOf(() => as(user(alice), (q) => q.rows(`update public.videos set status = 'ready', duration_s = 3, width = 320, height = 180 where id = $1`, [clip])));
    expect(outcome).toBe('42501');
  });

  it('an admin re-reads the metadata: the video becomes ready', async () => {
    const [row] = await as(user(admin), (q) => q.rows<{ status: string }>(`update public.videos set status = 'ready', duration_s = 3, width = 320, height = 180 where id = $1 returning status`, [clip]));
    expect(row).toEqual({ status: 'ready' });
  });

  it('marking a video failed notifies its owner with the note, once', async () => {
    const notices = await as(user(admin), async (q) => {
      await q.rows(`update public.videos set status = 'failed', repair_note = 'The file is not a video we can play.' where id = $1`, [clip]);
      await q.rows(`update public.videos set repair_note = 'Still not a video we can play.' where id = $1`, [clip]);
      await q.rows(`reset role`);
      return q.rows(`select user_id, title, body, link from public.notifications where user_id = $1`, [alice]);
    });
    expect(notices).toEqual([
      {
        user_id: alice,
        title: 'We could not repair your video',
        body: 'Your clip "clip.mp4" could not be repaired. Note from the ClipCoach team: The file is not a video we can play.',
        link: '/submissions',
      },
    ]);
  });
});
