// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisRow, contentColumns } from '../../src/adapters/shared/analysis-rows';
import { deliverAnalysis, openAnalysis, saveDraft, type Analysis } from '../../src/domain/analysis/analysis';
import type { AnalysisContent } from '../../src/domain/analysis/analysis-content';
import type { Actor } from '../../src/domain/shared/actor';
import { SUBMISSION_STATUSES, type Submission, type SubmissionStatus } from '../../src/domain/submissions/submission';
import { startSupabaseTestDb, type Caller, type Query, type SupabaseTestDb } from './support/supabase-test-db';
import { user, anon, outcome } from './support/callers';
import { attackCounter } from './support/attacks';

/**
 * Issue 11's security on a real Postgres engine: the analyses migration's row-level security,
 * grants, guard trigger and functions, attacked as a client through PostgREST could (`set local
 * role`, the caller's JWT claims), and held to the domain's analysis rules case by case. Each
 * `as(...)` runs in a rolled-back transaction; the fixtures are committed once.
 */

let db: SupabaseTestDb;
let alice: string; // athlete
let bob: string; // another athlete
let ana: string; // the assigned pro
let pete: string; // another pro
let admin: string;
let aliceVideo: string;
/** One submission of alice to ana in every status; the delivered one has a delivered analysis. */
const byStatus = {} as Record<SubmissionStatus, string>;
let bobDelivered: string;

const { attacks, attack, titles: ATTACK_TITLES } = attackCounter();

const as = <T>(caller: Caller, work: (q: Query) => Promise<T>): Promise<T> => db.as(caller, work);

/** The refusal reason the Supabase adapter maps each SQL error code to (lifecycleError). */

const CONTENT: AnalysisContent = {
  drawings: [
    { id: 'd1', kind: 'arrow', points: [{ x: 0.1, y: 0.2 }, { x: 0.45, y: 0.5 }], colour: '#ff3b30', strokeWidth: 4, range: { start: 1, end: 2 } },
    { id: 'd2', kind: 'text', points: [{ x: 0.7, y: 0.1 }], colour: '#ffffff', strokeWidth: 2, range: { start: 0, end: 1 }, text: 'Elbow up' },
  ],
  comments: [{ id: 'c1', at: 1.5, text: 'Toss the ball further forward.' }],
  summary: 'A solid serve: move the toss forward.',
  compare: { kind: 'athlete-video', videoId: 'another-clip', mainStart: 1, otherStart: 0.5 },
};

/** The function call with the content's columns as PostgREST sends them. */
const callWith = (fn: 'save_analysis_draft' | 'deliver_analysis', id: string, content: AnalysisContent = CONTENT) => {
  const c = contentColumns(content);
  return (q: Query) =>
    q.rows(`select * from public.${fn}(submission_id => $1, summary => $2, annotations => $3::jsonb, comments => $4::jsonb, compare => $5::jsonb)`, [
      id,
      c.summary,
      JSON.stringify(c.annotations),
      JSON.stringify(c.comments),
      c.compare === null ? null : JSON.stringify(c.compare),
    ]);
};
const open = (id: string) => (q: Query) => q.rows(`select * from public.open_analysis(submission_id => $1)`, [id]);
const raw = (fn: 'save_analysis_draft' | 'deliver_analysis', id: string, annotations: unknown, comments: unknown = [], compare: unknown = null, summary = CONTENT.summary) => (q: Query) =>
  q.rows(`select * from public.${fn}($1, $2, $3::jsonb, $4::jsonb, $5::jsonb)`, [id, summary, JSON.stringify(annotations), JSON.stringify(comments), compare === null ? null : JSON.stringify(compare)]);

async function seedPro(id: string): Promise<void> {
  await db.service((q) =>
    q.rows(
      `insert into public.pros (id, display_name, headline, bio, sports, years_experience, price_cents, turnaround_hours, verification_status)
       values ($1, 'A Pro', 'Coach', 'Coaching athletes for many years with video analysis.', array['Tennis'], 5, 4500, 48, 'approved')`,
      [id],
    ),
  );
}

const PAID: readonly SubmissionStatus[] = ['submitted', 'in_review', 'delivered', 'refunded'];

async function seedSubmission(athlete: string, status: SubmissionStatus, video: string | null): Promise<string> {
  const [row] = await db.service((q) =>
    q.rows<{ id: string }>(
      `insert into public.submissions (athlete_id, pro_id, video_id, sport, question, tier, status, price_cents, platform_fee_cents, currency, turnaround_hours, submitted_at, delivered_at, refund_requested)
       values ($1, $2, $3, 'Tennis', 'Is my serve toss too far forward?', 'standard', $4, 4500, 450, 'USD', 48, $5, $6, $7) returning id`,
      [athlete, ana, status === 'draft' ? null : video, status, PAID.includes(status) ? '2026-03-01T10:00:00Z' : null, status === 'delivered' ? '2026-03-02T10:00:00Z' : null, status === 'refunded'],
    ),
  );
  return row!.id;
}

async function seedDeliveredAnalysis(submissionId: string): Promise<void> {
  const row = analysisRow({ submissionId, proId: ana, status: 'delivered', content: CONTENT, updatedAt: null, deliveredAt: '2026-03-02T10:00:00.000Z' });
  await db.service((q) =>
    q.rows(`insert into public.analyses (submission_id, pro_id, status, summary, annotations, comments, compare, delivered_at) values ($1, $2, 'delivered', $3, $4::jsonb, $5::jsonb, $6::jsonb, $7)`, [
      submissionId,
      ana,
      row.summary,
      JSON.stringify(row.annotations),
      JSON.stringify(row.comments),
      JSON.stringify(row.compare),
      row.delivered_at,
    ]),
  );
}

/** The row as the domain sees it. */
async function submissionOf(id: string): Promise<Submission> {
  const [r] = await db.service((q) => q.rows<Record<string, unknown>>(`select * from public.submissions where id = $1`, [id]));
  const iso = (v: unknown) => (v ? (v as Date).toISOString() : null);
  return {
    id: r!.id as string,
    athleteId: r!.athlete_id as string,
    proId: r!.pro_id as string,
    videoId: (r!.video_id as string | null) ?? null,
    sport: r!.sport as string,
    question: r!.question as string,
    tier: r!.tier as Submission['tier'],
    status: r!.status as SubmissionStatus,
    priceCents: r!.price_cents as number,
    platformFeeCents: r!.platform_fee_cents as number,
    referralCreditCents: r!.referral_credit_cents as number,
    currency: r!.currency as string,
    turnaroundHours: r!.turnaround_hours as number,
    submittedAt: iso(r!.submitted_at),
    deliveredAt: iso(r!.delivered_at),
    refundRequested: r!.refund_requested as boolean,
    createdAt: iso(r!.created_at)!,
    updatedAt: iso(r!.updated_at)!,
  };
}

const storedFor = (status: SubmissionStatus, s: Submission): Analysis | null =>
  status === 'delivered' ? { submissionId: s.id, proId: ana, status: 'delivered', content: CONTENT, updatedAt: null, deliveredAt: '2026-03-02T10:00:00.000Z' } : null;

beforeAll(async () => {
  db = await startSupabaseTestDb();
  alice = await db.signUp('alice@example.com', { first_name: 'Alice' });
  bob = await db.signUp('bob@example.com', { first_name: 'Bob' });
  ana = await db.signUp('ana@example.com', { first_name: 'Ana', account_type: 'pro' });
  pete = await db.signUp('pete@example.com', { first_name: 'Pete', account_type: 'pro' });
  admin = await db.signUp('admin@example.com', { first_name: 'Ada' });
  await db.service((q) => q.rows(`update public.profiles set is_admin = true where id = $1`, [admin]));
  await seedPro(ana);
  await seedPro(pete);
  const [video] = await db.service((q) =>
    q.rows<{ id: string }>(
      `insert into public.videos (owner_id, path, file_name, mime_type, size_bytes, status, duration_s, width, height) values ($1::uuid, $1::text || '/serve.mp4', 'serve.mp4', 'video/mp4', 1000, 'ready', 12.5, 1280, 720) returning id`,
      [alice],
    ),
  );
  aliceVideo = video!.id;
  for (const status of SUBMISSION_STATUSES) byStatus[status] = await seedSubmission(alice, status, aliceVideo);
  await seedDeliveredAnalysis(byStatus.delivered);
  const [bobs] = await db.service((q) =>
    q.rows<{ id: string }>(
      `insert into public.videos (owner_id, path, file_name, mime_type, size_bytes, status, duration_s, width, height) values ($1::uuid, $1::text || '/b.mp4', 'b.mp4', 'video/mp4', 1000, 'ready', 10, 640, 480) returning id`,
      [bob],
    ),
  );
  bobDelivered = await seedSubmission(bob, 'delivered', bobs!.id);
  await seedDeliveredAnalysis(bobDelivered);
}, 180_000);

afterAll(() => {
  console.log(`analysis policy attacks refused: ${attacks.refused} of ${attacks.tried}`);
  db?.pg.close();
});

// ---------------------------------------------------------------------------------------------
describe('Issue 11 the SQL analysis rules are the domain’s, case by case', () => {
  const WHO = () => [['athlete', alice], ['pro', ana], ['admin', admin], ['stranger', pete]] as const;
  const CASES = {
    open: { sql: (id: string) => open(id), domain: (s: Submission, stored: Analysis | null, actor: Actor) => openAnalysis(s, stored, actor) },
    save: { sql: (id: string) => callWith('save_analysis_draft', id), domain: (s: Submission, stored: Analysis | null, actor: Actor) => saveDraft(s, stored, CONTENT, actor, Date.now()) },
    deliver: { sql: (id: string) => callWith('deliver_analysis', id), domain: (s: Submission, stored: Analysis | null, actor: Actor) => deliverAnalysis(s, stored, CONTENT, actor, Date.now()) },
  };
  for (const [name, call] of Object.entries(CASES)) {
    attack(`${name}: the database allows exactly what the domain allows, from every submission status, for the athlete, the pro, an admin and a stranger`, async () => {
      const disagreements: string[] = [];
      let refused = 0;
      for (const status of SUBMISSION_STATUSES) {
        const submission = await submissionOf(byStatus[status]);
        for (const [who, sub] of WHO()) {
          const domain = call.domain(submission, storedFor(status, submission), { id: sub, isAdmin: who === 'admin' });
          const expected = domain.ok ? 'ok' : domain.error.reason;
          const actual = await outcome(() => as(user(sub), call.sql(submission.id)));
          if (actual !== expected) disagreements.push(`${who} on ${status}: domain ${expected}, database ${actual}`);
          if (actual !== 'ok') refused += 1;
        }
      }
      expect(disagreements).toEqual([]);
      expect(refused).toBeGreaterThan(0);
    });
  }
});

// ---------------------------------------------------------------------------------------------
describe('Issue 11 analyses: attacks that must fail', () => {
  attack('no client writes the table directly: insert, update and delete are refused for the pro, the athlete and an admin', async () => {
    for (const who of [ana, alice, admin]) {
      await expect(
        as(user(who), (q) => q.affected(`insert into public.analyses (submission_id, pro_id, summary) values ($1, $2, 'Sneaked in')`, [byStatus.in_review, ana])),
      ).rejects.toThrow('permission denied for table analyses');
      await expect(as(user(who), (q) => q.affected(`update public.analyses set summary = 'Rewritten' where submission_id = $1`, [byStatus.delivered]))).rejects.toThrow(
        'permission denied for table analyses',
      );
      await expect(as(user(who), (q) => q.affected(`delete from public.analyses where submission_id = $1`, [byStatus.delivered]))).rejects.toThrow('permission denied for table analyses');
    }
  });

  attack('a signed-out caller reads nothing and may call no analysis function', async () => {
    await expect(as(anon, (q) => q.rows(`select * from public.analyses`))).rejects.toThrow('permission denied for table analyses');
    await expect(as(anon, open(byStatus.in_review))).rejects.toThrow('permission denied for function open_analysis');
    await expect(as(anon, callWith('save_analysis_draft', byStatus.in_review))).rejects.toThrow('permission denied for function save_analysis_draft');
    await expect(as(anon, callWith('deliver_analysis', byStatus.in_review))).rejects.toThrow('permission denied for function deliver_analysis');
  });

  attack('the athlete cannot read, open, save or deliver a draft; reads only their own delivered analysis', async () => {
    const draft = await as(user(ana), async (q) => {
      await callWith('save_analysis_draft', byStatus.in_review)(q);
      await q.rows(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: alice, role: 'authenticated' })]);
      return { read: await q.rows(`select summary from public.analyses where submission_id = $1`, [byStatus.in_review]) };
    });
    expect(draft.read).toEqual([]);
    expect(await outcome(() => as(user(alice), open(byStatus.in_review)))).toBe('forbidden');
    expect(await outcome(() => as(user(alice), callWith('save_analysis_draft', byStatus.in_review)))).toBe('forbidden');
    expect(await outcome(() => as(user(alice), callWith('deliver_analysis', byStatus.in_review)))).toBe('forbidden');
    expect(await as(user(alice), (q) => q.rows(`select submission_id from public.analyses`))).toEqual([{ submission_id: byStatus.delivered }]);
    expect(await as(user(bob), (q) => q.rows(`select submission_id from public.analyses`))).toEqual([{ submission_id: bobDelivered }]);
  });

  attack('another pro reads nothing and finds no submission to open, save or deliver', async () => {
    expect(await as(user(pete), (q) => q.rows(`select * from public.analyses`))).toEqual([]);
    for (const fn of [open(byStatus.in_review), callWith('save_analysis_draft', byStatus.in_review), callWith('deliver_analysis', byStatus.in_review)]) {
      await expect(as(user(pete), fn)).rejects.toThrow('No submission found');
    }
  });

  attack('a delivered analysis cannot change: not by its pro, not by an admin, not even with service rights', async () => {
    for (const who of [ana, admin]) {
      await expect(as(user(who), callWith('save_analysis_draft', byStatus.delivered, { ...CONTENT, summary: 'Changed afterwards.' }))).rejects.toThrow('can no longer be changed');
      await expect(as(user(who), callWith('deliver_analysis', byStatus.delivered))).rejects.toThrow('can no longer be changed');
    }
    await expect(db.as({ role: 'service_role' }, (q) => q.affected(`update public.analyses set summary = 'Changed afterwards.' where submission_id = $1`, [byStatus.delivered]))).rejects.toThrow(
      'can no longer be changed',
    );
  });

  attack('content that breaks the domain’s rules is refused: off the frame, wrong point counts, not numbers, bad colours and widths, ranges, texts, comments, compare', async () => {
    const line = { id: 'x', shape: 'line', points: [[0.1, 0.1], [0.2, 0.2]], colour: '#ff0000', stroke_width: 4, start_s: 1, end_s: 2 };
    const bad: unknown[][] = [
      [{ ...line, points: [[1.5, 0.1], [0.2, 0.2]] }],
      [{ ...line, points: [[-0.1, 0.1], [0.2, 0.2]] }],
      [{ ...line, points: [[0.1, 0.1]] }],
      [{ ...line, shape: 'angle' }],
      [{ ...line, shape: 'hexagon' }],
      [{ ...line, points: [['0.1', 0.1], [0.2, 0.2]] }],
      [{ ...line, colour: 'red;background:url(x)' }],
      [{ ...line, stroke_width: 0 }],
      [{ ...line, stroke_width: 2.5 }],
      [{ ...line, start_s: 3, end_s: 2 }],
      [{ ...line, start_s: -1 }],
      [{ ...line, text: 'words on a line' }],
      [{ ...line, shape: 'text', points: [[0.1, 0.1]], text: '   ' }],
      [line, line],
      [{ ...line, id: '' }],
      Array.from({ length: 501 }, (_, i) => ({ ...line, id: `d${i}` })),
    ];
    for (const annotations of bad) {
      expect(await outcome(() => as(user(ana), raw('save_analysis_draft', byStatus.in_review, annotations))), JSON.stringify(annotations).slice(0, 80)).toBe('invalid');
    }
    for (const comments of [[{ id: 'c', time_s: -1, text: 'Early' }], [{ id: 'c', time_s: 1, text: ' ' }], [{ id: 'c', time_s: 1, text: 'x'.repeat(1001) }], [{ time_s: 1, text: 'No id' }]]) {
      expect(await outcome(() => as(user(ana), raw('save_analysis_draft', byStatus.in_review, [line], comments)))).toBe('invalid');
    }
    for (const compare of [{ kind: 'anything', video_id: 'v', main_start_s: 0, other_start_s: 0 }, { kind: 'reference', video_id: '', main_start_s: 0, other_start_s: 0 }, { kind: 'reference', video_id: 'v', main_start_s: -2, other_start_s: 0 }]) {
      expect(await outcome(() => as(user(ana), raw('save_analysis_draft', byStatus.in_review, [line], [], compare)))).toBe('invalid');
    }
    expect(await outcome(() => as(user(ana), raw('save_analysis_draft', byStatus.in_review, [line], [], null, 'x'.repeat(10_001))))).toBe('invalid');
    expect(await outcome(() => as(user(ana), raw('save_analysis_draft', byStatus.in_review, [line])))).toBe('ok');
  });

  attack('delivery needs a summary, and a refused delivery leaves nothing behind: the submission stays in review, no notice is sent', async () => {
    const result = await as(user(ana), async (q) => {
      const refused = await outcome(() => callWith('deliver_analysis', byStatus.in_review, { ...CONTENT, summary: '  ' })(q));
      return refused;
    });
    expect(result).toBe('invalid');
    const adminTry = await outcome(() => as(user(admin), callWith('deliver_analysis', byStatus.in_review)));
    expect(adminTry).toBe('forbidden');
    const after = await db.service((q) =>
      q.rows<{ status: string; analyses: string; notices: string }>(
        `select s.status, (select count(*) from public.analyses a where a.submission_id = s.id)::text as analyses,
                (select count(*) from public.notifications n where n.link = '/submissions/' || s.id::text and n.title = 'Your analysis is ready')::text as notices
           from public.submissions s where s.id = $1`,
        [byStatus.in_review],
      ),
    );
    expect(after).toEqual([{ status: 'in_review', analyses: '0', notices: '0' }]);
  });

  attack('the private helpers cannot be called by a client', async () => {
    await expect(
      as(user(ana), (q) => q.rows(`select * from private.store_analysis($1, 'x', '[]'::jsonb, '[]'::jsonb, null, true)`, [byStatus.in_review])),
    ).rejects.toThrow(/permission denied/);
    await expect(as(user(ana), (q) => q.rows(`select private.studio_submission($1, true)`, [byStatus.in_review]))).rejects.toThrow(/permission denied/);
  });
});

// ---------------------------------------------------------------------------------------------
describe('Issue 11 what must succeed', () => {
  it('the pro saves a draft and delivers it: the submission is delivered with who and when on its timeline, the athlete is notified and reads it', async () => {
    const result = await as(user(ana), async (q) => {
      const [opened] = await open(byStatus.in_review)(q);
      await callWith('save_analysis_draft', byStatus.in_review, { ...CONTENT, summary: 'First pass.' })(q);
      const [delivered] = await callWith('deliver_analysis', byStatus.in_review)(q);
      const [submission] = await q.rows<{ status: string; delivered_at: Date | null }>(`select status, delivered_at from public.submissions where id = $1`, [byStatus.in_review]);
      const timeline = await q.rows(`select from_status, to_status, actor_id from public.submission_events where submission_id = $1 order by id desc limit 1`, [byStatus.in_review]);
      await q.rows(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: alice, role: 'authenticated' })]);
      const athleteReads = await q.rows<{ summary: string; status: string }>(`select summary, status from public.analyses where submission_id = $1`, [byStatus.in_review]);
      const notices = await q.rows<{ title: string }>(`select title from public.notifications where user_id = $1 and link = $2 and title <> 'Your review has started'`, [alice, `/submissions/${byStatus.in_review}`]);
      return { opened, delivered, submission, timeline, athleteReads, notices };
    });
    expect(result.opened).toMatchObject({ status: 'draft', summary: '', annotations: [], comments: [] });
    expect(result.delivered).toMatchObject({ status: 'delivered', summary: CONTENT.summary, annotations: contentColumns(CONTENT).annotations, compare: contentColumns(CONTENT).compare });
    expect(result.submission!.status).toBe('delivered');
    expect(result.submission!.delivered_at).toBeInstanceOf(Date);
    expect(result.timeline).toEqual([{ from_status: 'in_review', to_status: 'delivered', actor_id: ana }]);
    expect(result.athleteReads).toEqual([{ summary: CONTENT.summary, status: 'delivered' }]);
    expect(result.notices).toEqual([{ title: 'Your analysis is ready' }]);
  });

  it('every new function is security definer with an empty search_path, except the guard trigger, which runs as the caller', async () => {
    const names = ['open_analysis', 'save_analysis_draft', 'deliver_analysis', 'store_analysis', 'studio_submission', 'may_work_on_analysis', 'is_submission_athlete'];
    const fns = await db.owner((q) => q.rows<{ name: string; secdef: boolean; config: string[] | null }>(`select proname as name, prosecdef as secdef, proconfig as config from pg_proc where proname = any($1)`, [names]));
    expect(fns.map((f) => f.name).sort()).toEqual([...names].sort());
    for (const fn of fns) expect(fn, fn.name).toMatchObject({ secdef: true, config: ['search_path=""'] });
    const [guard] = await db.owner((q) => q.rows<{ secdef: boolean }>(`select prosecdef as secdef from pg_proc where proname = 'guard_analysis_write'`));
    expect(guard).toEqual({ secdef: false });
  });
});

it('Issue 11 every analysis policy attack was tried and refused', () => {
  expect(attacks).toEqual({ tried: ATTACK_TITLES.length, refused: ATTACK_TITLES.length });
});
