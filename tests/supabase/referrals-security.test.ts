// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditToApply } from '../../src/domain/referrals/referral';
import { startSupabaseTestDb, type Caller, type Query, type SupabaseTestDb } from './support/supabase-test-db';
import { user, anon, service, outcome } from './support/callers';
import { attackCounter } from './support/attacks';

/**
 * Issue 12's referrals on a real Postgres engine (supabase/migrations/20250601001500_referrals.sql):
 * the tables' row-level security, grants and guard triggers, the functions, the sign-up trigger,
 * the reward and credit settled when a payment is marked succeeded, attacked as a client through
 * PostgREST could (`set local role`, the caller's JWT claims). Each `as(...)` runs in a rolled-back
 * transaction; the fixtures are committed once.
 */

let db: SupabaseTestDb;
let alice: string; // the referrer
let bob: string; // referred by alice
let carol: string; // a stranger, no referrer
let ana: string; // approved pro
let admin: string;
let aliceCode: string;
let carolCode: string;

const { attacks, attack } = attackCounter();

const as = <T>(caller: Caller, work: (q: Query) => Promise<T>): Promise<T> => db.as(caller, work);

const codeOf = async (id: string) => (await db.service((q) => q.rows<{ code: string }>(`select code from public.referral_codes where user_id = $1`, [id])))[0]!.code;

/** A submission of `athlete` to Ana awaiting payment (4500 + 450 fee). */
async function awaitingPayment(q: Query, athlete: string): Promise<string> {
  const [video] = await q.rows<{ id: string }>(
    `insert into public.videos (owner_id, path, file_name, mime_type, size_bytes, status, duration_s, width, height, thumbnail_path)
     values ($1::uuid, $1::text || '/' || gen_random_uuid() || '.mp4', 'c.mp4', 'video/mp4', 1000, 'ready', 12.5, 1280, 720, $1::text || '/c.jpg') returning id`,
    [athlete],
  );
  const [row] = await q.rows<{ id: string }>(
    `insert into public.submissions (athlete_id, pro_id, video_id, sport, question, tier, status, price_cents, platform_fee_cents, currency, turnaround_hours)
     values ($1, $2, $3, 'Tennis', 'Is my serve toss too far forward?', 'standard', 'awaiting_payment', 4500, 450, 'USD', 48) returning id`,
    [athlete, ana, video!.id],
  );
  return row!.id;
}

/** As the create-checkout and stripe-webhook functions do with service rights: plan the attempt, then confirm it paid. */
async function pay(q: Query, athlete: string, submissionId: string): Promise<number> {
  const [{ begin_checkout: plan }] = (await q.rows(`select public.begin_checkout($1, $2)`, [submissionId, athlete])) as [{ begin_checkout: { idempotency_key: string; amount_cents: number } }];
  await q.rows(`select public.confirm_payment($1, $2, 'stripe', 'cs_test', $3, 'USD', $4)`, [submissionId, plan.idempotency_key, plan.amount_cents, `evt_${submissionId}`]);
  return plan.amount_cents;
}

beforeAll(async () => {
  db = await startSupabaseTestDb();
  alice = await db.signUp('alice@example.com', { first_name: 'Alice', last_name: 'Athlete' });
  carol = await db.signUp('carol@example.com', { first_name: 'Carol' });
  ana = await db.signUp('ana@example.com', { first_name: 'Ana', account_type: 'pro' });
  admin = await db.signUp('admin@example.com', { first_name: 'Ada' });
  await db.service((q) => q.rows(`update public.profiles set is_admin = true where id = $1`, [admin]));
  await db.service((q) =>
    q.rows(
      `insert into public.pros (id, display_name, headline, bio, sports, years_experience, price_cents, turnaround_hours, verification_status)
       values ($1, 'Ana Ace', 'Coach', 'Coaching athletes for many years with video analysis.', array['Tennis'], 5, 4500, 48, 'approved')`,
      [ana],
    ),
  );
  aliceCode = await codeOf(alice);
  carolCode = await codeOf(carol);
  // Bob comes through alice's link: the code travels in the sign-up metadata.
  bob = await db.signUp('bob@example.com', { first_name: 'Bob', referral_code: aliceCode.toLowerCase() });
  await db.service((q) => q.rows(`update public.referral_settings set reward_cents = 1500`));
}, 180_000);

afterAll(() => {
  console.log(`referral policy attacks refused: ${attacks.refused} of ${attacks.tried}`);
  db?.pg.close();
});

// ---------------------------------------------------------------------------------------------
describe('Issue 12 referrals: what the backend does', () => {
  it('Issue 12 every profile has a code; the sign-up trigger records the referral from the metadata', async () => {
    expect(aliceCode).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    expect(carolCode).not.toBe(aliceCode);
    const seen = await as(user(alice), (q) => q.rows(`select referrer_id, referred_id, status from public.referrals`));
    expect(seen).toEqual([{ referrer_id: alice, referred_id: bob, status: 'pending' }]);
  });

  it("Issue 12 the referred person's first payment rewards the referrer once; the referrer's next checkout charges the total less the credit, spent when paid", async () => {
    const seen = await as(service, async (q) => {
      await pay(q, bob, await awaitingPayment(q, bob));
      await pay(q, bob, await awaitingPayment(q, bob));
      const earned = await q.rows(`select user_id, kind, amount_cents from public.referral_credits`);
      const abandoned = await awaitingPayment(q, alice);
      const [{ begin_checkout: open }] = (await q.rows(`select public.begin_checkout($1, $2)`, [abandoned, alice])) as [{ begin_checkout: { amount_cents: number } }];
      const unspent = await q.rows(`select count(*)::int as n from public.referral_credits where kind = 'spent'`);
      const charged = await pay(q, alice, await awaitingPayment(q, alice));
      const left = await q.rows(`select sum(case when kind = 'earned' then amount_cents else -amount_cents end)::int as balance from public.referral_credits where user_id = $1`, [alice]);
      return { earned, open: open.amount_cents, unspent, charged, left };
    });
    expect(seen.earned).toEqual([{ user_id: alice, kind: 'earned', amount_cents: 1500 }]);
    expect(seen.open).toBe(4950 - creditToApply(4950, 1500));
    expect(seen.unspent).toEqual([{ n: 0 }]);
    expect(seen.charged).toBe(3450);
    expect(seen.left).toEqual([{ balance: 0 }]);
  });
});

describe('Issue 12 referrals: attacks that must fail', () => {
  attack("Issue 12 a user reads no one else's codes, referrals or credits; my_referrals answers the caller's own", async () => {
    const seen = await as(service, async (q) => {
      await pay(q, bob, await awaitingPayment(q, bob));
      await q.rows(`set local role authenticated`);
      await q.rows(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: carol, role: 'authenticated' })]);
      return {
        codes: await q.rows(`select user_id from public.referral_codes`),
        referrals: await q.rows(`select id from public.referrals`),
        credits: await q.rows(`select id from public.referral_credits`),
        mine: (await q.rows<{ my_referrals: { code: string; balance_cents: number; referrals: unknown[] } }>(`select public.my_referrals()`))[0]!.my_referrals,
      };
    });
    expect(seen).toEqual({ codes: [{ user_id: carol }], referrals: [], credits: [], mine: expect.objectContaining({ code: carolCode, balance_cents: 0, referrals: [] }) });
    const bobSees = await as(user(bob), (q) => q.rows(`select referrer_id from public.referrals`));
    expect(bobSees).toEqual([{ referrer_id: alice }]);
    await expect(as(anon, (q) => q.rows(`select * from public.referrals`))).rejects.toThrow(/permission denied/);
    await expect(as(anon, (q) => q.rows(`select public.my_referrals()`))).rejects.toThrow(/permission denied/);
  });

  attack('Issue 12 a self-referral is refused: by claim_referral, by the sign-up path, by direct writes and by the table', async () => {
    expect(await outcome(() => as(user(carol), (q) => q.rows(`select public.claim_referral($1)`, [carolCode])))).toBe('forbidden');
    expect(await outcome(() => as(user(alice), (q) => q.rows(`select public.claim_referral($1)`, [aliceCode])))).toBe('forbidden');
    await expect(as(user(carol), (q) => q.rows(`insert into public.referrals (referrer_id, referred_id, code) values ($1, $1, $2)`, [carol, carolCode]))).rejects.toThrow(
      /permission denied for table referrals/,
    );
    await expect(as(service, (q) => q.rows(`insert into public.referrals (referrer_id, referred_id, code) values ($1, $1, $2)`, [carol, carolCode]))).rejects.toThrow(
      /check constraint/,
    );
    await expect(as(anon, (q) => q.rows(`select public.claim_referral($1)`, [aliceCode]))).rejects.toThrow(/permission denied for function claim_referral/);
  });

  attack('Issue 12 one referrer per person: a second claim is refused, and so is a claim after the first payment', async () => {
    expect(await outcome(() => as(user(bob), (q) => q.rows(`select public.claim_referral($1)`, [carolCode])))).toBe('conflict');
    const late = await as(service, async (q) => {
      await pay(q, carol, await awaitingPayment(q, carol));
      await q.rows(`set local role authenticated`);
      await q.rows(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: carol, role: 'authenticated' })]);
      return outcome(() => q.rows(`select public.claim_referral($1)`, [aliceCode]));
    });
    expect(late).toBe('conflict');
  });

  attack('Issue 12 a second reward for the same person is refused: a later payment, a replayed webhook, a direct insert and the unique key', async () => {
    const seen = await as(service, async (q) => {
      const first = await awaitingPayment(q, bob);
      await pay(q, bob, first);
      const [{ begin_checkout: plan }] = (await q.rows(`select public.begin_checkout($1, $2)`, [first, bob])) as [{ begin_checkout: { kind: string } }];
      await q.rows(`select public.confirm_payment($1, $2, 'stripe', 'cs_test', 4950, 'USD', $3)`, [first, `checkout:${first}:1`, `evt_${first}`]);
      await pay(q, bob, await awaitingPayment(q, bob));
      return { plan: plan.kind, earned: await q.rows(`select count(*)::int as n from public.referral_credits where kind = 'earned'`) };
    });
    expect(seen).toEqual({ plan: 'already-paid', earned: [{ n: 1 }] });
    await expect(
      as(service, async (q) => {
        await pay(q, bob, await awaitingPayment(q, bob));
        const [r] = await q.rows<{ id: string }>(`select id from public.referrals where referred_id = $1`, [bob]);
        await q.rows(`insert into public.referral_credits (user_id, kind, amount_cents, referral_id) values ($1, 'earned', 1500, $2)`, [alice, r!.id]);
      }),
    ).rejects.toThrow(/duplicate key value violates unique constraint "referral_credits_referral_id_key"/);
    for (const who of [alice, admin]) {
      await expect(
        as(user(who), (q) => q.rows(`insert into public.referral_credits (user_id, kind, amount_cents, referral_id) values ($1, 'earned', 99999, null)`, [who])),
        who,
      ).rejects.toThrow(/permission denied for table referral_credits/);
    }
  });

  attack('Issue 12 nobody writes the ledger by hand, not even with a grant (guard trigger)', async () => {
    await expect(
      db.owner(async (q) => {
        await q.rows(`grant insert, update on public.referral_credits, public.referral_settings to authenticated`);
        await q.rows(`set local role authenticated`);
        await q.rows(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: alice, role: 'authenticated' })]);
        await q.rows(`insert into public.referral_credits (user_id, kind, amount_cents, submission_id) values ($1, 'spent', 1, null)`, [alice]);
      }),
    ).rejects.toThrow(/written by the backend only|row-level security/);
  });

  attack('Issue 12 a non-admin neither changes the reward amount nor lists every referral; an admin may, within range', async () => {
    for (const who of [alice, bob, carol]) {
      expect(await outcome(() => as(user(who), (q) => q.rows(`select public.set_referral_reward(99999)`))), who).toBe('forbidden');
      expect(await outcome(() => as(user(who), (q) => q.rows(`select public.referral_admin_view()`))), who).toBe('forbidden');
      await expect(as(user(who), (q) => q.rows(`update public.referral_settings set reward_cents = 99999`)), who).rejects.toThrow(/permission denied for table referral_settings/);
    }
    await expect(as(anon, (q) => q.rows(`select public.set_referral_reward(99999)`))).rejects.toThrow(/permission denied for function set_referral_reward/);
    await expect(as(anon, (q) => q.rows(`select public.referral_admin_view()`))).rejects.toThrow(/permission denied for function referral_admin_view/);
    expect(await outcome(() => as(user(admin), (q) => q.rows(`select public.set_referral_reward(-1)`)))).toBe('invalid');
    expect(await outcome(() => as(user(admin), (q) => q.rows(`select public.set_referral_reward(100001)`)))).toBe('invalid');
    const view = await as(user(admin), async (q) => {
      await q.rows(`select public.set_referral_reward(2500)`);
      return (await q.rows<{ referral_admin_view: { reward_cents: number; referrals: unknown[]; codes: unknown[] } }>(`select public.referral_admin_view()`))[0]!.referral_admin_view;
    });
    expect(view.reward_cents).toBe(2500);
    expect(view.referrals).toHaveLength(1);
    expect(view.codes.length).toBeGreaterThanOrEqual(4);
  });

  attack('Issue 12 no client plans a checkout or confirms a payment itself (the credit is applied only by the server functions)', async () => {
    for (const caller of [user(alice), anon]) {
      await expect(as(caller, (q) => q.rows(`select public.begin_checkout(gen_random_uuid(), $1)`, [alice]))).rejects.toThrow(/permission denied for function begin_checkout/);
      await expect(as(caller, (q) => q.rows(`select public.confirm_payment(gen_random_uuid(), 'k', 'stripe', 'x', 1, 'USD')`))).rejects.toThrow(
        /permission denied for function confirm_payment/,
      );
    }
  });

  attack('Issue 12 the invitation tells anyone only the first name behind a code', async () => {
    const shown = await as(anon, (q) => q.rows<{ referral_invitation: Record<string, unknown> }>(`select public.referral_invitation($1)`, [aliceCode]));
    expect(shown[0]!.referral_invitation).toEqual({ code: aliceCode, referrer_first_name: 'Alice' });
    expect(await outcome(() => as(anon, (q) => q.rows(`select public.referral_invitation('ZZZZZZZZ')`)))).toBe('not-found');
  });
});
