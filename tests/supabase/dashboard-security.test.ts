// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformCounts } from '../../src/domain/dashboards/platform-counts';
import { startSupabaseTestDb, type Caller, type Query, type SupabaseTestDb } from './support/supabase-test-db';
import { user, anon, codeOf } from './support/callers';
import { attackCounter } from './support/attacks';

/**
 * Issue 12's security on a real Postgres engine: platform_counts() (supabase/migrations/
 * 20250601001200_platform_counts.sql) answers admins only, whoever else asks and however, and
 * counts as the domain's `platformCounts` does. Each `as(...)` runs in a rolled-back transaction;
 * the fixtures are committed once.
 */

let db: SupabaseTestDb;
let alice: string; // athlete
let ana: string; // approved pro
let paula: string; // pending pro
let mallory: string; // athlete whose user metadata claims admin
let admin: string;

const { attacks, attack, titles: ATTACK_TITLES } = attackCounter();

const as = <T>(caller: Caller, work: (q: Query) => Promise<T>): Promise<T> => db.as(caller, work);
const COUNTS = `select public.platform_counts() as counts`;

async function seedPro(id: string, status: string): Promise<void> {
  await db.service((q) =>
    q.rows(
      `insert into public.pros (id, display_name, headline, bio, sports, years_experience, price_cents, turnaround_hours, verification_status)
       values ($1, 'A Pro', 'Coach', 'Coaching athletes for many years with video analysis.', array['Tennis'], 5, 4500, 48, $2)`,
      [id, status],
    ),
  );
}

async function seedVideo(owner: string, name: string, status: 'ready' | 'needs_repair' | 'failed' | 'uploading', thumbnail = true): Promise<string> {
  const ready = status === 'ready';
  const [row] = await db.service((q) =>
    q.rows<{ id: string }>(
      `insert into public.videos (owner_id, path, file_name, mime_type, size_bytes, status, duration_s, width, height, thumbnail_path, repair_note)
       values ($1::uuid, $1::text || '/' || $2, $2, 'video/mp4', 1000, $3, $4, $5, $6, $7, $8) returning id`,
      [owner, name, status, ready ? 12.5 : null, ready ? 1280 : null, ready ? 720 : null, ready && thumbnail ? `${owner}/${name}.jpg` : null, status === 'failed' ? 'The file could not be read.' : null],
    ),
  );
  return row!.id;
}

/** A submission with its payment, written with service rights (the guard triggers let the service through). */
async function seedPaid(status: string, submittedAt: string | null, payment: 'succeeded' | 'refunded' | null, video: string): Promise<void> {
  const [row] = await db.service((q) =>
    q.rows<{ id: string }>(
      `insert into public.submissions (athlete_id, pro_id, video_id, sport, question, tier, status, price_cents, platform_fee_cents, currency, turnaround_hours, submitted_at, refund_requested)
       values ($1, $2, $3, 'Tennis', 'Is my serve toss too far forward?', 'standard', $4, 4500, 450, 'USD', 48, $5, $6) returning id`,
      [alice, ana, status === 'draft' ? null : video, status, submittedAt, status === 'refunded'],
    ),
  );
  if (payment) {
    await db.service((q) =>
      q.rows(
        `insert into public.payments (submission_id, payer_id, amount_cents, currency, provider, provider_ref, status, idempotency_key, attempt)
         values ($1, $2, 4950, 'USD', 'stripe', 'cs_test', $3, $4, 1)`,
        [row!.id, alice, payment, `checkout:${row!.id}:1`],
      ),
    );
  }
}

beforeAll(async () => {
  db = await startSupabaseTestDb();
  alice = await db.signUp('alice@example.com', { first_name: 'Alice' });
  ana = await db.signUp('ana@example.com', { first_name: 'Ana', account_type: 'pro' });
  paula = await db.signUp('paula@example.com', { first_name: 'Paula', account_type: 'pro' });
  mallory = await db.signUp('mallory@example.com', { first_name: 'Mallory', is_admin: true });
  admin = await db.signUp('admin@example.com', { first_name: 'Ada' });
  await db.service((q) => q.rows(`update public.profiles set is_admin = true where id = $1`, [admin]));
  await seedPro(ana, 'approved');
  await seedPro(paula, 'pending');
  const clip = await seedVideo(alice, 'serve.mp4', 'ready');
  await seedVideo(alice, 'no-thumb.mp4', 'ready', false);
  await seedVideo(alice, 'broken.mp4', 'needs_repair');
  await seedVideo(alice, 'failed.mp4', 'failed');
  await seedVideo(alice, 'sending.mp4', 'uploading');
  const now = new Date().toISOString();
  await seedPaid('draft', null, null, clip);
  await seedPaid('submitted', now, 'succeeded', clip);
  await seedPaid('delivered', '2001-01-15T10:00:00Z', 'succeeded', clip);
  await seedPaid('refunded', now, 'refunded', clip);
}, 180_000);

afterAll(() => {
  console.log(`dashboard policy attacks refused: ${attacks.refused} of ${attacks.tried}`);
  db?.pg.close();
});

describe('platform_counts(): admins only', () => {
  it('Issue 12 an admin (profiles.is_admin) reads the counts, equal to the domain’s platformCounts over the same rows', async () => {
    const [row] = await as(user(admin), (q) => q.rows<{ counts: Record<string, unknown> }>(COUNTS));
    const counts = row?.counts;
    const rows = await db.service(async (q) => ({
      pros: (await q.rows<{ verification_status: string; deleted_at: Date | null }>(`select verification_status, deleted_at from public.pros`)).map((r) => ({
        verificationStatus: r.verification_status as 'pending',
        deletedAt: r.deleted_at ? r.deleted_at.toISOString() : null,
      })),
      submissions: (await q.rows<{ id: string; status: string; submitted_at: Date | null; platform_fee_cents: number }>(`select id, status, submitted_at, platform_fee_cents from public.submissions`)).map((r) => ({
        id: r.id,
        status: r.status as 'draft',
        submittedAt: r.submitted_at ? r.submitted_at.toISOString() : null,
        platformFeeCents: r.platform_fee_cents,
      })),
      payments: (await q.rows<{ submission_id: string; status: string; amount_cents: number; currency: string }>(`select submission_id, status, amount_cents, currency from public.payments`)).map((r) => ({
        submissionId: r.submission_id,
        status: r.status as 'succeeded',
        amountCents: r.amount_cents,
        currency: r.currency,
      })),
      videos: (await q.rows<{ status: string; duration_s: string | null; thumbnail_path: string | null }>(`select status, duration_s, thumbnail_path from public.videos`)).map((r) => ({
        status: r.status as 'ready',
        durationS: r.duration_s === null ? null : Number(r.duration_s),
        thumbnailPath: r.thumbnail_path,
      })),
    }));
    const domain = platformCounts({ ...rows, currency: 'USD' }, { id: admin, isAdmin: true }, Date.now());
    expect(domain.ok).toBe(true);
    if (!domain.ok) return;
    expect(counts).toEqual({
      pending_verifications: domain.value.pendingVerifications,
      submissions_by_status: domain.value.submissionsByStatus,
      revenue_this_month_cents: domain.value.revenueThisMonthCents,
      platform_fees_this_month_cents: domain.value.platformFeesThisMonthCents,
      currency: 'USD',
      videos_needing_repair: domain.value.videosNeedingRepair,
    });
    expect(counts).toMatchObject({ pending_verifications: 1, revenue_this_month_cents: 4950, platform_fees_this_month_cents: 450, videos_needing_repair: 3 });
  });
});

describe('platform_counts(): attacks that must fail', () => {
  attack('an anonymous caller cannot call it at all (no execute grant)', async () => {
    expect(await codeOf(() => as(anon, (q) => q.rows(COUNTS)))).toBe('42501');
  });

  attack('an athlete is refused', async () => {
    expect(await codeOf(() => as(user(alice), (q) => q.rows(COUNTS)))).toBe('42501');
  });

  attack('a pro is refused, approved or pending', async () => {
    expect(await codeOf(() => as(user(ana), (q) => q.rows(COUNTS)))).toBe('42501');
    expect(await codeOf(() => as(user(paula), (q) => q.rows(COUNTS)))).toBe('42501');
  });

  attack('user metadata saying is_admin (a sign-up claim) grants nothing', async () => {
    expect(await codeOf(() => as(user(mallory), (q) => q.rows(COUNTS)))).toBe('42501');
  });

  attack('a user cannot make themself admin first, then read the counts', async () => {
    const outcome = await codeOf(() =>
      as(user(alice), async (q) => {
        await q.affected(`update public.profiles set is_admin = true where id = $1`, [alice]).catch(() => 0);
        return q.rows(COUNTS);
      }),
    );
    expect(outcome).not.toBe('ok');
  });

  attack('an authenticated caller with no profile row (a forged or deleted user id) is refused', async () => {
    expect(await codeOf(() => as(user(globalThis.crypto.randomUUID()), (q) => q.rows(COUNTS)))).toBe('42501');
  });

  attack('a non-admin cannot count the rows behind the figures themself: other people’s payments and videos stay hidden', async () => {
    const seen = await as(user(paula), async (q) => ({
      payments: (await q.rows(`select * from public.payments`)).length,
      videos: (await q.rows(`select * from public.videos`)).length,
    }));
    expect(seen).toEqual({ payments: 0, videos: 0 });
  });

  attack('the function is security definer with an empty search path, so a caller’s objects cannot hijack it', async () => {
    const [fn] = await db.owner((q) =>
      q.rows<{ secdef: boolean; config: string[] }>(`select prosecdef as secdef, proconfig as config from pg_proc where proname = 'platform_counts'`),
    );
    expect(fn).toEqual({ secdef: true, config: ['search_path=""'] });
  });
});

it('every dashboard policy attack was tried and refused', () => {
  expect(attacks).toEqual({ tried: ATTACK_TITLES.length, refused: ATTACK_TITLES.length });
});
