// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from '../../src/domain/accounts/avatar';
import { startSupabaseTestDb, type Caller, type Query, type SupabaseTestDb } from './support/supabase-test-db';
import { user, anon, service, codeOf } from './support/callers';
import { attackCounter } from './support/attacks';

/**
 * Issue 12 accounts on a real Postgres engine: the avatars bucket and its objects, deleting an
 * account (public.close_account, for the delete-account function only), and the e-mail address
 * in auth.users, attacked as a client through PostgREST could. Each `as(...)` is rolled back.
 */

let db: SupabaseTestDb;
let alice: string; // athlete
let bob: string; // another athlete
let ana: string; // approved pro
const sub = {} as Record<'draft' | 'awaiting' | 'submitted' | 'inReview' | 'delivered' | 'bobsToAna', string>;

const { attacks, attack } = attackCounter();

const as = <T>(caller: Caller, work: (q: Query) => Promise<T>): Promise<T> => db.as(caller, work);

async function seedSubmission(athlete: string, status: string, paid: boolean): Promise<string> {
  const [row] = await db.service((q) =>
    q.rows<{ id: string }>(
      `insert into public.submissions (athlete_id, pro_id, sport, question, tier, status, price_cents, platform_fee_cents, currency, turnaround_hours, submitted_at, delivered_at)
       values ($1, $2, 'Tennis', 'Is my serve toss too far forward?', 'standard', $3, 4500, 450, 'USD', 48,
               case when $4 then now() else null end, case when $3 = 'delivered' then now() else null end) returning id`,
      [athlete, ana, status, paid],
    ),
  );
  if (paid) {
    await db.service((q) =>
      q.rows(
        `insert into public.payments (submission_id, payer_id, amount_cents, currency, provider, provider_ref, status, idempotency_key, attempt)
         values ($1, $2, 4950, 'USD', 'simulated', 'sim_1', 'succeeded', $3, 1)`,
        [row!.id, athlete, `checkout:${row!.id}:1`],
      ),
    );
  }
  return row!.id;
}

beforeAll(async () => {
  db = await startSupabaseTestDb();
  alice = await db.signUp('alice@example.com', { first_name: 'Alice', terms_accepted_at: '2026-03-01T09:00:00.000Z' });
  bob = await db.signUp('bob@example.com', { first_name: 'Bob', terms_accepted_at: '2026-03-02T10:00:00.000Z' });
  ana = await db.signUp('ana@example.com', { first_name: 'Ana', account_type: 'pro' });
  await db.service((q) =>
    q.rows(
      `insert into public.pros (id, display_name, headline, bio, sports, years_experience, price_cents, turnaround_hours, verification_status)
       values ($1, 'Ana Ace', 'Coach', 'Coaching athletes for many years with video analysis.', array['Tennis'], 5, 4500, 48, 'approved')`,
      [ana],
    ),
  );
  sub.draft = await seedSubmission(alice, 'draft', false);
  sub.awaiting = await seedSubmission(alice, 'awaiting_payment', false);
  sub.submitted = await seedSubmission(alice, 'submitted', true);
  sub.inReview = await seedSubmission(alice, 'in_review', true);
  sub.delivered = await seedSubmission(alice, 'delivered', true);
  sub.bobsToAna = await seedSubmission(bob, 'submitted', true);
  await db.owner((q) =>
    q.rows(`insert into storage.objects (bucket_id, name, owner, owner_id) values ('avatars', $1::text || '/avatar-1.png', $1::uuid, $1::text)`, [alice]),
  );
}, 180_000);

afterAll(() => {
  console.log(`account policy attacks refused: ${attacks.refused} of ${attacks.tried}`);
  db?.pg.close();
});

describe('Issue 12 accounts: what a person may do', () => {
  it('Issue 12 sign-up records terms_accepted from the metadata’s acceptance time (R3.3)', async () => {
    const rows = await as(service, (q) => q.rows<{ id: string; terms_accepted: boolean }>(`select id, terms_accepted from public.profiles where id = any($1)`, [[alice, bob]]));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.terms_accepted]))).toEqual({ [alice]: true, [bob]: true });
  });

  attack('Issue 12 no account without the Terms: the database refuses a sign-up whose metadata holds no acceptance time, and makes neither the user nor a profile', async () => {
    const refusals: Record<string, unknown>[] = [
      { first_name: 'Nat', terms_accepted_at: null },
      { first_name: 'Nat', terms_accepted_at: '' },
      { first_name: 'Nat', terms_accepted_at: 'not a time' },
      { first_name: 'Nat', terms_accepted_at: 'yesterday' },
      { first_name: 'Nat', terms_accepted_at: 1767225600000 },
      { first_name: 'Nat', terms_accepted_at: true },
      { first_name: 'Nat', terms_accepted_at: { at: '2026-03-01T09:00:00.000Z' } },
    ];
    for (const [i, metadata] of refusals.entries()) {
      expect(await codeOf(() => db.signUp(`no-terms-${i}@example.com`, metadata)), JSON.stringify(metadata)).toBe('23514');
    }
    // Empty metadata, as a bare POST /signup sends it.
    const bare = () =>
      db.owner(async (q) => {
        await q.rows(`set local role supabase_auth_admin`);
        return q.rows(`insert into auth.users (email, raw_user_meta_data, email_confirmed_at) values ('no-terms-bare@example.com', '{}'::jsonb, now())`);
      });
    expect(await codeOf(bare)).toBe('23514');
    const left = await db.owner((q) =>
      q.rows(`select u.id from auth.users u where u.email like 'no-terms-%' union all select p.id from public.profiles p where p.first_name = 'Nat'`),
    );
    expect(left).toEqual([]);
  });

  it('Issue 12 the avatars bucket is public and takes PNG, JPEG or WebP up to 2 MB', async () => {
    const [bucket] = await as(service, (q) => q.rows<{ public: boolean; file_size_limit: number; allowed_mime_types: string[] }>(`select public, file_size_limit, allowed_mime_types from storage.buckets where id = 'avatars'`));
    expect(bucket).toEqual({ public: true, file_size_limit: AVATAR_MAX_BYTES, allowed_mime_types: ['image/png', 'image/jpeg', 'image/webp'] });
  });

  it('Issue 12 deleting your own account: drafts removed, open submissions cancelled, the paid ones listed for refund, history kept', async () => {
    const result = await as(service, async (q) => {
      const [row] = await q.rows<{ plan: { drafts_removed: number; submissions_cancelled: number; refund_submission_ids: string[]; listing_removed: boolean } }>(
        `select public.close_account($1, $1) as plan`,
        [alice],
      );
      const statuses = await q.rows<{ id: string; status: string; refund_requested: boolean }>(`select id, status, refund_requested from public.submissions where athlete_id = $1`, [alice]);
      return { plan: row!.plan, statuses: Object.fromEntries(statuses.map((s) => [s.id, [s.status, s.refund_requested]])) };
    });
    expect(result.plan).toMatchObject({ drafts_removed: 1, submissions_cancelled: 3, listing_removed: false });
    expect([...result.plan.refund_submission_ids].sort()).toEqual([sub.submitted, sub.inReview].sort());
    expect(result.statuses).toEqual({
      [sub.awaiting]: ['cancelled', false],
      [sub.submitted]: ['cancelled', true],
      [sub.inReview]: ['cancelled', true],
      [sub.delivered]: ['delivered', false],
    });
  });

  it('Issue 12 a pro deleting their account withdraws the listing and closes the submissions waiting on them', async () => {
    const result = await as(service, async (q) => {
      const [row] = await q.rows<{ plan: { listing_removed: boolean; refund_submission_ids: string[] } }>(`select public.close_account($1, $1) as plan`, [ana]);
      const [pro] = await q.rows<{ deleted: boolean }>(`select deleted_at is not null as deleted from public.pros where id = $1`, [ana]);
      return { plan: row!.plan, pro };
    });
    expect(result.plan.listing_removed).toBe(true);
    expect(result.plan.refund_submission_ids).toContain(sub.bobsToAna);
    expect(result.pro).toEqual({ deleted: true });
  });
});

describe('Issue 12 accounts: attacks that must fail', () => {
  attack("Issue 12 nobody writes, replaces or removes another user's avatar object", async () => {
    const put = await codeOf(() => as(user(bob), (q) => q.rows(`insert into storage.objects (bucket_id, name, owner) values ('avatars', $1::text || '/avatar-2.png', $2::uuid)`, [alice, bob])));
    expect(put).toBe('42501');
    expect(await as(user(bob), (q) => q.affected(`update storage.objects set name = $1::text || '/avatar-3.png' where bucket_id = 'avatars' and name like $1::text || '/%'`, [alice]))).toBe(0);
    expect(await as(user(bob), (q) => q.affected(`delete from storage.objects where bucket_id = 'avatars' and name like $1::text || '/%'`, [alice]))).toBe(0);
    expect(await codeOf(() => as(anon, (q) => q.rows(`insert into storage.objects (bucket_id, name) values ('avatars', $1::text || '/avatar-4.png')`, [alice])))).toBe('42501');
    // Anyone may look at an avatar (public bucket).
    expect(await as(anon, (q) => q.rows(`select name from storage.objects where bucket_id = 'avatars'`))).toHaveLength(1);
  });

  attack("Issue 12 nobody deletes someone else's account: clients cannot call close_account, and the function refuses another caller", async () => {
    expect(await codeOf(() => as(user(bob), (q) => q.rows(`select public.close_account($1, $1)`, [alice])))).toBe('42501');
    expect(await codeOf(() => as(user(alice), (q) => q.rows(`select public.close_account($1, $1)`, [alice])))).toBe('42501');
    expect(await codeOf(() => as(anon, (q) => q.rows(`select public.close_account($1, $1)`, [alice])))).toBe('42501');
    expect(await codeOf(() => as(service, (q) => q.rows(`select public.close_account($1, $2)`, [alice, bob])))).toBe('42501');
    expect(await codeOf(() => as(service, (q) => q.rows(`select public.close_account($1, null)`, [alice])))).toBe('42501');
    const [still] = await as(service, (q) => q.rows<{ status: string }>(`select status from public.submissions where id = $1`, [sub.submitted]));
    expect(still).toEqual({ status: 'submitted' });
  });

  attack("Issue 12 nobody changes someone else's e-mail (nor their own) in the database: auth.users is the auth service's alone", async () => {
    expect(await codeOf(() => as(user(bob), (q) => q.rows(`update auth.users set email = 'bob@evil.example' where id = $1`, [alice])))).toBe('42501');
    expect(await codeOf(() => as(user(alice), (q) => q.rows(`update auth.users set email = 'alice@new.example' where id = $1`, [alice])))).toBe('42501');
    expect(await codeOf(() => as(anon, (q) => q.rows(`update auth.users set email = 'x@evil.example'`)))).toBe('42501');
    const [row] = await db.owner((q) => q.rows<{ email: string }>(`select email from auth.users where id = $1`, [alice]));
    expect(row).toEqual({ email: 'alice@example.com' });
  });

  attack('Issue 12 terms_accepted cannot be granted by writing the profile of someone else', async () => {
    expect(await as(user(bob), (q) => q.affected(`update public.profiles set terms_accepted = true where id = $1`, [ana]))).toBe(0);
  });
});
