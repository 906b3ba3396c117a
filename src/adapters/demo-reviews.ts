import type { Analysis } from '../domain/analysis/analysis';
import type { AnalysisComment } from '../domain/analysis/analysis-content';
import type { Profile } from '../domain/auth/profile';
import type { Payment } from '../domain/payments/payment';
import { SIMULATED_PROVIDER } from '../domain/payments/simulated-payment';
import type { Pro } from '../domain/pros/pro';
import type { Review } from '../domain/reviews/review';
import { quote } from '../domain/submissions/pricing';
import { HOUR_MS, type Submission, type SubmissionEventRecord } from '../domain/submissions/submission';

/**
 * The pros' past work in the demo (demo data, README): every rating /pros shows, the sample pros'
 * and the demo pro account's, is the mean of reviews the pro's page lists, each left by a sample
 * athlete on a delivered, paid submission, so a new review moves the average as the backend
 * computes it instead of replacing a made-up figure.
 */

/** The sample athletes who left the reviews: profiles without a way to sign in. */
const CLIENTS = [
  ['Tom', 'Hughes'],
  ['Amara', 'Kone'],
  ['Lucía', 'Marín'],
  ['Ben', 'Carter'],
  ['Chloe', 'Dubois'],
  ['Ravi', 'Shah'],
  ['Mia', 'Larsen'],
  ['Jonah', 'Weiss'],
] as const;

/** What the sample athletes wrote, by the stars they gave; a review may have no comment (null), as real ones may. */
const COMMENTS: Readonly<Record<'glowing' | 'good' | 'mixed', readonly (string | null)[]>> = {
  glowing: [
    'Clear, specific and kind. The drawing on frame 42 showed me exactly what was wrong.',
    'Worth every cent: I finally understand why my timing was off.',
    null,
    'The side-by-side with the pro example made it click.',
    'Detailed and encouraging. Already booked my next review.',
  ],
  good: ['Three drills, each with a reason. My coach at the club agreed with every point.', 'Good feedback, though I would have liked one more angle compared.', null, 'Fast turnaround and the notes were pinned to the right frames.'],
  mixed: ['Correct points, but short on the second question I asked.', 'Useful, though I expected more than two drills for the price.', null],
};
const commentFor = (stars: number, n: number): string | null => {
  const pool = COMMENTS[stars >= 5 ? 'glowing' : stars === 4 ? 'good' : 'mixed'];
  return pool[n % pool.length]!;
};

/** The stars the reviews give, read in turn from a place each pro starts at: mostly 4 and 5. */
const STAR_CYCLE = [5, 5, 4, 5, 3, 5, 4, 4, 5, 5, 2, 5, 4, 5, 4] as const;

const QUESTIONS = ['What should I fix first?', 'Is my timing right at the key moment?', 'Why do I lose power at the end?', 'How do I make this more consistent?'] as const;

/** What the pro delivered for each question (QUESTIONS' order): a summary, and comments at moments of a few seconds' clip. */
const ANALYSES: readonly { readonly summary: string; readonly comments: readonly (readonly [at: number, text: string])[] }[] = [
  {
    summary:
      'Fix your base first: your weight is on your heels at the start, so everything after it has to make up for it. Start each rep with your weight over the balls of your feet and hold it there until the movement begins.\n\nDrill: ten slow reps a session with a pause at the start position, filmed from the side.',
    comments: [
      [0.4, 'Weight on the heels here: see how the hips sit behind the feet.'],
      [1.2, 'The upper body leans forward to make up for it.'],
      [2.1, 'Better: this is the balance to start from.'],
    ],
  },
  {
    summary:
      'Your timing is close, about two frames late. The late start comes from waiting for the key moment instead of moving into it: start your move a touch earlier and let the rhythm carry you.\n\nDrill: count out loud "one, two" into the movement for a week, then drop the count.',
    comments: [
      [0.6, 'You wait here: the movement should already be starting.'],
      [1.5, 'Two frames late at the key moment.'],
      [2.4, 'The finish is good: keep it.'],
    ],
  },
  {
    summary:
      'You lose power at the end because the movement stops at the arms: the hips have already finished turning. Let the hips lead and keep turning through the finish.\n\nDrill: half-speed reps with a pause at the finish, checking that your belt buckle faces the target.',
    comments: [
      [0.8, 'The hips start well.'],
      [1.7, 'Here the hips stop and the arms take over: the power leaks out.'],
      [2.6, 'The finish is cut short: hold it for a count.'],
    ],
  },
  {
    summary:
      'The movement changes from rep to rep because the set-up does: your feet land in a different place each time. One set-up, the same every time, and the rest follows.\n\nDrill: mark your foot positions and take twenty reps from the marks before filming again.',
    comments: [
      [0.3, 'Feet a little wider than in your last rep.'],
      [1.4, 'Same fault as before: the head moves with the feet.'],
      [2.2, 'This rep is the one to copy.'],
    ],
  },
];

/** The analysis delivered on a sample submission: a summary and comments, no drawings (the sample history has no clip). */
function demoAnalysis(submission: Submission, question: number, deliveredAt: string): Analysis {
  const { summary, comments } = ANALYSES[question % ANALYSES.length]!;
  return {
    submissionId: submission.id,
    proId: submission.proId,
    status: 'delivered',
    content: {
      drawings: [],
      comments: comments.map(([at, text], n): AnalysisComment => ({ id: `${submission.id}-comment-${n + 1}`, at, text })),
      summary,
      compare: null,
    },
    updatedAt: deliveredAt,
    deliveredAt,
  };
}

const DAY_MS = 24 * HOUR_MS;

/** How many reviews the sample pros have, in turn: up to 6, and a few new pros with none yet. */
const REVIEW_COUNTS = [3, 5, 6, 0, 4, 6, 2, 5, 3, 6, 4, 5] as const;
const reviewCountOf = (index: number): number => REVIEW_COUNTS[index % REVIEW_COUNTS.length]!;

/** The stars of the `index`-th sample pro's reviews, oldest first. */
export function demoStarsOf(index: number): number[] {
  return Array.from({ length: reviewCountOf(index) }, (_, j) => STAR_CYCLE[(index * 4 + j) % STAR_CYCLE.length]!);
}

/** The demo pro account's reviews (4.8 from 5): the pro the demo's journeys book is easy to find on /pros. */
export const DEMO_PRO_STARS: readonly number[] = [5, 5, 4, 5, 5];

/** A pro and the stars of the reviews their past work earned. */
export interface ReviewedPro {
  readonly pro: Pro;
  readonly stars: readonly number[];
}

/** Whose past work the demo seeds: the sample pros (demoPros' order) and the demo pro account. */
export const demoReviewedPros = (samplePros: readonly Pro[], demoPro: Pro): ReviewedPro[] => [
  ...samplePros.map((pro, index) => ({ pro, stars: demoStarsOf(index) })),
  { pro: demoPro, stars: DEMO_PRO_STARS },
];

export interface DemoClient {
  readonly profile: Profile;
  readonly email: string;
}

/** One pro's past work: what they delivered, each one's timeline, what it was paid, the analysis delivered and the review left on it. */
export interface DemoProWork {
  readonly proId: string;
  readonly submissions: readonly Submission[];
  /** Paid, started, delivered: in order, for each submission in turn. */
  readonly events: readonly SubmissionEventRecord[];
  readonly payments: readonly Payment[];
  readonly analyses: readonly Analysis[];
  readonly reviews: readonly Review[];
}

export interface DemoReviewHistory {
  readonly clients: readonly DemoClient[];
  /** In the order of the pros given. */
  readonly work: readonly DemoProWork[];
}

const pad = (n: number) => String(n).padStart(4, '0');
/** "Marín" → "marin", for an e-mail's local part. */
const asciiLower = (name: string) => name.normalize('NFD').toLowerCase().replace(/[^a-z]/g, '');

/** The sample athletes, and their delivered submissions to these pros with payments, timelines and reviews of the stars given. */
export function demoReviewHistory(pros: readonly ReviewedPro[], nowIso: string): DemoReviewHistory {
  const now = Date.parse(nowIso);
  const clients = CLIENTS.map(([firstName, lastName], i): DemoClient => {
    const id = `demo-client-${pad(i + 1)}`;
    return {
      email: `${asciiLower(firstName)}.${asciiLower(lastName)}@demo.clipcoach.invalid`,
      profile: { id, firstName, lastName, accountType: 'athlete', onboardingCompleted: true, termsAccepted: true, isAdmin: false, createdAt: new Date(now - 90 * DAY_MS).toISOString(), updatedAt: nowIso },
    };
  });
  let n = 0;
  const work = pros.map(({ pro, stars }, index): DemoProWork => {
    const submissions: Submission[] = [];
    const events: SubmissionEventRecord[] = [];
    const payments: Payment[] = [];
    const analyses: Analysis[] = [];
    const reviews: Review[] = [];
    stars.forEach((given, j) => {
      n += 1;
      const id = `demo-history-${pad(n)}`;
      const client = clients[(index + j * 3) % clients.length]!;
      const price = quote(pro, 'standard');
      // Spread over the past weeks, oldest first; delivered within the promised turnaround, rated the day after.
      const submittedAt = now - ((stars.length - j) * 9 + (index % 5)) * DAY_MS;
      const deliveredAt = submittedAt + Math.round(pro.turnaroundHours * 0.6) * HOUR_MS;
      const reviewedAt = deliveredAt + DAY_MS;
      const iso = (at: number) => new Date(at).toISOString();
      const question = (index + j) % QUESTIONS.length;
      const submission: Submission = {
        id,
        athleteId: client.profile.id,
        proId: pro.id,
        videoId: null,
        sport: pro.sports[0] ?? 'Tennis',
        question: QUESTIONS[question]!,
        tier: 'standard',
        status: 'delivered',
        priceCents: price.priceCents,
        platformFeeCents: price.platformFeeCents,
        referralCreditCents: 0,
        currency: price.currency,
        turnaroundHours: price.turnaroundHours,
        submittedAt: iso(submittedAt),
        deliveredAt: iso(deliveredAt),
        refundRequested: false,
        createdAt: iso(submittedAt - HOUR_MS),
        updatedAt: iso(deliveredAt),
      };
      submissions.push(submission);
      analyses.push(demoAnalysis(submission, question, iso(deliveredAt)));
      // The payment moves it on (no person acts), the pro starts the review within the hour and delivers.
      events.push(
        { submissionId: id, fromStatus: 'awaiting_payment', toStatus: 'submitted', actorId: null, at: iso(submittedAt), note: null },
        { submissionId: id, fromStatus: 'submitted', toStatus: 'in_review', actorId: pro.id, at: iso(submittedAt + HOUR_MS), note: null },
        { submissionId: id, fromStatus: 'in_review', toStatus: 'delivered', actorId: pro.id, at: iso(deliveredAt), note: null },
      );
      payments.push({
        id: `${id}-payment`,
        submissionId: id,
        payerId: client.profile.id,
        amountCents: price.totalCents,
        currency: price.currency,
        provider: SIMULATED_PROVIDER,
        providerRef: null,
        status: 'succeeded',
        idempotencyKey: `checkout:${id}:1`,
        attempt: 1,
        createdAt: iso(submittedAt),
      });
      reviews.push({
        id: `${id}-review`,
        submissionId: id,
        proId: pro.id,
        athleteId: client.profile.id,
        stars: given,
        comment: commentFor(given, index * 3 + j),
        createdAt: iso(reviewedAt),
      });
    });
    return { proId: pro.id, submissions, events, payments, analyses, reviews };
  });
  return { clients, work };
}
