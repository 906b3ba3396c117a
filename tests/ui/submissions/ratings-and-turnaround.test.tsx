import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SubmissionStatus } from '../../../src/domain/submissions/submission';
import { aPro } from '../../support/pro-mother';
import { createTestWorld, renderApp, type TestWorld } from '../../support/test-app';
import { findPageHeading, person, signedIn } from '../drivers';
import { dateTimeText } from '../../../src/ui/kit/format';

const settle = (world: TestWorld, ms = 0) => act(() => world.clock.advanceBy(ms));
const HOUR = 3_600_000;

/** A listed tennis pro (48-hour turnaround, no reviews yet) and the athlete Sam, signed in last. */
async function athleteAndPro(world: TestWorld) {
  const pro = signedIn(world, { email: 'carla@example.com', first_name: 'Carla', last_name: 'Coach' });
  world.backend.pros.put(aPro({ id: pro.user.id, displayName: 'Coach Carla', sports: ['Tennis'], priceCents: 4500, turnaroundHours: 48, ratingAvg: null, reviewsCount: 0 }));
  const athlete = signedIn(world, { email: 'sam@example.com', first_name: 'Sam', last_name: 'Sprinter' });
  await settle(world, 100);
  return { proId: pro.user.id, athleteId: athlete.user.id, proEmail: pro.email, athleteEmail: athlete.email };
}

/** A paid submission of the athlete to the pro in `status`, paid at `paidAt` (service rights). */
function seeded(world: TestWorld, ids: { athleteId: string; proId: string }, status: SubmissionStatus, paidAt = world.clock.now(), id = 'sub-1'): string {
  world.backend.pros.submissionTables.seed({ id, athlete_id: ids.athleteId, pro_id: ids.proId, status, paid: true }, new Date(paidAt).toISOString());
  return id;
}

describe('Issue 12 "Rate this analysis" on /submissions/:id', () => {
  it('Issue 12 after the delivery the athlete rates once with stars and a comment; then the sent rating shows and no second form', async () => {
    const world = createTestWorld();
    const ids = await athleteAndPro(world);
    const id = seeded(world, ids, 'delivered');
    renderApp(world, `/submissions/${id}`);
    await findPageHeading('Tennis analysis');
    const form = await screen.findByRole('form', { name: 'Rate this analysis' });
    const group = within(form).getByRole('radiogroup', { name: 'Your rating' });
    expect(within(group).getAllByRole('radio').map((r) => r.getAttribute('aria-label'))).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);

    const user = person();
    await user.click(within(form).getByRole('button', { name: 'Send rating' }));
    expect(within(form).getByText('Choose from 1 to 5 stars.')).toBeInTheDocument();
    expect(world.backend.pros.submissionTables.reviews.size).toBe(0);

    await user.click(within(group).getByRole('radio', { name: '4 stars' }));
    await user.type(within(form).getByLabelText('Comment (optional)'), 'Clear drills for my toss.');
    await user.click(within(form).getByRole('button', { name: 'Send rating' }));
    await settle(world);

    expect(await screen.findByRole('heading', { name: 'Your rating' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4 stars' })).toBeInTheDocument();
    expect(screen.getByText('Clear drills for my toss.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Rate this analysis' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send rating' })).not.toBeInTheDocument();
    expect([...world.backend.pros.submissionTables.reviews.values()].map((r) => [r.stars, r.comment])).toEqual([[4, 'Clear drills for my toss.']]);
    expect(world.backend.pros.pros.get(ids.proId)).toMatchObject({ ratingAvg: 4, reviewsCount: 1 });
  });

  it('Issue 12 a delivered submission without a clip (the demo\'s sample history) shows its details and rating form, not an endless "Loading the analysis"', async () => {
    const world = createTestWorld();
    const ids = await athleteAndPro(world);
    const id = seeded(world, ids, 'delivered');
    const tables = world.backend.pros.submissionTables;
    tables.submissions.set(id, { ...tables.submissions.get(id)!, videoId: null });
    renderApp(world, `/submissions/${id}`);
    await findPageHeading('Tennis analysis');
    expect(await screen.findByRole('form', { name: 'Rate this analysis' })).toBeInTheDocument();
    await settle(world, 5_000);
    expect(screen.queryByRole('status', { name: 'Loading the analysis' })).not.toBeInTheDocument();
    expect(screen.queryByText('Loading the analysis')).not.toBeInTheDocument();
  });

  it('Issue 12 no form before the delivery, nor for the pro; the pro reads the athlete’s rating once sent', async () => {
    const world = createTestWorld();
    const ids = await athleteAndPro(world);
    const inReview = seeded(world, ids, 'in_review', world.clock.now(), 'sub-open');
    const delivered = seeded(world, ids, 'delivered', world.clock.now(), 'sub-done');
    const view = renderApp(world, `/submissions/${inReview}`);
    await findPageHeading('Tennis analysis');
    await settle(world);
    expect(screen.queryByRole('form', { name: 'Rate this analysis' })).not.toBeInTheDocument();
    view.unmount();

    world.backend.auth.startSessionFor(ids.proEmail);
    await settle(world, 100);
    const asPro = renderApp(world, `/submissions/${delivered}`);
    await findPageHeading('Tennis analysis');
    await settle(world);
    expect(screen.queryByRole('form', { name: 'Rate this analysis' })).not.toBeInTheDocument();
    asPro.unmount();

    world.backend.auth.startSessionFor(ids.athleteEmail);
    await settle(world, 100);
    const rated = await world.backend.journey.reviews.rate(delivered, { stars: 5, comment: 'Spot on.' });
    expect(rated.ok).toBe(true);
    world.backend.auth.startSessionFor(ids.proEmail);
    await settle(world, 100);
    renderApp(world, `/submissions/${delivered}`);
    expect(await screen.findByRole('heading', { name: 'The athlete’s rating' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '5 stars' })).toBeInTheDocument();
  });
});

describe('Issue 13 the order says when the analysis is due', () => {
  it('Issue 13 a paid submission not yet delivered shows "Analysis due": the payment time plus the turnaround; a delivered one does not', async () => {
    const world = createTestWorld();
    const ids = await athleteAndPro(world);
    const paidAt = world.clock.now();
    const open = seeded(world, ids, 'in_review', paidAt, 'sub-open');
    const done = seeded(world, ids, 'delivered', paidAt, 'sub-done');
    const { unmount } = renderApp(world, `/submissions/${open}`);
    await findPageHeading('Tennis analysis');
    const order = await screen.findByLabelText('Order');
    expect(within(order).getByText('Analysis due')).toBeInTheDocument();
    expect(within(order).getByText(dateTimeText(new Date(paidAt + 48 * HOUR).toISOString()))).toBeInTheDocument();
    unmount();

    renderApp(world, `/submissions/${done}`);
    await findPageHeading('Tennis analysis');
    expect(within(await screen.findByLabelText('Order')).queryByText('Analysis due')).not.toBeInTheDocument();
  });
});

describe('Issue 12 the pro’s page shows their rating and the latest reviews', () => {
  it('Issue 12 /pros/:proId shows rating_avg, reviews_count and the latest reviews with stars, comment, first name and date', async () => {
    const world = createTestWorld();
    const ids = await athleteAndPro(world);
    const first = seeded(world, ids, 'delivered', world.clock.now(), 'sub-a');
    const second = seeded(world, ids, 'delivered', world.clock.now(), 'sub-b');
    expect((await world.backend.journey.reviews.rate(first, { stars: 5, comment: 'Fixed my toss in a week.' })).ok).toBe(true);
    await settle(world, 24 * HOUR);
    expect((await world.backend.journey.reviews.rate(second, { stars: 4 })).ok).toBe(true);
    await world.backend.auth.signOut();
    await settle(world, 100);

    renderApp(world, `/pros/${ids.proId}`);
    await findPageHeading('Coach Carla');
    expect(await screen.findByText('4.50 out of 5 from 2 reviews')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Latest reviews' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('img').getAttribute('aria-label'))).toEqual(['4 stars', '5 stars']);
    expect(within(items[0]!).getByText('Sam · Jan 2, 2026')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Sam · Jan 1, 2026')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Fixed my toss in a week.')).toBeInTheDocument();
  });
});

describe('Issue 12 "Cancel for a full refund" when the turnaround has run out', () => {
  it('Issue 12 nothing is offered 1 ms before the turnaround ends; right at it the athlete cancels, confirms, and the submission is refunded', async () => {
    const world = createTestWorld();
    const ids = await athleteAndPro(world);
    // Paid 48 hours ago less 1 ms: the turnaround ends 1 ms from now.
    const id = seeded(world, ids, 'in_review', world.clock.now() - 48 * HOUR + 1);
    renderApp(world, `/submissions/${id}`);
    await findPageHeading('Tennis analysis');
    await settle(world);
    expect(screen.queryByRole('button', { name: 'Cancel for a full refund' })).not.toBeInTheDocument();

    await settle(world, 1);
    const user = person();
    await user.click(await screen.findByRole('button', { name: 'Cancel for a full refund' }));
    const confirm = screen.getByRole('group', { name: 'Confirm the cancellation' });
    expect(within(confirm).getByText(/full refund of \$49\.50/)).toBeInTheDocument();
    expect(world.backend.pros.submissionTables.submissions.get(id)?.status).toBe('in_review');
    await user.click(within(confirm).getByRole('button', { name: 'Yes, cancel and refund' }));
    await settle(world);

    expect(await screen.findByText('Cancelled. Your payment of $49.50 is refunded in full.')).toBeInTheDocument();
    expect(await screen.findByText(/· Refunded$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel for a full refund' })).not.toBeInTheDocument();
    expect(world.backend.pros.submissionTables.paymentsOf(id).map((p) => p.status)).toEqual(['refunded']);
    expect(world.backend.pros.notifications.filter((n) => n.userId === ids.proId && n.title === 'A submission was cancelled')).toHaveLength(1);
  });

  it('Issue 12 "Keep waiting" changes nothing; the pro is never offered it, nor the athlete once delivered', async () => {
    const world = createTestWorld();
    const ids = await athleteAndPro(world);
    const late = seeded(world, ids, 'submitted', world.clock.now() - 50 * HOUR, 'sub-late');
    const done = seeded(world, ids, 'delivered', world.clock.now() - 50 * HOUR, 'sub-done');
    const view = renderApp(world, `/submissions/${late}`);
    const user = person();
    await user.click(await screen.findByRole('button', { name: 'Cancel for a full refund' }));
    await user.click(screen.getByRole('button', { name: 'Keep waiting' }));
    expect(screen.getByRole('button', { name: 'Cancel for a full refund' })).toBeInTheDocument();
    expect(world.backend.pros.submissionTables.submissions.get(late)?.status).toBe('submitted');
    view.unmount();

    const delivered = renderApp(world, `/submissions/${done}`);
    await findPageHeading('Tennis analysis');
    await settle(world);
    expect(screen.queryByRole('button', { name: 'Cancel for a full refund' })).not.toBeInTheDocument();
    delivered.unmount();

    world.backend.auth.startSessionFor(ids.proEmail);
    await settle(world, 100);
    renderApp(world, `/submissions/${late}`);
    await findPageHeading('Tennis analysis');
    await settle(world);
    expect(screen.queryByRole('button', { name: 'Cancel for a full refund' })).not.toBeInTheDocument();
  });
});
