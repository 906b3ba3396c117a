import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VerificationStatus } from '../../../src/domain/pros/pro';
import type { LoadAthleteDashboard } from '../../../src/application/dashboards/load-athlete-dashboard.use-case';
import type { LoadProDashboard } from '../../../src/application/dashboards/load-pro-dashboard.use-case';
import { TYPES } from '../../../src/application/ports/tokens';
import { aPro } from '../../support/pro-mother';
import { createTestWorld, renderApp, seedAccount, type TestWorld } from '../../support/test-app';
import { advance, findPageHeading, signedIn, UI_TIMEOUT } from '../drivers';

/** A signed-in pro (account_type pro in the profile), with their pros row in `status` (none when null). */
function signedInPro(world: TestWorld, status: VerificationStatus | null, rejectionReason: string | null = null): string {
  const account = signedIn(world, { first_name: 'Paula' });
  world.backend.profiles.put({ ...world.backend.profiles.get(account.user.id)!, accountType: 'pro' });
  if (status) world.backend.pros.put(aPro({ id: account.user.id, verificationStatus: status, rejectionReason }));
  return account.user.id;
}

async function openDashboard(world: TestWorld) {
  renderApp(world, '/dashboard');
  await advance(world, 100);
  await findPageHeading('Dashboard');
  return screen.getByRole('main');
}

describe('Issue 12 /dashboard by role', UI_TIMEOUT, () => {
  it('Issue 12 an athlete sees each submission with its status and next action, and "Upload a clip"', async () => {
    const world = createTestWorld();
    const athlete = signedIn(world).user.id;
    const tables = world.backend.pros.submissionTables;
    tables.seed({ id: 'd1', athlete_id: athlete, pro_id: 'pro-x', status: 'draft', paid: false }, '2025-12-01T09:00:00.000Z');
    tables.seed({ id: 'p1', athlete_id: athlete, pro_id: 'pro-x', status: 'awaiting_payment', paid: false }, '2025-12-02T09:00:00.000Z');
    tables.seed({ id: 'v1', athlete_id: athlete, pro_id: 'pro-x', status: 'delivered', paid: true }, '2025-12-03T09:00:00.000Z');
    tables.seed({ id: 'other', athlete_id: 'someone-else', pro_id: 'pro-x', status: 'draft', paid: false });
    const main = await openDashboard(world);

    const region = within(main).getByRole('region', { name: 'Your submissions' });
    expect(within(region).getByRole('link', { name: 'Upload a clip' })).toHaveAttribute('href', '/upload-start');
    const list = await within(region).findByRole('list', { name: 'Your submissions and what to do next' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['Watch your analysis', 'Pay', 'Upload your clip']);
    expect(within(rows[0]!).getByText('Delivered')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Awaiting payment')).toBeInTheDocument();
    // What each one asked, so several in a sport are told apart.
    expect(within(rows[0]!).getByText('Is my serve toss too far forward?')).toBeInTheDocument();
    // The numbers above the list: the draft and the order to pay wait on the athlete, one analysis came back.
    // One read feeds both: the numbers show its answer in the render that shows the list, never a render later.
    const numbers = within(main).getByRole('list', { name: 'Your numbers' });
    const figure = (label: string) => within(numbers).getByText(label).closest('li')!.querySelector('strong')!.textContent;
    expect([figure('Waiting on you'), figure('With your pro'), figure('Analyses delivered')]).toEqual(['2', '0', '1']);
    expect(within(list).getByRole('link', { name: 'Pay' })).toHaveAttribute('href', '/checkout?submission=p1');
    expect(within(list).getByRole('link', { name: 'Upload your clip' })).toHaveAttribute('href', '/upload?submission=d1');
    expect(within(list).getByRole('link', { name: 'Watch your analysis' })).toHaveAttribute('href', '/submissions/v1');
  });

  it('Issue 13 an athlete is offered the top-rated verified pros, each a click from a request to them, and the way to every pro', async () => {
    const world = createTestWorld();
    signedIn(world);
    world.backend.pros.put(aPro({ id: 'top', displayName: 'Top Coach', ratingAvg: 4.9, reviewsCount: 30 }));
    world.backend.pros.put(aPro({ id: 'good', displayName: 'Good Coach', ratingAvg: 4.2, reviewsCount: 8 }));
    world.backend.pros.put(aPro({ id: 'low', displayName: 'Third Coach', ratingAvg: 3.1, reviewsCount: 2 }));
    world.backend.pros.put(aPro({ id: 'waiting', displayName: 'Pending Coach', ratingAvg: 5, reviewsCount: 1, verificationStatus: 'pending' }));
    const main = await openDashboard(world);

    const region = await within(main).findByRole('region', { name: 'Top-rated pros' });
    const cards = within(await within(region).findByRole('list', { name: 'Top-rated verified pros' })).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Top Coach', 'Good Coach']);
    expect(within(region).getByRole('link', { name: 'Request analysis from Top Coach' })).toHaveAttribute('href', '/upload-start?pro=top');
    expect(within(region).getByRole('link', { name: 'See all verified pros' })).toHaveAttribute('href', '/pros');
  });

  it('Issue 13 the top-rated pros come in under the athlete’s submissions once those are shown, never above them while they load (nothing pushed down)', async () => {
    const world = createTestWorld();
    signedIn(world);
    world.backend.pros.put(aPro({ id: 'top', displayName: 'Top Coach' }));
    world.container.rebind(TYPES.LoadAthleteDashboard).toConstantValue({ execute: () => new Promise(() => undefined) } as unknown as LoadAthleteDashboard);
    const main = await openDashboard(world);
    expect(within(main).getByRole('status', { name: 'Loading your numbers' })).toBeInTheDocument();
    await advance(world, 1_000);
    expect(within(main).queryByRole('region', { name: 'Top-rated pros' })).not.toBeInTheDocument();
  });

  it('Issue 13 with no verified pro to offer, the athlete’s dashboard has no top-rated pros panel', async () => {
    const world = createTestWorld();
    signedIn(world);
    world.backend.pros.put(aPro({ id: 'waiting', verificationStatus: 'pending' }));
    const main = await openDashboard(world);
    await within(main).findByRole('list', { name: 'Your numbers' });
    await advance(world, 100);
    expect(within(main).queryByRole('region', { name: 'Top-rated pros' })).not.toBeInTheDocument();
    expect(within(main).queryByRole('status', { name: 'Loading top-rated pros' })).not.toBeInTheDocument();
  });

  it.each([
    ['a new pro (no application)', null, 'Not started', 'Start your application', '/onboarding/pro'],
    ['a pro whose application waits', 'pending', 'Submitted for verification', 'Waiting for review', '/onboarding/pro'],
    ['a rejected pro', 'rejected', 'Not approved', 'Fix and resubmit', '/onboarding/pro'],
    ['a verified pro', 'approved', 'Verified', 'See your public profile', '/pros/'],
  ] as const)('Issue 12 %s reads their own verification status and next step', async (_who, status, label, nextStep, path) => {
    const world = createTestWorld();
    signedInPro(world, status, status === 'rejected' ? 'Upload a readable certificate.' : null);
    const main = await openDashboard(world);
    const region = await within(main).findByRole('region', { name: 'Verification' });
    // The panel holds its place while the pro's dashboard is read.
    expect(await within(region).findByText(label)).toBeInTheDocument();
    // A badge, with the status's icon once there is an application.
    expect(within(region).getByText(label).querySelector('svg') !== null).toBe(status !== null);
    expect(within(region).getByRole('link', { name: nextStep }).getAttribute('href')).toContain(path);
    for (const other of ['Start your application', 'Waiting for review', 'Fix and resubmit'].filter((text) => text !== nextStep)) {
      expect(within(region).queryByRole('link', { name: other })).not.toBeInTheDocument();
    }
    if (status === 'rejected') expect(within(region).getByText('Reason given: Upload a readable certificate.')).toBeInTheDocument();
  });

  it('Issue 12 a pro’s review queue shows due times, overdue first and marked "Overdue", and this month’s earnings', async () => {
    // The clock starts at 2026-01-01T00:00Z; turnaround 48 h. Due times are shown in the viewer's time zone.
    const world = createTestWorld();
    const pro = signedInPro(world, 'approved');
    const tables = world.backend.pros.submissionTables;
    tables.seed({ id: 'on-time', athlete_id: 'a1', pro_id: pro, status: 'submitted', paid: true }, '2026-01-01T00:00:00.000Z');
    tables.seed({ id: 'late', athlete_id: 'a2', pro_id: pro, status: 'in_review', paid: true }, '2025-12-28T12:00:00.000Z');
    tables.seed({ id: 'delivered', athlete_id: 'a3', pro_id: pro, status: 'delivered', paid: true }, '2025-12-20T00:00:00.000Z');
    const main = await openDashboard(world);

    const queue = await within(main).findByRole('list', { name: 'Reviews to do, overdue first' });
    const rows = within(queue).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Overdue')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'Open the request' })).toHaveAttribute('href', '/submissions/late');
    expect(within(rows[0]!).getByText('In review')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/^Due Dec 30, 2025/)).toBeInTheDocument();
    // What the athlete asked, so the pro knows each request before opening it.
    expect(within(rows[0]!).getByText('Is my serve toss too far forward?')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('Overdue')).not.toBeInTheDocument();
    expect(within(rows[1]!).getByText('Submitted')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/^Due Jan \d, 2026/)).toBeInTheDocument();

    // The numbers above the queue: two waiting, one of them overdue (the first leads to it), and this month's earnings.
    // One read feeds both: the numbers show its answer in the render that shows the list, never a render later.
    const numbers = within(main).getByRole('list', { name: 'Your numbers' });
    const tile = (label: string) => within(numbers).getByText(label).closest('li')!;
    expect(tile('Reviews waiting').querySelector('strong')!.textContent).toBe('2');
    expect(within(tile('Reviews waiting')).getByRole('link', { name: 'Open the next one' })).toHaveAttribute('href', '/submissions/late');
    expect(tile('Overdue').querySelector('strong')!.textContent).toBe('1');
    expect(within(tile('Earnings this month')).getByText('$45.00')).toBeInTheDocument();
  });

  it('Issue 13 while a pro’s dashboard loads, its numbers, review queue and verification hold their places before the panels that follow them', async () => {
    const world = createTestWorld();
    signedInPro(world, 'approved');
    world.container.rebind(TYPES.LoadProDashboard).toConstantValue({ execute: () => new Promise(() => undefined) } as unknown as LoadProDashboard);
    const main = await openDashboard(world);

    expect(within(main).getByRole('status', { name: 'Loading your numbers' })).toBeInTheDocument();
    const titles = within(main)
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-label'));
    expect(titles.slice(0, 4)).toEqual(['Review queue', 'Your listing', 'Verification', 'Notifications']);
    expect(within(within(main).getByRole('region', { name: 'Verification' })).getByRole('status', { name: 'Loading your verification' })).toBeInTheDocument();
    expect(within(within(main).getByRole('region', { name: 'Your listing' })).getByRole('status', { name: 'Loading your listing' })).toBeInTheDocument();
  });

  it('Issue 13 a listed pro reads their listing on the dashboard: the athletes’ rating, the analyses delivered, price, turnaround and sports, a link from their public profile', async () => {
    const world = createTestWorld();
    const pro = signedInPro(world, 'approved');
    const tables = world.backend.pros.submissionTables;
    tables.seed({ id: 'done-1', athlete_id: 'a1', pro_id: pro, status: 'delivered', paid: true }, '2025-12-20T00:00:00.000Z');
    tables.seed({ id: 'done-2', athlete_id: 'a2', pro_id: pro, status: 'delivered', paid: true }, '2025-12-21T00:00:00.000Z');
    tables.seed({ id: 'waiting', athlete_id: 'a3', pro_id: pro, status: 'submitted', paid: true }, '2026-01-01T00:00:00.000Z');
    const main = await openDashboard(world);

    const listing = await within(main).findByRole('region', { name: 'Your listing' });
    const fact = (label: string) => within(listing).getByText(label).nextElementSibling?.textContent;
    await within(listing).findByText('Analyses delivered');
    expect([fact('Rating'), fact('Analyses delivered'), fact('Price'), fact('Turnaround'), fact('Sports')]).toEqual(['4.5 (10 reviews)', '2', '$45.00 per analysis', '2 days', 'Tennis']);
    expect(within(listing).getByRole('link', { name: 'See your profile as athletes do' })).toHaveAttribute('href', `/pros/${pro}`);
  });

  it.each(['pending', 'rejected', null] as const)('Issue 13 a pro who is not listed (application %s) has no listing panel, only the verification’s next step', async (status) => {
    const world = createTestWorld();
    signedInPro(world, status);
    const main = await openDashboard(world);
    await within(main).findByRole('list', { name: 'Your numbers' });
    expect(within(main).getByRole('region', { name: 'Verification' })).toBeInTheDocument();
    expect(within(main).queryByRole('region', { name: 'Your listing' })).not.toBeInTheDocument();
  });

  it('Issue 12 R6.3 an admin lands on the counts that need action, each a link to its list, with "Admin" in the header', async () => {
    const world = createTestWorld();
    signedIn(world, { profileIsAdmin: true });
    const waiting = seedAccount(world, { email: 'paula@example.com' }).user.id;
    world.backend.pros.put(aPro({ id: waiting, verificationStatus: 'pending' }));
    const main = await openDashboard(world);

    const region = within(main).getByRole('region', { name: 'Needs your action' });
    expect(await within(region).findByRole('link', { name: '1 pro waiting for verification' })).toHaveAttribute('href', '/admin/verification');
    expect(within(region).getByRole('link', { name: '0 videos needing repair' })).toHaveAttribute('href', '/admin/video-repair');
    expect(within(region).getByRole('link', { name: 'Open the admin area' })).toHaveAttribute('href', '/admin');
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(within(main).queryByRole('region', { name: 'Verification' })).not.toBeInTheDocument();
    // The to-do list leads the main column, before the admin's own submissions.
    expect(within(main).getAllByRole('region').map((panel) => panel.getAttribute('aria-label')).slice(0, 3)).toEqual(['Needs your action', 'Your submissions', 'Notifications']);
  });

  it('Issue 12 the header shows no "Admin" link to an athlete or a pro', async () => {
    const world = createTestWorld();
    signedInPro(world, 'approved');
    await openDashboard(world);
    expect(within(screen.getByRole('navigation', { name: 'Main' })).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Needs your action' })).not.toBeInTheDocument();
  });
});
