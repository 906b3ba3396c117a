import type { Clock } from '../../application/ports/clock.port';
import { ok } from '../../domain/result';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_PRO_ACCOUNT, demoProfile } from '../demo-accounts';
import { demoApplicant, demoProProfile, demoPros } from '../demo-pros';
import { demoReviewedPros, demoReviewHistory } from '../demo-reviews';
import { demoStories } from '../demo-stories';
import { analysisRow } from '../shared/analysis-rows';
import { successStoryRow } from '../shared/content-rows';
import { newBucketRow } from '../storage/storage-gateway';
import { PRODUCT_BUCKET_DEFINITIONS } from '../storage/product-buckets';
import { paymentRow, proRow, profileRow, reviewRow, submissionEventRow, submissionRow, type SubmissionRow } from '../shared/table-rows';
import { recomputeProRating } from './indexed-db-reviews.adapter';
import { submissionEventKey } from './indexed-db-submissions.adapter';
import { request, type LocalDatabase } from './local-database';
import type { UserRecord } from './local-auth-server';
import { NO_PASSWORD, type PasswordRecord, type Pbkdf2PasswordHasher } from './password-hasher';

/**
 * PBKDF2 records of the public demo password, one salt per account, computed once offline at the
 * production work factor (600 000 iterations, WebCrypto in Node: `new Pbkdf2PasswordHasher().hash`)
 * so the first start does not spend a third of a second hashing. The count is written out, not
 * PBKDF2_ITERATIONS: it is the count these hashes were computed with. When the work factor changes,
 * the seed hashes afresh until these are recomputed.
 */
const PRECOMPUTED_DEMO_PASSWORDS: Readonly<Record<string, PasswordRecord>> = {
  'admin@clipcoach.demo': { algorithm: 'PBKDF2-SHA256', iterations: 600_000, salt: 'PU4NR72bwnsgG2lqI3fRew', hash: 'Vtgj8SOvBjR48BA93HlRndURk0GgdmjE6lvN0YyVhI8' },
  'pro@clipcoach.demo': { algorithm: 'PBKDF2-SHA256', iterations: 600_000, salt: 'uU3lAnRdeiigu7OH__AwDQ', hash: '9lq95F6V9lV1SdrZeMK5HW9TBKKh62BKkOOGd6Oqd7s' },
  'athlete@clipcoach.demo': { algorithm: 'PBKDF2-SHA256', iterations: 600_000, salt: 'RO55_tjH6ABjxPr4L0GGsg', hash: '5lV5d63nNOb4RVzL6JVwdnuYgPRYfmYuXmUwuQ0Fr0E' },
};

const SEEDED_KEY = 'demo-seeded-at';
const STORIES_SEEDED_KEY = 'demo-stories-seeded-at';
const REVIEWS_SEEDED_KEY = 'demo-reviews-seeded-at';
/** Set with the past work since it carries the analyses; a browser whose past work came before that gets them alone. */
const ANALYSES_SEEDED_KEY = 'demo-analyses-seeded-at';

/** Sample verified pros listed on /pros in the simulated backends. */
const DEMO_PRO_COUNT = 24;

/**
 * Readies a database for the app on every start: the system buckets and, with `demo`, the demo
 * accounts and stories, each made only where missing. Every start but the first finds all of them
 * in one read-only look and writes nothing: the session's first read, which a signed-in page waits
 * for, queued behind three checks before, two of them write transactions (issue 13, LCP). Whatever
 * is missing is made as before, each part in a transaction of its own that checks again (two tabs
 * opening together).
 */
export async function prepareDatabase(db: LocalDatabase, clock: Clock, hasher: Pbkdf2PasswordHasher, { demo }: { demo: boolean }): Promise<void> {
  const missing = await db.read(['meta', 'buckets'], async (tx) => {
    const meta = tx.objectStore('meta');
    const buckets = tx.objectStore('buckets');
    const [seeded, storiesSeeded, reviewsSeeded, analysesSeeded, ...present] = await Promise.all([
      request(meta.getKey(SEEDED_KEY)),
      request(meta.getKey(STORIES_SEEDED_KEY)),
      request(meta.getKey(REVIEWS_SEEDED_KEY)),
      request(meta.getKey(ANALYSES_SEEDED_KEY)),
      ...PRODUCT_BUCKET_DEFINITIONS.map((bucket) => request(buckets.getKey(bucket.id))),
    ]);
    return {
      buckets: present.some((key) => key === undefined),
      demoData: demo && seeded === undefined,
      demoStories: demo && storiesSeeded === undefined,
      demoReviews: demo && reviewsSeeded === undefined,
      demoAnalyses: demo && analysesSeeded === undefined,
    };
  });
  await Promise.all([
    missing.buckets ? ensureSystemBuckets(db, clock) : undefined,
    missing.demoData ? seedDemoData(db, clock, hasher) : undefined,
    missing.demoStories ? seedDemoStories(db, clock) : undefined,
    // Seeded with the pros, the pros' ratings already are their reviews' means: only an older browser's need the recompute.
    // The past work carries its analyses; a browser that has it without them gets those alone.
    missing.demoReviews ? seedDemoReviews(db, clock, { recomputeRatings: !missing.demoData }) : missing.demoAnalyses ? seedDemoAnalyses(db, clock) : undefined,
  ]);
}

/**
 * The buckets the app relies on, as the hosted backend's migrations create them: made on every
 * start when missing, demo data or not.
 */
async function ensureSystemBuckets(db: LocalDatabase, clock: Clock): Promise<void> {
  const now = new Date(clock.now()).toISOString();
  const buckets = PRODUCT_BUCKET_DEFINITIONS.map((bucket) => newBucketRow(bucket, now));
  await db.write('buckets', async (tx) => {
    const store = tx.objectStore('buckets');
    // Asked all at once: one round trip to the database, not one per bucket.
    const present = await Promise.all(buckets.map((wanted) => request(store.getKey(wanted.id))));
    buckets.forEach((wanted, index) => {
      if (!present[index]) store.add(wanted);
    });
    return ok(undefined);
  });
}

/**
 * On first start (prepareDatabase found no demo mark), seeds the demo accounts (password
 * `clipcoach-demo`) with their profiles, the demo pro's verified listing, sample verified pros and
 * one pending applicant, in one transaction that checks the mark again, so two tabs opening
 * together seed once. The admin's is_admin is in the profile only, never in metadata. Resolves
 * true when it seeded.
 */
async function seedDemoData(db: LocalDatabase, clock: Clock, hasher: Pbkdf2PasswordHasher): Promise<boolean> {
  const passwords = await Promise.all(
    DEMO_ACCOUNTS.map(async (demo) => {
      const precomputed = PRECOMPUTED_DEMO_PASSWORDS[demo.email];
      return precomputed && precomputed.iterations === hasher.iterations ? precomputed : hasher.hash(DEMO_PASSWORD);
    }),
  );
  const now = new Date(clock.now()).toISOString();
  const seeded = await db.write(['meta', 'users', 'profiles', 'pros'], async (tx) => {
    if (await request(tx.objectStore('meta').get(SEEDED_KEY))) return ok(false);
    const users = tx.objectStore('users');
    for (const [index, demo] of DEMO_ACCOUNTS.entries()) {
      if (await request(users.index('email').getKey(demo.email))) continue;
      const { id } = demo;
      users.add({
        id,
        email: demo.email,
        user_metadata: { ...demo.metadata },
        password: passwords[index]!,
        confirmed_at: now,
        confirmation_token: null,
        created_at: now,
        updated_at: now,
      } satisfies UserRecord);
      tx.objectStore('profiles').put(profileRow(demoProfile(demo, now)));
      if (demo.metadata.account_type === 'pro') tx.objectStore('pros').put(proRow(demoProProfile(id, now)));
    }
    for (const pro of demoPros(DEMO_PRO_COUNT, now)) tx.objectStore('pros').put(proRow(pro));
    tx.objectStore('pros').put(proRow(demoApplicant(now)));
    tx.objectStore('meta').put({ key: SEEDED_KEY, value: now });
    return ok(true);
  });
  return seeded.ok && seeded.value;
}

/**
 * Seeds the published demo success stories once, under their own mark, so a browser seeded
 * before stories existed gets them too; stories deleted by an admin stay deleted.
 */
async function seedDemoStories(db: LocalDatabase, clock: Clock): Promise<boolean> {
  const now = new Date(clock.now()).toISOString();
  const seeded = await db.write(['meta', 'success_stories'], async (tx) => {
    if (await request(tx.objectStore('meta').get(STORIES_SEEDED_KEY))) return ok(false);
    for (const story of demoStories(now)) tx.objectStore('success_stories').put(successStoryRow(story));
    tx.objectStore('meta').put({ key: STORIES_SEEDED_KEY, value: now });
    return ok(true);
  });
  return seeded.ok && seeded.value;
}

/** How many pros' past work one transaction writes: some 70 rows, a task well under 50 ms at 4× CPU. */
const PROS_PER_SEED_TRANSACTION = 3;

/**
 * Seeds the demo's past work once, under its own mark, so a browser seeded before it existed gets it
 * too: the sample athletes (accounts no password opens), then the delivered and paid submissions of
 * the sample pros and the demo pro, with their timelines and the reviews left on them. Written in
 * one transaction, 300 of these rows cost the first visit a task of 60–110 ms at 4× CPU (issue 13,
 * TBT), and there are some 600; so a few pros at a time instead. Every row has a fixed id and is
 * put, not added, so two tabs starting together, or a start cut off half way, write the same rows
 * again. The mark comes last.
 *
 * In an older browser each of these pros' rating is recomputed from all their reviews
 * (ratingSummary, as the hosted backend's trigger does): the ratings it was seeded with give way to
 * ones its reviews back. On a first start the pros are seeded with those figures already, and these
 * transactions leave the pros' store alone, so a read of the pros does not wait for them.
 */
async function seedDemoReviews(db: LocalDatabase, clock: Clock, { recomputeRatings }: { recomputeRatings: boolean }): Promise<boolean> {
  const now = new Date(clock.now()).toISOString();
  const history = demoHistory(now);
  const people = await db.write(['users', 'profiles'], async (tx) => {
    for (const { profile, email } of history.clients) {
      tx.objectStore('users').put({
        id: profile.id,
        email,
        user_metadata: { first_name: profile.firstName, last_name: profile.lastName, account_type: profile.accountType, terms_accepted_at: profile.createdAt },
        password: NO_PASSWORD,
        confirmed_at: profile.createdAt,
        confirmation_token: null,
        created_at: profile.createdAt,
        updated_at: profile.updatedAt,
      } satisfies UserRecord);
      tx.objectStore('profiles').put(profileRow(profile));
    }
    return ok(undefined);
  });
  if (!people.ok) return false;
  const stores = ['submissions', 'submission_events', 'payments', 'analyses', 'reviews', ...(recomputeRatings ? (['pros'] as const) : [])] as const;
  for (let from = 0; from < history.work.length; from += PROS_PER_SEED_TRANSACTION) {
    const some = history.work.slice(from, from + PROS_PER_SEED_TRANSACTION);
    const written = await db.write([...stores], async (tx) => {
      for (const work of some) {
        for (const submission of work.submissions) tx.objectStore('submissions').put(submissionRow(submission));
        // Keyed as storeSubmissionChange keys them, so they read back in order.
        const sequences = new Map<string, number>();
        for (const event of work.events) {
          const sequence = (sequences.get(event.submissionId) ?? 0) + 1;
          sequences.set(event.submissionId, sequence);
          tx.objectStore('submission_events').put(submissionEventRow(submissionEventKey(event.submissionId, sequence), event));
        }
        for (const payment of work.payments) tx.objectStore('payments').put(paymentRow(payment));
        for (const analysis of work.analyses) tx.objectStore('analyses').put(analysisRow(analysis));
        for (const review of work.reviews) tx.objectStore('reviews').put(reviewRow(review));
      }
      if (recomputeRatings) await Promise.all(some.map(({ proId }) => recomputeProRating(tx, proId)));
      return ok(undefined);
    });
    if (!written.ok) return false;
  }
  const marked = await db.write('meta', async (tx) => {
    tx.objectStore('meta').put({ key: REVIEWS_SEEDED_KEY, value: now });
    tx.objectStore('meta').put({ key: ANALYSES_SEEDED_KEY, value: now });
    return ok(undefined);
  });
  return marked.ok;
}

/** The demo's past work as of `now`: its ids and texts are fixed, its times count back from `now`. */
const demoHistory = (now: string) => demoReviewHistory(demoReviewedPros(demoPros(DEMO_PRO_COUNT, now), demoProProfile(DEMO_PRO_ACCOUNT.id, now)), now);

/**
 * The analyses of the demo's past work, for a browser whose past work was seeded before it carried
 * them: each sample submission still there, delivered (refunded since or not) and without an analysis
 * gets the one its pro wrote, dated when the submission was delivered. Nothing else is written, so whatever the demo
 * has become in this browser stays as it is. One transaction (about 100 rows), then the mark.
 */
async function seedDemoAnalyses(db: LocalDatabase, clock: Clock): Promise<boolean> {
  const now = new Date(clock.now()).toISOString();
  const analyses = demoHistory(now).work.flatMap((work) => work.analyses);
  const written = await db.write(['submissions', 'analyses', 'meta'], async (tx) => {
    const submissions = tx.objectStore('submissions');
    const store = tx.objectStore('analyses');
    const [stored, present] = await Promise.all([
      Promise.all(analyses.map((analysis) => request(submissions.get(analysis.submissionId)) as Promise<SubmissionRow | undefined>)),
      Promise.all(analyses.map((analysis) => request(store.getKey(analysis.submissionId)))),
    ]);
    analyses.forEach((analysis, index) => {
      // Its delivery date says it was delivered, whatever came after (a refund keeps the analysis).
      const deliveredAt = stored[index]?.delivered_at;
      if (present[index] !== undefined || !deliveredAt) return;
      store.put(analysisRow({ ...analysis, proId: stored[index]!.pro_id, deliveredAt, updatedAt: deliveredAt }));
    });
    tx.objectStore('meta').put({ key: ANALYSES_SEEDED_KEY, value: now });
    return ok(undefined);
  });
  return written.ok;
}
