// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratingSummary } from '../../src/domain/reviews/review';
import { startSupabaseTestDb, type Caller, type Query, type SupabaseTestDb } from './support/supabase-test-db';
import { user, anon, service, outcome } from './support/callers';
import { attackCounter } from './support/attacks';

/**
 * Issue 12's security on a real Postgres engine: ratings (the reviews table's row-level security,
 * grants and guard trigger, rate_submission, the trigger that recomputes the pro's rating) and the
 * turnaround guarantee (cancel_overdue_submission, checked with now()), attacked as a client
 * through PostgREST could (`set local role`, the caller's JWT claims). Each `as(...)` runs in a
 * rolled-back transaction; the fixtures are committed once.
 */

let db: SupabaseTestDb;
let alice: string; // athlete
let bob: string; // another athlete
let ana: string; // approved pro, the one alice asked
let pete: string; // another approved pro
let admin: string;
let aliceVideo: string;
/** Alice's submissions to Ana. */
const sub = {} as Record<'draft' | 'submitted' | 'inReview' | 'delivered' | 'refunded' | 'onTime' | 'overdue' | 'deliveredLate', string>;

const { attacks, attack } = attackCounter();

const as = <T>(caller: Caller, work: (q: Query) => Promise<T>): Promise<T> => db.as(caller, work);

const RATE = `select * from public.rate_submission(submission_id => $1, stars => $2, comment => $3)`;
const CANCEL = `select * from public.cancel_overdue_submission(submission_id => $1)`;
const rate = (caller: Caller, id: string, stars: unknown = 5, comment: string | null = null) => outcome(() => as(caller, (q) => q.rows(RATE, [id, stars, comment])));
const cancel = (caller: Caller, id: string) => outcome(() => as(caller, (q) => q.rows(CANCEL, [id])));

async function seedPro(id: string, name: string): Promise<void> {
  await db.service((q) =>
    q.rows(
      `insert into public.pros (id, display_name, headline, bio, sports, years_experience, price_cents, turnaround_hours, verification_status)
       values ($1, $2, 'Coach', 'Coaching athletes for many years with video analysis.', array['Tennis'], 5, 4500, 48, 'approved')`,
      [id, name],
    ),
  );
}

/** A submission of alice to ana, paid `paidHoursAgo` hours ago (48-hour turnaround), in `status`. */
async function seedSubmission(status: string, paidHoursAgo: number | null): Promise<string> {
  const [row] = await db.service((q) =>
    q.rows<{ id: string }>(
      `insert into public.submissions (athlete_id, pro_id, video_id, sport, question, tier, status, price_cents, platform_fee_cents, currency, turnaround_hours, submitted_at, delivered_at, refund_requested)
       values ($1, $2, $3, 'Tennis', 'Is my serve toss too far forward?', 'standard', $4, 4500, 450, 'USD', 48,
               case when $5::float8 is null then null else now() - $5::float8 * interval '1 hour' end,
               case when $4 = 'delivered' then now() else null end, $4 = 'refunded') returning id`,
      [alice, ana, status === 'draft' ? null : aliceVideo, status, paidHoursAgo],
    ),
  );
  if (paidHoursAgo !== null) {
    await db.service((q) =>
      q.rows(
        `insert into public.payments (submission_id, payer_id, amount_cents, currency, provider, provider_ref, status, idempotency_key, attempt)
         values ($1, $2, 4950, 'USD', 'simulated', 'sim_1', $3, $4, 1)`,
        [row!.id, alice, status === 'refunded' ? 'refunded' : 'succeeded', `checkout:${row!.id}:1`],
      ),
    );
  }
  return row!.id;
}

const proRating = (q: Query, id: string) =>
  q.rows<{ rating_avg: string | null; reviews_count: number }>(`select rating_avg, reviews_count from public.pros where id = $1`, [id]).then((rows) => rows[0]!);

beforeAll(async () => {
  db = await startSupabaseTestDb();
  alice = await db.signUp('alice@example.com', { first_name: 'Alice', last_name: 'Athlete' });
  bob = await db.signUp('bob@example.com', { first_name: 'Bob' });
  ana = await db.signUp('ana@example.com', { first_name: 'Ana', account_type: 'pro' });
  pete = await db.signUp('pete@example.com', { first_name: 'Pete', account_type: 'pro' });
  admin = await db.signUp('admin@example.com', { first_name: 'Ada' });
  await db.service((q) => q.rows(`update public.profiles set is_admin = true where id = $1`, [admin]));
  await seedPro(ana, 'Ana Ace');
  await seedPro(pete, 'Pete Pro');
  const [video] = await db.service((q) =>
    q.rows<{ id: string }>(
      `insert into public.videos (owner_id, path, file_name, mime_type, size_bytes, status, duration_s, width, height, thumbnail_path)
       values ($1::uuid, $1::text || '/serve.mp4', 'serve.mp4', 'video/mp4', 1000, 'ready', 12.5, 1280, 720, $1::text || '/serve.jpg') returning id`,
      [alice],
    ),
  );
  aliceVideo = video!.id;
  sub.draft = await seedSubmission('draft', null);
  sub.submitted = await seedSubmission('submitted', 1);
  sub.inReview = await seedSubmission('in_review', 2);
  sub.delivered = await seedSubmission('delivered', 3);
  sub.refunded = await seedSubmission('refunded', 100);
  // The turnaround guarantee: 48 hours from payment, by the database's clock.
  sub.onTime = await seedSubmission('in_review', 47.9);
  sub.overdue = await seedSubmission('in_review', 48.1);
  sub.deliveredLate = await seedSubmission('delivered', 100);
}, 180_000);

afterAll(() => {
  console.log(`review and turnaround policy attacks refused: ${attacks.refused} of ${attacks.tried}`);
  db?.pg.close();
});

// ---------------------------------------------------------------------------------------------
describe('Issue 12 ratings: what the athlete may do', () => {
  it('Issue 12 the athlete rates a delivered analysis; the pro’s rating_avg and reviews_count are recomputed by the database', async () => {
    const seen = await as(user(alice), async (q) => {
      const [review] = await q.rows<{ stars: number; comment: string | null; pro_id: string }>(RATE, [sub.delivered, 4, '  Clear drills.  ']);
      const [late] = await q.rows<{ stars: number }>(RATE, [sub.deliveredLate, 5, null]);
      return { review, late, pro: await proRating(q, ana), latest: await q.rows(`select * from public.latest_reviews($1, 5)`, [ana]) };
    });
    expect(seen.review).toMatchObject({ stars: 4, comment: 'Clear drills.', pro_id: ana });
    expect(seen.late).toMatchObject({ stars: 5 });
    expect(seen.pro).toEqual({ rating_avg: String(ratingSummary([4, 5]).ratingAvg!.toFixed(2)), reviews_count: 2 });
    // Both were written in this one transaction (the same now()): the order between them is open.
    expect(seen.latest.map((r) => [r.stars, r.athlete_first_name]).sort()).toEqual([[4, 'Alice'], [5, 'Alice']]);
    expect(Object.keys(seen.latest[0]!)).not.toContain('athlete_id');
  });

  it('Issue 12 the mean is rounded to two decimals as the domain rounds it', async () => {
    const avg = await as(service, async (q) => {
      await q.rows(`insert into public.reviews (submission_id, pro_id, athlete_id, stars) values ($1, $2, $3, 5), ($4, $2, $3, 4), ($5, $2, $3, 4)`, [
        sub.delivered, ana, alice, sub.deliveredLate, sub.refunded,
      ]);
      return (await proRating(q, ana)).rating_avg;
    });
    expect(Number(avg)).toBe(ratingSummary([5, 4, 4]).ratingAvg);
  });
});

describe('Issue 12 ratings: attacks that must fail', () => {
  attack('Issue 12 a second rating is refused, by the function and by the table’s unique constraint', async () => {
    const second = await as(user(alice), async (q) => {
      await q.rows(RATE, [sub.delivered, 5, null]);
      return outcome(() => q.rows(RATE, [sub.delivered, 1, 'Changed my mind.']));
    });
    expect(second).toBe('conflict');
    await expect(
      as(service, async (q) => {
        await q.rows(`insert into public.reviews (submission_id, pro_id, athlete_id, stars) values ($1, $2, $3, 5)`, [sub.delivered, ana, alice]);
        await q.rows(`insert into public.reviews (submission_id, pro_id, athlete_id, stars) values ($1, $2, $3, 1)`, [sub.delivered, ana, alice]);
      }),
    ).rejects.toThrow(/duplicate key value violates unique constraint "reviews_submission_id_key"/);
  });

  attack("Issue 12 nobody rates someone else's submission: another athlete and another pro get not-found, the pro and an admin are refused, a visitor cannot call it", async () => {
    expect(await rate(user(bob), sub.delivered)).toBe('not-found');
    expect(await rate(user(pete), sub.delivered)).toBe('not-found');
    expect(await rate(user(ana), sub.delivered)).toBe('forbidden');
    expect(await rate(user(admin), sub.delivered)).toBe('forbidden');
    await expect(as(anon, (q) => q.rows(RATE, [sub.delivered, 5, null]))).rejects.toThrow(/permission denied for function rate_submission/);
  });

  attack('Issue 12 no rating before the delivery (nor of a draft or a refunded submission)', async () => {
    for (const id of [sub.draft, sub.submitted, sub.inReview, sub.refunded, sub.overdue]) expect(await rate(user(alice), id)).toBe('conflict');
  });

  attack('Issue 12 stars are whole numbers from 1 to 5 and a comment has at most 1,000 characters', async () => {
    for (const stars of [0, 6, 3.5, -1, null]) expect(await rate(user(alice), sub.delivered, stars), String(stars)).toBe('invalid');
    expect(await rate(user(alice), sub.delivered, 3, 'x'.repeat(1001))).toBe('invalid');
    expect(await rate(user(alice), sub.delivered, 3, 'x'.repeat(1000))).toBe('ok');
  });

  attack('Issue 12 nobody writes rating_avg or reviews_count directly: not the pro, not an athlete, not even with a grant (guard trigger)', async () => {
    for (const who of [ana, alice, admin]) {
      await expect(as(user(who), (q) => q.affected(`update public.pros set rating_avg = 5, reviews_count = 999 where id = $1`, [ana])), who).rejects.toThrow(
        'permission denied for table pros',
      );
    }
    await expect(
      db.owner(async (q) => {
        await q.rows(`grant update (rating_avg, reviews_count) on public.pros to authenticated`);
        await q.rows(`set local role authenticated`);
        await q.rows(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: ana, role: 'authenticated' })]);
        // A draft pro may edit their own row: the trigger still refuses the rating columns.
        await q.rows(`reset role`);
        await q.rows(`update public.pros set verification_status = 'draft' where id = $1`, [ana]);
        await q.rows(`set local role authenticated`);
        await q.affected(`update public.pros set rating_avg = 5, reviews_count = 999 where id = $1`, [ana]);
      }).finally(() => db.owner((q) => q.rows(`revoke update (rating_avg, reviews_count) on public.pros from authenticated`))),
    ).rejects.toThrow('verification, rating and deletion columns are not writable');
    expect(await as(service, (q) => proRating(q, ana))).toEqual({ rating_avg: null, reviews_count: 0 });
  });

  attack('Issue 12 no client writes a review by hand, not its athlete nor an admin, even with a grant (guard trigger)', async () => {
    for (const who of [alice, admin]) {
      await expect(
        as(user(who), (q) => q.affected(`insert into public.reviews (submission_id, pro_id, athlete_id, stars) values ($1, $2, $3, 5)`, [sub.delivered, ana, alice])),
      ).rejects.toThrow('permission denied for table reviews');
      await expect(as(user(who), (q) => q.affected(`update public.reviews set stars = 5`))).rejects.toThrow('permission denied for table reviews');
      await expect(as(user(who), (q) => q.affected(`delete from public.reviews`))).rejects.toThrow('permission denied for table reviews');
    }
    await expect(
      db.owner(async (q) => {
        await q.rows(`grant insert on public.reviews to authenticated`);
        await q.rows(`set local role authenticated`);
        await q.rows(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: alice, role: 'authenticated' })]);
        await q.affected(`insert into public.reviews (submission_id, pro_id, athlete_id, stars) values ($1, $2, $3, 5)`, [sub.submitted, ana, alice]);
      }).finally(() => db.owner((q) => q.rows(`revoke insert on public.reviews from authenticated`))),
    ).rejects.toThrow('reviews are written through rate_submission only');
  });

  attack('Issue 12 a stranger and a visitor read no review; the public sees a listed pro’s latest reviews without the athlete’s id', async () => {
    const seen = await as(user(alice), async (q) => {
      await q.rows(RATE, [sub.delivered, 4, 'Helpful.']);
      await q.rows(`set local role authenticated`);
      await q.rows(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: bob, role: 'authenticated' })]);
      const bobSees = await q.rows(`select * from public.reviews`);
      await q.rows(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: ana, role: 'authenticated' })]);
      const anaSees = await q.rows(`select stars from public.reviews`);
      await q.rows(`set local role anon`);
      await q.rows(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ role: 'anon' })]);
      const publicSees = await q.rows(`select * from public.latest_reviews($1)`, [ana]);
      const anonTable = await outcome(() => q.rows(`select * from public.reviews`));
      return { bobSees, anaSees, publicSees, anonTable };
    });
    expect(seen.bobSees).toEqual([]);
    expect(seen.anaSees).toEqual([{ stars: 4 }]);
    expect(seen.publicSees.map((r) => [r.stars, r.comment, r.athlete_first_name])).toEqual([[4, 'Helpful.', 'Alice']]);
    expect(seen.anonTable).toBe('forbidden'); // permission denied for table reviews
  });
});

// ---------------------------------------------------------------------------------------------
describe('Issue 12 the turnaround guarantee: what the athlete may do', () => {
  it('Issue 12 past the turnaround the athlete cancels for a full refund: refunded, marked for the refund, the athlete recorded, the pro told', async () => {
    const seen = await as(user(alice), async (q) => {
      const [changed] = await q.rows<{ status: string; refund_requested: boolean }>(CANCEL, [sub.overdue]);
      const [event] = await q.rows<{ from_status: string; to_status: string; actor_id: string; note: string }>(
        `select from_status, to_status, actor_id, note from public.submission_events where submission_id = $1 order by id desc limit 1`,
        [sub.overdue],
      );
      await q.rows(`reset role`);
      const notices = await q.rows<{ user_id: string; title: string; body: string }>(`select user_id, title, body from public.notifications where link = $1 order by title`, [
        `/submissions/${sub.overdue}`,
      ]);
      const [plan] = await q.rows<{ plan: { kind: string; amount_cents: number } }>(`select public.begin_refund($1, $2) as plan`, [sub.overdue, alice]);
      return { changed, event, notices, plan: plan!.plan };
    });
    expect(seen.changed).toMatchObject({ status: 'refunded', refund_requested: true });
    expect(seen.event).toMatchObject({ from_status: 'in_review', to_status: 'refunded', actor_id: alice, note: expect.stringContaining('turnaround') });
    expect(seen.notices.map((n) => [n.user_id, n.title])).toEqual([
      [ana, 'A submission was cancelled'],
      [alice, 'Your review has started'],
      [alice, 'Your submission was refunded'],
    ]);
    expect(seen.plan).toMatchObject({ kind: 'refund', amount_cents: 4950 });
  });
});

describe('Issue 12 the turnaround guarantee: attacks that must fail', () => {
  attack('Issue 12 a refund claimed before the turnaround passed is refused, and nothing changes', async () => {
    for (const id of [sub.submitted, sub.inReview, sub.onTime]) expect(await cancel(user(alice), id)).toBe('conflict');
    const row = await as(service, (q) => q.rows<{ status: string; refund_requested: boolean }>(`select status, refund_requested from public.submissions where id = $1`, [sub.onTime]));
    expect(row).toEqual([{ status: 'in_review', refund_requested: false }]);
  });

  attack('Issue 12 only the athlete claims it: the pro and an admin are refused, another athlete or pro gets not-found, a visitor cannot call it', async () => {
    expect(await cancel(user(ana), sub.overdue)).toBe('forbidden');
    expect(await cancel(user(admin), sub.overdue)).toBe('forbidden');
    expect(await cancel(user(bob), sub.overdue)).toBe('not-found');
    expect(await cancel(user(pete), sub.overdue)).toBe('not-found');
    await expect(as(anon, (q) => q.rows(CANCEL, [sub.overdue]))).rejects.toThrow(/permission denied for function cancel_overdue_submission/);
  });

  attack('Issue 12 not once delivered, refunded or still unpaid, however late', async () => {
    for (const id of [sub.deliveredLate, sub.refunded, sub.draft]) expect(await cancel(user(alice), id)).toBe('conflict');
  });

  attack('Issue 12 claimed twice, refunded once', async () => {
    const second = await as(user(alice), async (q) => {
      await q.rows(CANCEL, [sub.overdue]);
      return outcome(() => q.rows(CANCEL, [sub.overdue]));
    });
    expect(second).toBe('conflict');
  });
});
