import { afterEach, describe, expect, it } from 'vitest';
import { request } from '../../../src/adapters/local/local-database';
import type { UserRecord } from '../../../src/adapters/local/local-auth-server';
import { ok } from '../../../src/domain/result';
import { ratingSummary } from '../../../src/domain/reviews/review';
import { proRow, toPro, type ProRow, type ReviewRow, type SubmissionEventRow, type SubmissionRow } from '../../../src/adapters/shared/table-rows';
import { analysisRow, toAnalysis, type AnalysisRow } from '../../../src/adapters/shared/analysis-rows';
import { aLocalBrowser, type LocalBrowser } from './support/local-world';

let browser: LocalBrowser;
afterEach(() => browser?.closeAll());

const SAMPLE_PRO = /^demo-pro-\d{4}$/;

async function storedHistory(tab: Awaited<ReturnType<LocalBrowser['openTab']>>) {
  return tab.database.read(['pros', 'reviews', 'submissions', 'users'], async (tx) => ({
    pros: ((await request(tx.objectStore('pros').getAll())) as ProRow[]).map(toPro).filter((pro) => SAMPLE_PRO.test(pro.id)),
    reviews: (await request(tx.objectStore('reviews').getAll())) as ReviewRow[],
    submissions: (await request(tx.objectStore('submissions').getAll())) as SubmissionRow[],
    users: (await request(tx.objectStore('users').getAll())) as UserRecord[],
  }));
}

describe('the sample pros\' past work (embedded backend demo data)', () => {
  it('every sample pro\'s rating is the mean of reviews stored for them, each on a delivered submission of a sample athlete', async () => {
    browser = aLocalBrowser();
    const tab = await browser.openTab({ seedDemo: true });
    const { pros, reviews, submissions } = await storedHistory(tab);

    expect(pros).toHaveLength(24);
    expect(reviews.length).toBeGreaterThan(40);
    for (const pro of pros) {
      const theirs = reviews.filter((review) => review.pro_id === pro.id);
      expect({ ratingAvg: pro.ratingAvg, reviewsCount: pro.reviewsCount }).toEqual(ratingSummary(theirs.map((review) => review.stars)));
    }
    // Some pros are new: no reviews, no rating.
    expect(pros.some((pro) => pro.reviewsCount === 0 && pro.ratingAvg === null)).toBe(true);
    const byId = new Map(submissions.map((submission) => [submission.id, submission]));
    for (const review of reviews) {
      const submission = byId.get(review.submission_id);
      expect(submission).toMatchObject({ status: 'delivered', pro_id: review.pro_id, athlete_id: review.athlete_id });
    }
    // Each with its timeline, which reads back in order: paid, review started, delivered.
    const timeline = await tab.database.read('submission_events', async (tx) =>
      (await request(tx.objectStore('submission_events').index('submission_id').getAll(reviews[0]!.submission_id))) as SubmissionEventRow[],
    );
    expect(timeline.sort((a, b) => String(a.id).localeCompare(String(b.id))).map((event) => event.to_status)).toEqual(['submitted', 'in_review', 'delivered']);
  });

  it('a sample pro\'s page lists their latest reviews with the sample athlete\'s first name', async () => {
    browser = aLocalBrowser();
    const tab = await browser.openTab({ seedDemo: true });
    const { pros } = await storedHistory(tab);
    const rated = pros.find((pro) => pro.reviewsCount >= 2)!;

    const latest = await tab.journey.reviews.latestForPro(rated.id, 5);
    expect(latest.ok && latest.value).toHaveLength(Math.min(rated.reviewsCount, 5));
    expect(latest.ok && latest.value.every((review) => review.athleteFirstName !== '')).toBe(true);
  });

  it('the sample athletes cannot sign in, and the demo pro account\'s rating is backed by reviews too', async () => {
    browser = aLocalBrowser();
    const tab = await browser.openTab({ seedDemo: true });
    const { users } = await storedHistory(tab);
    const clients = users.filter((user) => user.id.startsWith('demo-client-'));
    expect(clients).toHaveLength(8);
    for (const client of clients) {
      for (const password of ['', 'clipcoach-demo']) expect((await tab.auth.signInWithPassword({ email: client.email, password })).ok).toBe(false);
    }

    const pro = await tab.auth.signInWithPassword({ email: 'pro@clipcoach.demo', password: 'clipcoach-demo' });
    if (!pro.ok) throw new Error('the demo pro cannot sign in');
    const listed = await tab.pros.findPublic(pro.value.user.id);
    const theirs = (await storedHistory(tab)).reviews.filter((review) => review.pro_id === pro.value.user.id);
    expect(listed.ok && listed.value).toMatchObject({ ratingAvg: 4.8, reviewsCount: 5 });
    expect(ratingSummary(theirs.map((review) => review.stars))).toEqual({ ratingAvg: 4.8, reviewsCount: 5 });
  });

  it('a browser seeded before the past work existed gets it at its next start, and its sample pros\' made-up ratings give way to the reviews\'', async () => {
    browser = aLocalBrowser();
    const first = await browser.openTab({ seedDemo: true });
    const { pros } = await storedHistory(first);
    const sample = pros.find((pro) => pro.reviewsCount >= 2)!;
    // As the older seed left it: no past work, and a rating no review backs.
    await first.database.write(['meta', 'reviews', 'pros', 'submissions', 'payments'], async (tx) => {
      tx.objectStore('meta').delete('demo-reviews-seeded-at');
      for (const store of ['reviews', 'submissions', 'payments'] as const) tx.objectStore(store).clear();
      tx.objectStore('pros').put(proRow({ ...sample, ratingAvg: 4.2, reviewsCount: 13 }));
      return ok(undefined);
    });

    const again = await browser.openTab({ seedDemo: true });
    const after = await storedHistory(again);
    const theirs = after.reviews.filter((review) => review.pro_id === sample.id);
    expect(theirs).toHaveLength(sample.reviewsCount);
    expect(after.pros.find((pro) => pro.id === sample.id)).toMatchObject({ ratingAvg: sample.ratingAvg, reviewsCount: sample.reviewsCount });
  });

  it('a browser whose past work was seeded before it carried analyses gets them at its next start, and nothing the demo has become is undone', async () => {
    browser = aLocalBrowser();
    const first = await browser.openTab({ seedDemo: true });
    const { submissions } = await storedHistory(first);
    const history = submissions.filter((submission) => submission.id.startsWith('demo-history-'));
    const [removed, rewritten, refunded, ...rest] = history;
    const ownAnalysis = toAnalysis((await first.database.read('analyses', (tx) => request(tx.objectStore('analyses').get(rewritten!.id)))) as AnalysisRow);
    // As the older seed left it: the past work without analyses; since then one submission went, one was refunded after delivery, and one analysis was written over.
    await first.database.write(['meta', 'analyses', 'submissions'], async (tx) => {
      tx.objectStore('meta').delete('demo-analyses-seeded-at');
      tx.objectStore('analyses').clear();
      tx.objectStore('submissions').delete(removed!.id);
      tx.objectStore('submissions').put({ ...refunded!, status: 'refunded' } satisfies SubmissionRow);
      tx.objectStore('analyses').put(analysisRow({ ...ownAnalysis, content: { ...ownAnalysis.content, summary: 'Written in this browser.' } }));
      return ok(undefined);
    });

    const again = await browser.openTab({ seedDemo: true });
    const analyses = new Map(
      ((await again.database.read('analyses', (tx) => request(tx.objectStore('analyses').getAll()))) as AnalysisRow[]).map((row) => [row.submission_id, toAnalysis(row)]),
    );
    expect(analyses.has(removed!.id)).toBe(false);
    expect(analyses.get(rewritten!.id)?.content.summary).toBe('Written in this browser.');
    expect(rest.length).toBeGreaterThan(40);
    for (const submission of [refunded!, ...rest]) {
      expect(analyses.get(submission.id)).toMatchObject({ status: 'delivered', proId: submission.pro_id, deliveredAt: submission.delivered_at });
    }
  });

  it('a start that finds the past work and its analyses writes no analysis', async () => {
    browser = aLocalBrowser();
    const first = await browser.openTab({ seedDemo: true });
    const [one] = (await storedHistory(first)).submissions.filter((submission) => submission.id.startsWith('demo-history-'));
    await first.database.write('analyses', async (tx) => {
      tx.objectStore('analyses').delete(one!.id);
      return ok(undefined);
    });

    const again = await browser.openTab({ seedDemo: true });
    expect(await again.database.read('analyses', (tx) => request(tx.objectStore('analyses').getKey(one!.id)))).toBeUndefined();
  });
});
