import { err, ok, type Result } from '../result';
import type { SuccessStory } from '../content/success-story';
import type { Profile } from '../auth/profile';
import type { Payment } from '../payments/payment';
import type { Pro } from '../pros/pro';
import { SPORTS } from '../pros/sports';
import type { Actor } from '../shared/actor';
import { requireAdmin } from '../shared/authorization';
import { dataErrors, type DataError } from '../shared/data-error';
import { SUBMISSION_STATUSES, type Submission, type SubmissionStatus } from '../submissions/submission';
import { compareKeys, compareNames } from '../shared/compare-keys';

/**
 * Demo data made by /admin/demo-creator in the current backend. Every row the creator makes is
 * marked by a DemoRecord (its kind, its row id and the batch of the click that made it), so
 * "Wipe demo data" removes exactly those rows and nothing the seed or real users made.
 */
export type DemoKind = 'pro' | 'applicant' | 'athlete' | 'submission' | 'story';

export const DEMO_KIND_LABELS: Readonly<Record<DemoKind, string>> = {
  pro: 'Verified pro',
  applicant: 'Pending applicant',
  athlete: 'Athlete',
  submission: 'Submission',
  story: 'Success story',
};

/** The kinds that are accounts (a user, their profile, a pro's listing); the others are rows that name them. */
export const DEMO_PERSON_KINDS = ['pro', 'applicant', 'athlete'] as const;
export type DemoPersonKind = (typeof DEMO_PERSON_KINDS)[number];
export const isDemoPerson = (kind: DemoKind): kind is DemoPersonKind => (DEMO_PERSON_KINDS as readonly DemoKind[]).includes(kind);

export interface DemoRecord {
  readonly kind: DemoKind;
  /** The created row's id: a user (pro, applicant, athlete), a submission or a success story. */
  readonly rowId: string;
  /** One batch per "Create" click. */
  readonly batchId: string;
  readonly label: string;
  readonly createdAt: string;
}

/**
 * What one click asks for: a number of people of one kind, one submission at every status, or a
 * published success story (each of the last two between a new demo athlete and a new demo pro).
 */
export type DemoRequest = { readonly kind: DemoPersonKind; readonly count: number } | { readonly kind: 'submissions' } | { readonly kind: 'story' };

/** The most people one click creates. */
export const DEMO_BATCH_MAX = 10;
/** Demo accounts' e-mails end here: a reserved domain (RFC 2606), so no mail ever leaves. */
export const DEMO_EMAIL_DOMAIN = 'demo.clipcoach.invalid';

/** Only admins create demo data, at most DEMO_BATCH_MAX people a click. */
export function acceptDemoRequest(request: DemoRequest, actor: Actor): Result<DemoRequest, DataError> {
  const admin = requireAdmin(actor);
  if (!admin.ok) return admin;
  if ('count' in request && (!Number.isInteger(request.count) || request.count < 1 || request.count > DEMO_BATCH_MAX)) {
    return err(dataErrors.invalid(`Create between 1 and ${DEMO_BATCH_MAX} at a time.`));
  }
  return ok(request);
}

/** Only admins read or wipe what the creator made; wiping removes exactly the records given. */
export function demoRecordsFor(records: readonly DemoRecord[], actor: Actor): Result<readonly DemoRecord[], DataError> {
  const admin = requireAdmin(actor);
  if (!admin.ok) return admin;
  return ok([...records].sort((a, b) => compareKeys(a.createdAt, b.createdAt) || compareNames(a.label, b.label)));
}

const FIRST = ['Robin', 'Sasha', 'Kai', 'Noor', 'Emil', 'Lina', 'Omar', 'Greta', 'Yuki', 'Tomas'];
const LAST = ['Demo', 'Sample', 'Example', 'Trial'];

/** One demo person: the account's e-mail and profile, and for pros and applicants their pro row. */
export interface DemoPerson {
  readonly email: string;
  readonly profile: Profile;
  readonly pro: Pro | null;
  readonly record: DemoRecord;
}

/** The `sequence`-th demo person of a kind (names cycle; the e-mail is unique by id). */
export function demoPerson(kind: DemoPersonKind, id: string, sequence: number, batchId: string, nowIso: string): DemoPerson {
  const firstName = FIRST[sequence % FIRST.length]!;
  const lastName = `${LAST[Math.floor(sequence / FIRST.length) % LAST.length]!} ${sequence + 1}`;
  const accountType = kind === 'athlete' ? 'athlete' : 'pro';
  const profile: Profile = { id, firstName, lastName, accountType, createdAt: nowIso, updatedAt: nowIso, onboardingCompleted: true, termsAccepted: true, isAdmin: false };
  const sport = SPORTS[sequence % SPORTS.length]!;
  const pro: Pro | null =
    kind === 'athlete'
      ? null
      : {
          id,
          displayName: `${firstName} ${lastName}`,
          headline: `${sport} coach (demo)`,
          bio: `A demo ${kind === 'pro' ? 'pro' : 'applicant'} made by the demo creator. ${sport} technique, frame by frame.`,
          sports: [sport],
          yearsExperience: 3 + (sequence % 12),
          priceCents: 2500 + (sequence % 5) * 500,
          currency: 'USD',
          turnaroundHours: 48,
          avatarPath: null,
          verificationStatus: kind === 'pro' ? 'approved' : 'pending',
          rejectionReason: null,
          submittedAt: nowIso,
          verifiedAt: kind === 'pro' ? nowIso : null,
          verifiedBy: null,
          ratingAvg: null,
          reviewsCount: 0,
          deletedAt: null,
          createdAt: nowIso,
          updatedAt: nowIso,
        };
  const label = `${DEMO_KIND_LABELS[kind]}: ${firstName} ${lastName}`;
  return { email: `${kind}-${id.slice(0, 8)}@${DEMO_EMAIL_DOMAIN}`, profile, pro, record: { kind, rowId: id, batchId, label, createdAt: nowIso } };
}

/** Statuses that have been paid (a succeeded payment), or paid and refunded. */
const PAID: readonly SubmissionStatus[] = ['submitted', 'in_review', 'delivered'];

export interface DemoSubmission {
  readonly submission: Submission;
  readonly payment: Payment | null;
  readonly record: DemoRecord;
}

/** One submission of the demo athlete to the demo pro at each status of the lifecycle, with its payment when paid. */
export function demoSubmissions(
  ids: readonly string[],
  athleteId: string,
  pro: Pick<Pro, 'id' | 'priceCents' | 'currency' | 'sports'>,
  batchId: string,
  nowIso: string,
): DemoSubmission[] {
  return SUBMISSION_STATUSES.map((status, i) => {
    const id = ids[i]!;
    const paid = PAID.includes(status) || status === 'refunded';
    const submission: Submission = {
      id,
      athleteId,
      proId: pro.id,
      videoId: null,
      sport: pro.sports[0] ?? 'Tennis',
      question: `Demo submission (${status.replace('_', ' ')}): what should I fix first?`,
      tier: 'standard',
      status,
      priceCents: pro.priceCents,
      platformFeeCents: Math.round(pro.priceCents / 10),
      referralCreditCents: 0,
      currency: pro.currency,
      turnaroundHours: 48,
      submittedAt: paid ? nowIso : null,
      deliveredAt: status === 'delivered' ? nowIso : null,
      refundRequested: false,
      createdAt: nowIso,
      updatedAt: nowIso,
    };
    const payment: Payment | null = paid
      ? {
          id: `${id}-payment`,
          submissionId: id,
          payerId: athleteId,
          amountCents: submission.priceCents + submission.platformFeeCents,
          currency: submission.currency,
          provider: 'demo',
          providerRef: null,
          status: status === 'refunded' ? 'refunded' : 'succeeded',
          idempotencyKey: `demo:${id}`,
          attempt: 1,
          createdAt: nowIso,
        }
      : null;
    return { submission, payment, record: { kind: 'submission', rowId: id, batchId, label: `Submission: ${status.replace('_', ' ')}`, createdAt: nowIso } };
  });
}

/** How many of each kind the records hold (the page's counts). */
export function demoCounts(records: readonly DemoRecord[]): Readonly<Record<DemoKind, number>> {
  const counts: Record<DemoKind, number> = { pro: 0, applicant: 0, athlete: 0, submission: 0, story: 0 };
  for (const r of records) counts[r.kind] += 1;
  return counts;
}

/** The people a request makes, in order: the kind asked for, `count` times, or a new demo athlete and a new demo pro (submissions, a story). */
export const demoPeopleOf = (request: DemoRequest): DemoPersonKind[] =>
  'count' in request ? Array.from({ length: request.count }, () => request.kind) : ['athlete', 'pro'];

/** The next demo person's sequence: one count across kinds, so no two demo people share a name. */
export const nextDemoSequence = (records: Iterable<DemoRecord>): number => [...records].filter((r) => isDemoPerson(r.kind)).length;

export interface DemoStory {
  readonly story: SuccessStory;
  readonly record: DemoRecord;
}

/**
 * A published success story of the demo athlete, analysed by the demo pro, in the pro's sport:
 * where the athlete started and where they got to.
 */
export function demoStory(
  id: string,
  athlete: Pick<Profile, 'firstName' | 'lastName'>,
  pro: Pick<Pro, 'id' | 'displayName' | 'sports'>,
  batchId: string,
  nowIso: string,
): DemoStory {
  const athleteName = `${athlete.firstName} ${athlete.lastName.charAt(0)}.`;
  const sport = pro.sports[0] ?? 'Tennis';
  const story: SuccessStory = {
    id,
    athleteName,
    proId: pro.id,
    proName: pro.displayName,
    sport,
    before: `A demo athlete whose ${sport.toLowerCase()} technique broke down under pressure.`,
    after: `After one frame-by-frame analysis, a steadier technique and a clear plan for every session (demo).`,
    quote: 'Seeing my clip frame by frame showed me what to fix first. (Demo story)',
    published: true,
    publishedAt: nowIso,
    createdAt: nowIso,
    updatedAt: nowIso,
  };
  return { story, record: { kind: 'story', rowId: id, batchId, label: `${DEMO_KIND_LABELS.story}: ${athleteName} with ${pro.displayName}`, createdAt: nowIso } };
}
