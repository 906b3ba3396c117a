// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverAnalysis } from '../../src/domain/analysis/analysis';
import { EMPTY_CONTENT } from '../../src/domain/analysis/analysis-content';
import type { Result } from '../../src/domain/result';
import type { DataError } from '../../src/domain/shared/data-error';
import { systemActor, type Principal } from '../../src/domain/shared/system-actor';
import { DEFAULT_PRICING, quote } from '../../src/domain/submissions/pricing';
import { SUBMISSION_STATUSES, type Submission, type SubmissionStatus } from '../../src/domain/submissions/submission';
import { SUBMISSION_TRANSITIONS, transition, type SubmissionEvent, type SubmissionEventType } from '../../src/domain/submissions/submission-lifecycle';
import { startSupabaseTestDb, type Caller, type Query, type SupabaseTestDb } from './support/supabase-test-db';
import { user, anon, service, outcome } from './support/callers';
import { attackCounter } from './support/attacks';

/**
 * Issue 10's security on a real Postgres engine: the submissions migration's row-level security,
 * column privileges, guard triggers and functions, attacked as a client through PostgREST could
 * (`set local role`, the caller's JWT claims), and held to the domain's state machine case by
 * case. Each `as(...)` runs in a rolled-back transaction; the fixtures are committed once.
 */

let db: SupabaseTestDb;
let alice: string; // athlete
let bob: string; // another athlete
let ana: string; // approved pro (Tennis, Golf; $45; 48 h)
let pete: string; // another approved pro
let admin: string;
let aliceVideo: string; // ready, alice's
let aliceUploading: string; // still uploading, alice's
let bobVideo: string; // ready, bob's
/** One submission of alice to ana in every status (alice's ready video attached past the draft). */
const byStatus = {} as Record<SubmissionStatus, string>;

const { attacks, attack, titles: ATTACK_TITLES } = attackCounter();

const as = <T>(caller: Caller, work: (q: Query) => Promise<T>): Promise<T> => db.as(caller, work);

/** The refusal reason a PostgREST adapter maps each SQL error code to. */

async function seedPro(id: string, fields: Record<string, unknown>): Promise<void> {
  const row: Record<string, unknown> = {
    id,
    display_name: 'A Pro',
    headline: 'Coach',
    bio: 'Coaching athletes for many years with video analysis.',
    sports: ['Tennis', 'Golf'],
    years_experience: 5,
    price_cents: 4500,
    turnaround_hours: 48,
    verification_status: 'approved',
    ...fields,
  };
  const columns = Object.keys(row);
  await db.service((q) => q.rows(`insert into public.pros (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`, columns.map((c) => row[c])));
}

async function seedVideo(owner: string, name: string, status: 'ready' | 'uploading'): Promise<string> {
  const [row] = await db.service((q) =>
    q.rows<{ id: string }>(
      `insert into public.videos (owner_id, path, file_name, mime_type, size_bytes, status, duration_s, width, height, thumbnail_path)
       values ($1::uuid, $1::text || '/' || $2, $2, 'video/mp4', 1000, $3, $4, $5, $6, $7) returning id`,
      status === 'ready' ? [owner, name, status, 12.5, 1280, 720, `${owner}/${name}.jpg`] : [owner, name, status, null, null, null, null],
    ),
  );
  await db.owner((q) => q.rows(`insert into storage.objects (bucket_id, name, owner, owner_id) values ('videos', $1::text || '/' || $2, $1::uuid, $1::text)`, [owner, name]));
  return row!.id;
}

const PAID: readonly SubmissionStatus[] = ['submitted', 'in_review', 'delivered', 'refunded'];

async function seedSubmission(status: SubmissionStatus): Promise<string> {
  const [row] = await db.service((q) =>
    q.rows<{ id: string }>(
      `insert into public.submissions (athlete_id, pro_id, video_id, sport, question, tier, status, price_cents, platform_fee_cents, currency, turnaround_hours, submitted_at, refund_requested)
       values ($1, $2, $3, 'Tennis', 'Is my serve toss too far forward?', 'standard', $4, 4500, 450, 'USD', 48, $5, $6) returning id`,
      [alice, ana, status === 'draft' ? null : aliceVideo, status, PAID.includes(status) ? '2026-03-01T10:00:00Z' : null, status === 'refunded'],
    ),
  );
  return row!.id;
}

/** The row as the domain sees it (what a Supabase adapter's mapper will do). */
const toDomain = (r: Record<string, unknown>): Submission => ({
  id: r.id as string,
  athleteId: r.athlete_id as string,
  proId: r.pro_id as string,
  videoId: (r.video_id as string | null) ?? null,
  sport: r.sport as string,
  question: r.question as string,
  tier: r.tier as Submission['tier'],
  status: r.status as SubmissionStatus,
  priceCents: r.price_cents as number,
  platformFeeCents: r.platform_fee_cents as number,
  referralCreditCents: r.referral_credit_cents as number,
  currency: r.currency as string,
  turnaroundHours: r.turnaround_hours as number,
  submittedAt: r.submitted_at ? (r.submitted_at as Date).toISOString() : null,
  deliveredAt: r.delivered_at ? (r.delivered_at as Date).toISOString() : null,
  refundRequested: r.refund_requested as boolean,
  createdAt: (r.created_at as Date).toISOString(),
  updatedAt: (r.updated_at as Date).toISOString(),
});

const submissionRow = (id: string) => as(service, (q) => q.rows<Record<string, unknown>>(`select * from public.submissions where id = $1`, [id])).then((rows) => rows[0]!);

beforeAll(async () => {
  db = await startSupabaseTestDb();
  alice = await db.signUp('alice@example.com', { first_name: 'Alice' });
  bob = await db.signUp('bob@example.com', { first_name: 'Bob' });
  ana = await db.signUp('ana@example.com', { first_name: 'Ana', account_type: 'pro' });
  pete = await db.signUp('pete@example.com', { first_name: 'Pete', account_type: 'pro' });
  admin = await db.signUp('admin@example.com', { first_name: 'Ada' });
  await db.service((q) => q.rows(`update public.profiles set is_admin = true where id = $1`, [admin]));
  await seedPro(ana, { display_name: 'Ana Ace' });
  await seedPro(pete, { display_name: 'Pete Pro', sports: ['Golf'] });
  aliceVideo = await seedVideo(alice, 'serve.mp4', 'ready');
  aliceUploading = await seedVideo(alice, 'volley.mp4', 'uploading');
  bobVideo = await seedVideo(bob, 'backhand.mp4', 'ready');
  for (const status of SUBMISSION_STATUSES) byStatus[status] = await seedSubmission(status);
}, 180_000);

afterAll(() => {
  console.log(`submission policy attacks refused: ${attacks.refused} of ${attacks.tried}`);
  db?.pg.close();
});

// ---------------------------------------------------------------------------------------------
describe('the SQL lifecycle is the domain’s, case by case', () => {
  it('the transition table in the database is SUBMISSION_TRANSITIONS, row for row', async () => {
    const rows = await db.owner((q) =>
      q.rows<{ event: string; from_statuses: string[]; to_status: string; roles: string[] }>(`select * from private.submission_transitions order by event`),
    );
    expect(Object.fromEntries(rows.map((r) => [r.event, { from: r.from_statuses, to: r.to_status, by: r.roles }]))).toEqual(SUBMISSION_TRANSITIONS);
  });

  const SUMMARY = 'Move the toss forward and finish higher.';
  type Call = {
    sql: string;
    args: (id: string) => unknown[];
    event: () => SubmissionEvent;
    /** The domain's rule for this call when it is more than the bare transition (deliver: deliverAnalysis). */
    decide?: (submission: Submission, actor: { id: string; isAdmin: boolean }) => Result<unknown, DataError>;
  };
  const CALLS: Record<Exclude<SubmissionEventType, 'payment_succeeded' | 'pro_removed' | 'account_closed'>, Call> = {
    start_checkout: {
      sql: `select * from public.start_checkout(submission_id => $1, video_id => $2)`,
      args: (id) => [id, aliceVideo],
      event: () => ({ type: 'start_checkout', video: { id: aliceVideo, ownerId: alice, status: 'ready' } }),
    },
    cancel: { sql: `select * from public.cancel_submission(submission_id => $1)`, args: (id) => [id], event: () => ({ type: 'cancel' }) },
    start_review: { sql: `select * from public.start_review(submission_id => $1)`, args: (id) => [id], event: () => ({ type: 'start_review' }) },
    decline: {
      sql: `select * from public.decline_submission(submission_id => $1, reason => $2)`,
      args: (id) => [id, 'I do not coach left-handed serves.'],
      event: () => ({ type: 'decline', reason: 'I do not coach left-handed serves.' }),
    },
    // Issue 11: a client delivers only with the analysis and its summary (deliver_submission is gone).
    deliver: {
      sql: `select * from public.deliver_analysis(submission_id => $1, summary => $2, annotations => '[]'::jsonb, comments => '[]'::jsonb)`,
      args: (id) => [id, SUMMARY],
      event: () => ({ type: 'deliver' }),
      decide: (submission, actor) => deliverAnalysis(submission, null, { ...EMPTY_CONTENT, summary: SUMMARY }, actor, Date.now()),
    },
    refund: {
      sql: `select * from public.refund_submission(submission_id => $1, reason => $2)`,
      args: (id) => [id, 'Refunded after a dispute with the pro.'],
      event: () => ({ type: 'refund', reason: 'Refunded after a dispute with the pro.' }),
    },
    // The fixtures were paid on 2026-03-01 with a 48-hour turnaround: long past for now() and Date.now().
    cancel_overdue: { sql: `select * from public.cancel_overdue_submission(submission_id => $1)`, args: (id) => [id], event: () => ({ type: 'cancel_overdue' }) },
  };

  for (const [type, call] of Object.entries(CALLS)) {
    attack(`${type}: the database allows exactly what the domain allows, from every status, for the athlete, the pro, an admin and a stranger`, async () => {
      const disagreements: string[] = [];
      let refused = 0;
      for (const status of SUBMISSION_STATUSES) {
        const id = byStatus[status];
        const submission = toDomain(await submissionRow(id));
        for (const [who, sub] of [['athlete', alice], ['pro', ana], ['admin', admin], ['stranger', pete]] as const) {
          const actor = { id: sub, isAdmin: who === 'admin' };
          const domain = call.decide ? call.decide(submission, actor) : transition(submission, call.event(), actor, Date.now());
          const expected = domain.ok ? 'ok' : domain.error.reason;
          const actual = await outcome(() => as(user(sub), (q) => q.rows(call.sql, call.args(id))));
          if (actual !== expected) disagreements.push(`${who} from ${status}: domain ${expected}, database ${actual}`);
          if (actual !== 'ok') refused += 1;
        }
      }
      expect(disagreements).toEqual([]);
      expect(refused).toBeGreaterThan(0);
    });
  }

  attack('payment_succeeded: only the service (the payment provider) confirms a payment, only while it is awaited', async () => {
    for (const status of SUBMISSION_STATUSES) {
      const id = byStatus[status];
      const submission = toDomain(await submissionRow(id));
      for (const person of [alice, ana, admin, pete]) {
        const principal: Principal = { id: person, isAdmin: person === admin };
        expect(transition(submission, { type: 'payment_succeeded' }, principal, Date.now()).ok).toBe(false);
        await expect(
          as(user(person), (q) => q.rows(`select public.confirm_payment($1, $2, 'simulated', 'sim_1', 4950, 'USD')`, [id, `checkout:${id}:1`])),
        ).rejects.toThrow(/permission denied for function confirm_payment/);
      }
      const domain = transition(submission, { type: 'payment_succeeded' }, systemActor('payments'), Date.now());
      const actual = await outcome(() => as(service, (q) => q.rows(`select public.confirm_payment($1, $2, 'simulated', 'sim_1', 4950, 'USD')`, [id, `checkout:${id}:1`])));
      expect(actual, status).toBe(domain.ok ? 'ok' : domain.error.reason);
    }
  });
});

// ---------------------------------------------------------------------------------------------
describe('submissions: attacks that must fail', () => {
  attack('a pro cannot mark their own submission paid: no direct update, no payment row, no confirm_payment', async () => {
    const id = byStatus.awaiting_payment;
    await expect(as(user(ana), (q) => q.affected(`update public.submissions set status = 'submitted' where id = $1`, [id]))).rejects.toThrow(
      'permission denied for table submissions',
    );
    await expect(
      as(user(ana), (q) => q.affected(`insert into public.payments (submission_id, payer_id, amount_cents, provider, status) values ($1, $2, 4950, 'simulated', 'succeeded')`, [id, alice])),
    ).rejects.toThrow('permission denied for table payments');
    await expect(as(user(ana), (q) => q.rows(`select public.confirm_payment($1, $2, 'simulated', 'x', 4950, 'USD')`, [id, `checkout:${id}:1`]))).rejects.toThrow(
      'permission denied for function confirm_payment',
    );
    expect((await submissionRow(id)).status).toBe('awaiting_payment');
  });

  attack('an athlete cannot deliver, start the review or mark their own submission paid', async () => {
    await expect(as(user(alice), (q) => q.rows(`select * from public.deliver_analysis($1, 'Looks great.', '[]', '[]')`, [byStatus.in_review]))).rejects.toThrow(
      'permission denied: only the pro assigned',
    );
    await expect(as(user(alice), (q) => q.rows(`select * from public.start_review($1)`, [byStatus.submitted]))).rejects.toThrow('permission denied');
    await expect(as(user(alice), (q) => q.affected(`update public.submissions set status = 'delivered' where id = $1`, [byStatus.in_review]))).rejects.toThrow(
      'permission denied for table submissions',
    );
    await expect(as(user(alice), (q) => q.rows(`select public.confirm_payment($1, $2, 'simulated', 'x', 4950, 'USD')`, [byStatus.awaiting_payment, 'k']))).rejects.toThrow(
      'permission denied for function',
    );
  });

  attack('an athlete cannot change the price, not directly, not by creating a submission with one', async () => {
    await expect(as(user(alice), (q) => q.affected(`update public.submissions set price_cents = 1, platform_fee_cents = 0 where id = $1`, [byStatus.draft]))).rejects.toThrow(
      'permission denied for table submissions',
    );
    await expect(
      as(user(alice), (q) =>
        q.affected(`insert into public.submissions (athlete_id, pro_id, sport, question, status, price_cents) values ($1, $2, 'Tennis', 'Cheap please, thanks', 'draft', 1)`, [alice, ana]),
      ),
    ).rejects.toThrow('permission denied for table submissions');
    // The function takes no price at all: it is computed from the pro and the pricing.
    await expect(as(user(alice), (q) => q.rows(`select * from public.create_submission($1, 'Tennis', 'standard', 'Is my toss right?', 1)`, [ana]))).rejects.toThrow(
      /function public.create_submission.*does not exist/,
    );
  });

  attack('even the service cannot skip a step of the lifecycle or reprice a submission past its draft (guard trigger)', async () => {
    for (const [from, to] of [['submitted', 'delivered'], ['draft', 'submitted'], ['delivered', 'in_review'], ['cancelled', 'draft'], ['refunded', 'submitted']] as const) {
      await expect(as(service, (q) => q.affected(`update public.submissions set status = $2 where id = $1`, [byStatus[from], to])), `${from}→${to}`).rejects.toThrow(
        'not a step of the submission lifecycle',
      );
    }
    await expect(as(service, (q) => q.affected(`update public.submissions set price_cents = 1 where id = $1`, [byStatus.awaiting_payment]))).rejects.toThrow(
      'the price, tier and question are fixed once checkout starts',
    );
  });

  attack('a stranger reads no submission, timeline, video row or video object; neither does an anonymous visitor', async () => {
    for (const caller of [user(bob), user(pete)]) {
      expect(await as(caller, (q) => q.rows(`select id from public.submissions where athlete_id = $1`, [alice]))).toEqual([]);
      expect(await as(caller, (q) => q.rows(`select id from public.submission_events where submission_id = any($1::uuid[])`, [Object.values(byStatus)]))).toEqual([]);
      expect(await as(caller, (q) => q.rows(`select id from public.videos where owner_id = $1`, [alice]))).toEqual([]);
      expect(await as(caller, (q) => q.rows(`select name from storage.objects where bucket_id = 'videos' and name like $1::text || '/%'`, [alice]))).toEqual([]);
    }
    for (const table of ['submissions', 'submission_events', 'videos', 'payments', 'payment_events']) {
      await expect(as(anon, (q) => q.rows(`select * from public.${table}`)), table).rejects.toThrow(`permission denied for table ${table}`);
    }
  });

  attack('the pro sees no unpaid request: not the draft, its timeline, its video nor the object', async () => {
    const ids = [byStatus.draft, byStatus.awaiting_payment, byStatus.cancelled];
    expect(await as(user(ana), (q) => q.rows(`select id from public.submissions where id = any($1::uuid[])`, [ids]))).toEqual([]);
    expect(await as(user(ana), (q) => q.rows(`select id from public.submission_events where submission_id = any($1::uuid[])`, [ids]))).toEqual([]);
    await expect(as(user(ana), (q) => q.rows(`select * from public.start_review($1)`, [byStatus.awaiting_payment]))).rejects.toThrow('No submission found');
    // Alice's ready video rides only on unpaid submissions in this transaction: nothing for Ana.
    const seen = await as(service, async (q) => {
      await q.affected(`update public.submissions set video_id = null where video_id = $1 and status in ('submitted', 'in_review', 'delivered', 'refunded')`, [aliceVideo]);
      await q.rows(`set local role authenticated`);
      await q.rows(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: ana, role: 'authenticated' })]);
      return [await q.rows(`select id from public.videos where id = $1`, [aliceVideo]), await q.rows(`select name from storage.objects where bucket_id = 'videos' and name = $1::text || '/serve.mp4'`, [alice])];
    });
    expect(seen).toEqual([[], []]);
  });

  attack("another pro cannot review, decline or deliver someone else's submission", async () => {
    await expect(as(user(pete), (q) => q.rows(`select * from public.start_review($1)`, [byStatus.submitted]))).rejects.toThrow('No submission found');
    await expect(as(user(pete), (q) => q.rows(`select * from public.decline_submission($1, 'Not my sport at all.')`, [byStatus.submitted]))).rejects.toThrow('No submission found');
    await expect(as(user(pete), (q) => q.rows(`select * from public.deliver_analysis($1, 'Looks great.', '[]', '[]')`, [byStatus.in_review]))).rejects.toThrow('No submission found');
  });

  attack('an anonymous visitor can call none of the submission functions', async () => {
    const id = byStatus.draft;
    for (const call of [
      `select * from public.create_submission('${ana}', 'Tennis', 'standard', 'Is my toss right?')`,
      `select * from public.start_checkout('${id}', '${aliceVideo}')`,
      `select * from public.cancel_submission('${id}')`,
      `select * from public.start_review('${id}')`,
      `select * from public.decline_submission('${id}', 'Not my sport at all.')`,
      `select * from public.deliver_analysis('${id}', 'Looks great.', '[]', '[]')`,
      `select * from public.refund_submission('${id}', 'Refunded after a dispute.')`,
      `select public.confirm_payment('${id}', 'checkout:${id}:1', 'simulated', 'x', 4950, 'USD')`,
    ]) {
      await expect(as(anon, (q) => q.rows(call)), call).rejects.toThrow(/permission denied for function/);
    }
  });

  attack('Issue 11 the assigned pro cannot deliver a bare submission: deliver_submission is gone for every caller, and deliver_analysis needs a summary', async () => {
    const id = byStatus.in_review;
    for (const caller of [user(ana), user(alice), user(admin), anon, service]) {
      await expect(as(caller, (q) => q.rows(`select * from public.deliver_submission($1)`, [id])), caller.role).rejects.toThrow(
        /function public.deliver_submission\(unknown\) does not exist/,
      );
    }
    for (const summary of ['', '   ']) {
      await expect(as(user(ana), (q) => q.rows(`select * from public.deliver_analysis($1, $2, '[]', '[]')`, [id, summary]))).rejects.toMatchObject({ code: '22023' });
    }
    expect(await submissionRow(id)).toMatchObject({ status: 'in_review', delivered_at: null });
  });

  attack('nobody writes the timeline by hand, not even an admin', async () => {
    for (const sub of [alice, admin]) {
      await expect(
        as(user(sub), (q) => q.affected(`insert into public.submission_events (submission_id, from_status, to_status, actor_id) values ($1, 'in_review', 'delivered', $2)`, [byStatus.in_review, ana])),
      ).rejects.toThrow('permission denied for table submission_events');
      await expect(as(user(sub), (q) => q.affected(`delete from public.submission_events where submission_id = $1`, [byStatus.draft]))).rejects.toThrow(
        'permission denied for table submission_events',
      );
    }
  });

  attack("an athlete cannot check out with someone else's video or an unfinished upload, nor create a request that breaks the rules", async () => {
    await expect(as(user(alice), (q) => q.rows(`select * from public.start_checkout($1, $2)`, [byStatus.draft, bobVideo]))).rejects.toThrow('choose one of your own videos');
    await expect(as(user(alice), (q) => q.rows(`select * from public.start_checkout($1, $2)`, [byStatus.draft, aliceUploading]))).rejects.toThrow('wait for the upload to finish');
    await expect(as(user(bob), (q) => q.rows(`select * from public.start_checkout($1, $2)`, [byStatus.draft, bobVideo]))).rejects.toThrow('No submission found');
    for (const [args, message] of [
      [[pete, 'Tennis', 'standard', 'Is my toss right?'], 'this pro does not coach that sport'],
      [[ana, 'Tennis', 'premium', 'Is my toss right?'], 'choose standard or express'],
      [[ana, 'Tennis', 'standard', '  too short '], 'your question needs 10 to 1,000 characters'],
      [[ana, 'Tennis', 'standard', 'x'.repeat(1001)], 'your question needs 10 to 1,000 characters'],
    ] as const) {
      await expect(as(user(alice), (q) => q.rows(`select * from public.create_submission($1, $2, $3, $4)`, [...args])), message).rejects.toThrow(message);
    }
    await expect(as(user(ana), (q) => q.rows(`select * from public.create_submission($1, 'Tennis', 'standard', 'Reviewing myself here')`, [ana]))).rejects.toThrow(
      'you cannot request an analysis from yourself',
    );
  });

  attack('a pro declines only with a reason', async () => {
    await expect(as(user(ana), (q) => q.rows(`select * from public.decline_submission($1, '  no ')`, [byStatus.submitted]))).rejects.toThrow('give the athlete a reason');
    await expect(as(user(ana), (q) => q.rows(`select * from public.decline_submission($1, null)`, [byStatus.submitted]))).rejects.toThrow('give the athlete a reason');
  });
});

// ---------------------------------------------------------------------------------------------
describe('payments: attacks that must fail', () => {
  attack('no client writes a payment, not the payer nor an admin, even with a full grant (guard trigger)', async () => {
    for (const sub of [alice, admin]) {
      await expect(as(user(sub), (q) => q.affected(`update public.payments set status = 'succeeded'`))).rejects.toThrow('permission denied for table payments');
      await expect(as(user(sub), (q) => q.affected(`delete from public.payments`))).rejects.toThrow('permission denied for table payments');
    }
    await expect(
      db.owner(async (q) => {
        await q.rows(`grant insert, update on public.payments to authenticated`);
        await q.rows(`set local role authenticated`);
        await q.rows(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: alice, role: 'authenticated' })]);
        await q.affected(`insert into public.payments (submission_id, payer_id, amount_cents, provider, status) values ($1, $2, 1, 'simulated', 'succeeded')`, [byStatus.awaiting_payment, alice]);
      }),
    ).rejects.toThrow('payments are written by the server only');
  });

  attack('a webhook delivered twice is applied once; a retried attempt key charges once; a second charge is refused', async () => {
    const id = byStatus.awaiting_payment;
    const result = await as(service, async (q) => {
      const confirm = (key: string, eventId: string | null) =>
        q.rows<{ r: { applied: boolean } }>(`select public.confirm_payment($1, $2, 'stripe', 'cs_1', 4950, 'USD', $3) as r`, [id, key, eventId]).then((rows) => rows[0]!.r);
      const first = await confirm(`checkout:${id}:1`, 'evt_1');
      const again = await confirm(`checkout:${id}:1`, 'evt_1');
      const sameKey = await confirm(`checkout:${id}:1`, 'evt_2');
      const payments = await q.rows<{ status: string; idempotency_key: string; attempt: number }>(`select status, idempotency_key, attempt from public.payments where submission_id = $1`, [id]);
      const events = await q.rows(`select provider_event_id from public.payment_events order by provider_event_id`);
      return { first, again, sameKey, payments, events };
    });
    expect(result.first).toEqual({ applied: true });
    expect(result.again).toEqual({ applied: false, reason: 'event already applied' });
    expect(result.sameKey).toEqual({ applied: false, reason: 'attempt already paid' });
    expect(result.payments).toEqual([{ status: 'succeeded', idempotency_key: `checkout:${id}:1`, attempt: 1 }]);
    expect(result.events).toEqual([{ provider_event_id: 'evt_1' }, { provider_event_id: 'evt_2' }]);
    // A second attempt's success for an already paid submission: refused, nothing recorded.
    await expect(
      as(service, async (q) => {
        await q.rows(`select public.confirm_payment($1, $2, 'stripe', 'cs_1', 4950, 'USD')`, [id, `checkout:${id}:1`]);
        await q.rows(`select public.confirm_payment($1, $2, 'stripe', 'cs_2', 4950, 'USD')`, [id, `checkout:${id}:2`]);
      }),
    ).rejects.toThrow(/a submitted submission cannot take the event payment_succeeded|payments_one_success_per_submission/);
  });

  attack("a payment must be for the submission's exact total and carry one of its attempt keys", async () => {
    const id = byStatus.awaiting_payment;
    await expect(as(service, (q) => q.rows(`select public.confirm_payment($1, $2, 'stripe', 'x', 1, 'USD')`, [id, `checkout:${id}:1`]))).rejects.toThrow(
      "the amount paid is not the submission's total",
    );
    await expect(as(service, (q) => q.rows(`select public.confirm_payment($1, $2, 'stripe', 'x', 4950, 'EUR')`, [id, `checkout:${id}:1`]))).rejects.toThrow(
      "the amount paid is not the submission's total",
    );
    await expect(as(service, (q) => q.rows(`select public.confirm_payment($1, $2, 'stripe', 'x', 4950, 'USD')`, [id, `checkout:${byStatus.draft}:1`]))).rejects.toThrow(
      'the idempotency key is not one of',
    );
    await expect(
      as(service, (q) => q.affected(`insert into public.payments (submission_id, payer_id, amount_cents, provider, idempotency_key, attempt) values ($1, $2, 4950, 'x', 'checkout:other:1', 1)`, [id, alice])),
    ).rejects.toThrow(/payments_key_is_the_attempts/);
  });

  attack('a settled payment does not change its mind (pending → succeeded | failed, succeeded → refunded only)', async () => {
    const [pay] = await db.service((q) =>
      q.rows<{ id: string }>(`insert into public.payments (submission_id, payer_id, amount_cents, provider, status) values ($1, $2, 4950, 'simulated', 'failed') returning id`, [
        byStatus.cancelled,
        alice,
      ]),
    );
    await expect(as(service, (q) => q.affected(`update public.payments set status = 'succeeded' where id = $1`, [pay!.id]))).rejects.toThrow('a payment cannot go from failed to succeeded');
    await expect(as(service, (q) => q.affected(`update public.payments set amount_cents = 1 where id = $1`, [pay!.id]))).rejects.toThrow("a payment's amount, payer and key cannot change");
  });

  attack('the pro and strangers read no payment; nobody but admins reads webhook deliveries', async () => {
    await db.service((q) => q.rows(`insert into public.payments (submission_id, payer_id, amount_cents, provider, status) values ($1, $2, 4950, 'simulated', 'succeeded')`, [byStatus.delivered, alice]));
    await db.service((q) => q.rows(`insert into public.payment_events (provider_event_id, provider) values ('evt_seed', 'stripe')`));
    for (const sub of [ana, bob]) {
      expect(await as(user(sub), (q) => q.rows(`select id from public.payments`)), sub).toEqual([]);
    }
    for (const sub of [alice, ana]) expect(await as(user(sub), (q) => q.rows(`select * from public.payment_events`))).toEqual([]);
    expect(await as(user(admin), (q) => q.rows(`select provider_event_id from public.payment_events`))).toEqual([{ provider_event_id: 'evt_seed' }]);
    expect(await as(user(alice), (q) => q.rows<{ amount_cents: number }>(`select amount_cents from public.payments where submission_id = $1`, [byStatus.delivered]))).toEqual([
      { amount_cents: 4950 },
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
describe('videos: attacks that must fail', () => {
  attack('an upload record refuses a text file, an image or a file over the limit (2 GiB by default)', async () => {
    const insert = (mime: string, size: number) =>
      as(user(alice), (q) => q.affected(`insert into public.videos (owner_id, path, file_name, mime_type, size_bytes) values ($1::uuid, $1::text || '/f', 'f', $2, $3)`, [alice, mime, size]));
    await expect(insert('text/plain', 10)).rejects.toThrow('this file type is not an accepted video type');
    await expect(insert('image/png', 10)).rejects.toThrow('this file type is not an accepted video type');
    await expect(insert('video/mp4', 2 * 1024 ** 3 + 1)).rejects.toThrow('the file is larger than the upload limit');
    expect(await insert('video/mp4', 2 * 1024 ** 3)).toBe(1);
  });

  attack("a user cannot record a video in someone else's name or folder, nor start it already ready", async () => {
    await expect(
      as(user(bob), (q) => q.affected(`insert into public.videos (owner_id, path, file_name, mime_type, size_bytes) values ($1::uuid, $1::text || '/x.mp4', 'x.mp4', 'video/mp4', 10)`, [alice])),
    ).rejects.toThrow(/row-level security/);
    await expect(
      as(user(bob), (q) => q.affected(`insert into public.videos (owner_id, path, file_name, mime_type, size_bytes) values ($1, $2::text || '/x.mp4', 'x.mp4', 'video/mp4', 10)`, [bob, alice])),
    ).rejects.toThrow(/videos_in_owner_folder/);
    await expect(
      as(user(bob), (q) => q.affected(`insert into public.videos (owner_id, path, file_name, mime_type, size_bytes, status) values ($1::uuid, $1::text || '/x.mp4', 'x.mp4', 'video/mp4', 10, 'ready')`, [bob])),
    ).rejects.toThrow('permission denied for table videos');
  });

  attack('an owner finishes an upload once; only an admin repairs, fails or annotates a video; nobody edits what was uploaded', async () => {
    await expect(as(user(alice), (q) => q.affected(`update public.videos set status = 'failed' where id = $1`, [aliceVideo]))).rejects.toThrow('this video status change is not allowed');
    await expect(as(user(alice), (q) => q.affected(`update public.videos set duration_s = 1 where id = $1`, [aliceVideo]))).rejects.toThrow('video facts are written when the upload finishes');
    await expect(as(user(alice), (q) => q.affected(`update public.videos set repair_note = 'I fixed it myself, trust me' where id = $1`, [aliceVideo]))).rejects.toThrow(
      'only administrators write a repair note',
    );
    await expect(as(user(alice), (q) => q.affected(`update public.videos set path = $2::text || '/stolen.mp4' where id = $1`, [aliceVideo, bob]))).rejects.toThrow(
      'permission denied for table videos',
    );
    await expect(as(user(alice), (q) => q.affected(`update public.videos set status = 'ready' where id = $1`, [aliceUploading]))).rejects.toThrow(/videos_ready_has_facts/);
    expect(await as(user(bob), (q) => q.affected(`update public.videos set status = 'needs_repair' where id = $1`, [aliceUploading]))).toBe(0);
    await expect(as(user(admin), (q) => q.affected(`update public.videos set status = 'failed' where id = $1`, [bobVideo]))).rejects.toThrow(/videos_failed_has_note/);
  });

  attack('Issue 10.2 only its owner cancels (deletes) an upload still uploading; nobody deletes a finished video this way', async () => {
    const cancel = (caller: Caller, id: string) => as(caller, (q) => q.affected(`delete from public.videos where id = $1`, [id]));
    expect(await cancel(user(bob), aliceUploading)).toBe(0);
    expect(await cancel(user(admin), aliceUploading)).toBe(0);
    expect(await cancel(user(alice), aliceVideo)).toBe(0);
    expect(await cancel(user(bob), bobVideo)).toBe(0);
    await expect(cancel(anon, aliceUploading)).rejects.toThrow('permission denied for table videos');
    // The owner's own upload, still uploading, goes.
    expect(await cancel(user(alice), aliceUploading)).toBe(1);
  });

  attack('a clip cannot be replaced or deleted once its submission left the draft', async () => {
    expect(await as(user(alice), (q) => q.affected(`delete from storage.objects where bucket_id = 'videos' and name = $1::text || '/serve.mp4'`, [alice]))).toBe(0);
    expect(await as(user(alice), (q) => q.affected(`update storage.objects set metadata = '{}' where bucket_id = 'videos' and name = $1::text || '/serve.mp4'`, [alice]))).toBe(0);
    // Its own unsubmitted upload stays the athlete's to remove.
    expect(await as(user(alice), (q) => q.affected(`delete from storage.objects where bucket_id = 'videos' and name = $1::text || '/volley.mp4'`, [alice]))).toBe(1);
  });
});

describe('pricing and settings: attacks that must fail', () => {
  attack('a non-admin cannot change the pricing or the app settings', async () => {
    expect(await as(user(ana), (q) => q.affected(`update public.pricing set platform_fee_percent = 0`))).toBe(0);
    expect(await as(user(alice), (q) => q.affected(`update public.app_settings set max_upload_bytes = 53687091200`))).toBe(0);
    await expect(as(anon, (q) => q.affected(`update public.pricing set platform_fee_percent = 0`))).rejects.toThrow('permission denied for table pricing');
    await expect(as(user(admin), (q) => q.affected(`update public.pricing set platform_fee_percent = 101`))).rejects.toThrow(/pricing_platform_fee_percent_check/);
  });
});

// ---------------------------------------------------------------------------------------------
describe('the journey from clip to delivered review: what must succeed', () => {
  it('an athlete requests, uploads, checks out, the provider confirms; the pro reviews and delivers; the timeline records who and when', async () => {
    const result = await db.as(user(alice), async (q) => {
      const switchTo = async (caller: Caller) => {
        await q.rows(`set local role ${caller.role}`);
        await q.rows(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(caller.role === 'authenticated' ? { sub: caller.sub, role: caller.role } : { role: caller.role })]);
      };
      const [draft] = await q.rows<Record<string, unknown>>(`select * from public.create_submission($1, 'Tennis', 'express', '  Is my serve toss too far forward?  ')`, [ana]);
      const id = draft!.id as string;
      const [video] = await q.rows<{ id: string }>(`insert into public.videos (owner_id, path, file_name, mime_type, size_bytes) values ($1::uuid, $1::text || '/new.mp4', 'new.mp4', 'video/mp4', 5000) returning id`, [alice]);
      await q.affected(`insert into storage.objects (bucket_id, name, owner) values ('videos', $1::text || '/new.mp4', $1::uuid)`, [alice]);
      await q.affected(`update public.videos set status = 'ready', duration_s = 8, width = 1920, height = 1080, thumbnail_path = $2::text || '/new.jpg' where id = $1`, [video!.id, alice]);
      const [checkout] = await q.rows<{ status: string; video_id: string }>(`select * from public.start_checkout($1, $2)`, [id, video!.id]);
      await switchTo(user(ana));
      const proBeforePayment = await q.rows(`select id from public.submissions where id = $1`, [id]);
      await switchTo(service);
      await q.rows(`select public.confirm_payment($1, $2, 'simulated', 'sim_1', $3, 'USD', 'evt_journey')`, [id, `checkout:${id}:1`, draft!.total_cents]);
      await switchTo(user(ana));
      const proSees = await q.rows<{ id: string }>(`select id from public.submissions where id = $1`, [id]);
      const proVideo = await q.rows<{ id: string }>(`select id from public.videos where id = $1`, [video!.id]);
      const proObject = await q.rows<{ name: string }>(`select name from storage.objects where bucket_id = 'videos' and name = $1::text || '/new.mp4'`, [alice]);
      await q.rows(`select * from public.start_review($1)`, [id]);
      await q.rows(`select * from public.deliver_analysis($1, 'Move the toss forward and finish higher.', '[]', '[]')`, [id]);
      const [delivered] = await q.rows<Record<string, unknown>>(`select * from public.submissions where id = $1`, [id]);
      await switchTo(user(alice));
      const timeline = await q.rows<{ from_status: string | null; to_status: string; actor_id: string | null }>(
        `select from_status, to_status, actor_id from public.submission_events where submission_id = $1 order by id`,
        [id],
      );
      return { draft: draft!, checkout: checkout!, proBeforePayment, proSees, proVideo, proObject, delivered: delivered!, timeline };
    });
    const expected = quote({ priceCents: 4500, currency: 'USD', turnaroundHours: 48 }, 'express', DEFAULT_PRICING);
    expect(result.draft).toMatchObject({
      status: 'draft',
      athlete_id: alice,
      question: 'Is my serve toss too far forward?',
      tier: 'express',
      price_cents: expected.priceCents,
      platform_fee_cents: expected.platformFeeCents,
      total_cents: expected.totalCents,
      turnaround_hours: expected.turnaroundHours,
    });
    expect(result.checkout.status).toBe('awaiting_payment');
    expect(result.proBeforePayment).toEqual([]);
    expect([result.proSees.length, result.proVideo.length, result.proObject.length]).toEqual([1, 1, 1]);
    expect(result.delivered).toMatchObject({ status: 'delivered' });
    expect(result.delivered.delivered_at).toBeInstanceOf(Date);
    expect(result.timeline).toEqual([
      { from_status: null, to_status: 'draft', actor_id: alice },
      { from_status: 'draft', to_status: 'awaiting_payment', actor_id: alice },
      { from_status: 'awaiting_payment', to_status: 'submitted', actor_id: null },
      { from_status: 'submitted', to_status: 'in_review', actor_id: ana },
      { from_status: 'in_review', to_status: 'delivered', actor_id: ana },
    ]);
  });

  it('a standard request is priced as the domain prices it; the pro declines with a reason: refunded in full, the athlete reads why', async () => {
    const { created, declined, note } = await db.as(user(alice), async (q) => {
      const [row] = await q.rows<Record<string, unknown>>(`select * from public.create_submission($1, 'Golf', 'standard', 'How is my backswing looking?')`, [ana]);
      const [after] = await q.rows<Record<string, unknown>>(`select * from public.submissions where id = $1`, [byStatus.submitted]);
      await q.rows(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: ana, role: 'authenticated' })]);
      const [d] = await q.rows<Record<string, unknown>>(`select * from public.decline_submission($1, '  I do not coach left-handed serves.  ')`, [byStatus.submitted]);
      await q.rows(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: alice, role: 'authenticated' })]);
      const [n] = await q.rows<{ note: string }>(`select note from public.submission_events where submission_id = $1 and to_status = 'refunded'`, [byStatus.submitted]);
      return { created: row!, before: after!, declined: d!, note: n!.note };
    });
    const expected = quote({ priceCents: 4500, currency: 'USD', turnaroundHours: 48 }, 'standard');
    expect(created).toMatchObject({ price_cents: expected.priceCents, platform_fee_cents: expected.platformFeeCents, total_cents: expected.totalCents, turnaround_hours: 48 });
    expect(declined).toMatchObject({ status: 'refunded', refund_requested: true, total_cents: 4950 });
    expect(note).toBe('I do not coach left-handed serves.');
  });

  it('deleting the pro still cancels open submissions and marks paid ones for refund, each step on the timeline', async () => {
    const { outcome: result, events } = await db.as(user(admin), async (q) => {
      const [o] = await q.rows<{ outcome: unknown }>(`select public.delete_pro(pro_id => $1) as outcome`, [ana]);
      const e = await q.rows<{ from_status: string; to_status: string; actor_id: string }>(
        `select from_status, to_status, actor_id from public.submission_events where to_status = 'cancelled' and from_status is not null order by from_status`,
      );
      return { outcome: o!.outcome, events: e };
    });
    expect(result).toEqual({ cancelled_submissions: 4, refunds_requested: 0 });
    expect(events).toEqual(['awaiting_payment', 'draft', 'in_review', 'submitted'].map((from) => ({ from_status: from, to_status: 'cancelled', actor_id: admin })));
  });

  it('an admin raises the upload limit and the videos bucket follows; everyone reads pricing and settings', async () => {
    const bucket = await db.as(user(admin), async (q) => {
      await q.affected(`update public.app_settings set max_upload_bytes = 5368709120, allowed_video_types = array['video/mp4', 'video/webm']`);
      await q.rows(`reset role`); // read the bucket as the storage service does
      return q.rows<{ file_size_limit: string; allowed_mime_types: string[] }>(`select file_size_limit::text, allowed_mime_types from storage.buckets where id = 'videos'`);
    });
    // The bucket also takes the thumbnails' JPEG (20250601000700_video_thumbnails_and_repair.sql).
    expect(bucket).toEqual([{ file_size_limit: '5368709120', allowed_mime_types: ['video/mp4', 'video/webm', 'image/jpeg'] }]);
    const [settings] = await as(anon, (q) => q.rows<{ max_upload_bytes: string }>(`select max_upload_bytes from public.app_settings`));
    expect(Number(settings!.max_upload_bytes)).toBe(2 * 1024 ** 3);
    const [pricing] = await as(anon, (q) => q.rows(`select currency, platform_fee_percent, express_surcharge_percent, express_turnaround_percent, express_min_turnaround_hours from public.pricing`));
    expect(pricing).toEqual({ currency: 'USD', platform_fee_percent: 10, express_surcharge_percent: 50, express_turnaround_percent: 50, express_min_turnaround_hours: 12 });
  });

  it('every new function is security definer with an empty search_path; the API roles cannot reach the private ones', async () => {
    const names = [
      'create_submission', 'start_checkout', 'cancel_submission', 'start_review', 'decline_submission', 'refund_submission', 'confirm_payment',
      'fire_submission_event', 'can_read_submission', 'pro_assigned_to_video', 'pro_may_read_video_object', 'video_object_locked', 'record_submission_event',
      'is_submission_step', 'sync_videos_bucket',
    ];
    const fns = await db.owner((q) =>
      q.rows<{ name: string; secdef: boolean; config: string[] | null }>(`select p.proname as name, p.prosecdef as secdef, p.proconfig as config from pg_proc p where p.proname = any($1)`, [names]),
    );
    expect(fns.map((f) => f.name).sort()).toEqual([...names].sort());
    for (const fn of fns) expect(fn, fn.name).toMatchObject({ secdef: true, config: ['search_path=""'] });
    await expect(as(user(alice), (q) => q.rows(`select * from private.fire_submission_event($1, 'payment_succeeded', null, null, true)`, [byStatus.awaiting_payment]))).rejects.toThrow(
      /permission denied for function/,
    );
    await expect(as(user(alice), (q) => q.rows(`select * from private.submission_transitions`))).rejects.toThrow(/permission denied/);
    // The guard triggers run as the caller, so they know who writes (and are not a way around RLS).
    const guards = await db.owner((q) =>
      q.rows<{ name: string; secdef: boolean }>(`select proname as name, prosecdef as secdef from pg_proc where proname in ('guard_video_write', 'guard_submission_write', 'guard_payment_write') order by proname`),
    );
    expect(guards).toEqual([
      { name: 'guard_payment_write', secdef: false },
      { name: 'guard_submission_write', secdef: false },
      { name: 'guard_video_write', secdef: false },
    ]);
  });
});

it('every submission policy attack was tried and refused', () => {
  expect(attacks).toEqual({ tried: ATTACK_TITLES.length, refused: ATTACK_TITLES.length });
});
