import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestWorld, currentPath, renderApp, seedAccount, type TestWorld } from '../../support/test-app';
import { dataErrors } from '../../../src/domain/shared/data-error';
import { aPdf, aPro } from '../../support/pro-mother';
import { SEARCH_DEBOUNCE_MS } from '../../../src/ui/hooks/use-search-field';
import { PRO_DELETION_PAGE_SIZE } from '../../../src/ui/pros/admin-pro-deletion-page';

const settle = (world: TestWorld, ms = 0) => act(() => world.clock.advanceBy(ms));

function marketplace(world: TestWorld) {
  world.backend.pros.put(aPro({ id: 'ana', displayName: 'Ana Ace', sports: ['Tennis'], priceCents: 3000, ratingAvg: 4.9 }));
  world.backend.pros.put(aPro({ id: 'ben', displayName: 'Ben Birdie', sports: ['Golf'], priceCents: 2000, ratingAvg: 4.2 }));
  world.backend.pros.put(aPro({ id: 'dan', displayName: 'Dan Pending', verificationStatus: 'pending' }));
  world.backend.pros.put(aPro({ id: 'eve', displayName: 'Eve Deleted', deletedAt: '2026-01-05T00:00:00.000Z' }));
}

describe('/pros and /pros/:proId', () => {
  it('R2.1 lists only approved, not deleted pros; searches by name, filters by sport, sorts by price (public route)', async () => {
    const world = createTestWorld();
    marketplace(world);
    const { router } = renderApp(world, '/pros');
    const list = await screen.findByRole('list', { name: 'Pros' });
    expect(within(list).getAllByRole('link').map((a) => a.textContent)).toEqual(['Ana Ace', 'Ben Birdie']);

    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'price-asc');
    await settle(world);
    expect(within(await screen.findByRole('list', { name: 'Pros' })).getAllByRole('link').map((a) => a.textContent)).toEqual(['Ben Birdie', 'Ana Ace']);

    await userEvent.selectOptions(screen.getByLabelText('Sport'), 'Tennis');
    await settle(world);
    expect(currentPath(router)).toContain('sport=Tennis');
    await screen.findByText('1 pro');

    await userEvent.selectOptions(screen.getByLabelText('Sport'), '');
    await userEvent.type(screen.getByLabelText('Search by name'), 'zzz');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No pros match your search')).toBeInTheDocument();
  });

  it('Issue 13 a rated pro\'s card shows the rating beside a filled star; a pro nobody has rated yet is "New on ClipCoach", with no star', async () => {
    const world = createTestWorld();
    marketplace(world);
    world.backend.pros.put(aPro({ id: 'nia', displayName: 'Nia New', ratingAvg: null, reviewsCount: 0 }));
    world.backend.pros.put(aPro({ id: 'una', displayName: 'Una Once', ratingAvg: 5, reviewsCount: 1 }));
    renderApp(world, '/pros');
    const list = await screen.findByRole('list', { name: 'Pros' });
    const card = (name: string) => within(list).getByRole('link', { name }).closest('li')!;
    expect(within(card('Ana Ace')).getByText('4.9 (10 reviews)')).toBeInTheDocument();
    expect(within(card('Una Once')).getByText('5.0 (1 review)')).toBeInTheDocument();
    expect(within(card('Ana Ace')).getByRole('img', { name: 'Rating' })).toBeInTheDocument();
    expect(within(card('Nia New')).getByText('New on ClipCoach')).toBeInTheDocument();
    expect(within(card('Nia New')).queryByRole('img', { name: 'Rating' })).not.toBeInTheDocument();
  });

  it('the name search applies as you type, once typing pauses for 300 ms (nothing at 299 ms), like the sport and sort filters', async () => {
    const world = createTestWorld();
    marketplace(world);
    const { router } = renderApp(world, '/pros?sport=Tennis');
    await screen.findByText('1 pro');
    await userEvent.selectOptions(screen.getByLabelText('Sport'), '');
    await settle(world);
    expect(within(await screen.findByRole('list', { name: 'Pros' })).getAllByRole('link')).toHaveLength(2);

    await userEvent.type(screen.getByLabelText('Search by name'), 'ben');
    await settle(world, SEARCH_DEBOUNCE_MS - 1);
    expect(currentPath(router)).toBe('/pros');
    expect(screen.getByText('2 pros')).toBeInTheDocument();

    await settle(world, 1);
    expect(currentPath(router)).toBe('/pros?q=ben');
    await screen.findByText('1 pro');
    expect(within(screen.getByRole('list', { name: 'Pros' })).getAllByRole('link').map((a) => a.textContent)).toEqual(['Ben Birdie']);
  });

  it('shows an error state with a retry when the backend fails, and recovers', async () => {
    const world = createTestWorld();
    marketplace(world);
    const failure = { kind: 'data' as const, reason: 'unavailable' as const, message: 'Service unavailable' };
    world.backend.pros.faults.failNext('listPublic', failure, 2); // the query layer retries once (R9.14)
    renderApp(world, '/pros');
    await settle(world);
    // The query's one retry waits 1 s (the app's own retry, 5 s after the failure, is not due yet).
    await act(() => world.clock.advanceBy(1_000));
    expect(await screen.findByText(/We couldn't load the pros: Service unavailable/, {}, { timeout: 4000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Pros' })).toBeInTheDocument();
  });

  it('opens a pro with price, turnaround and rating, and "Request analysis" starts an upload for this pro', async () => {
    const world = createTestWorld();
    marketplace(world);
    renderApp(world, '/pros/ana');
    expect(await screen.findByRole('heading', { name: 'Ana Ace' })).toBeInTheDocument();
    expect(screen.getByText('$30.00')).toBeInTheDocument();
    // Under its "Turnaround" label, the time alone.
    expect(screen.getByText('2 days')).toBeInTheDocument();
    expect(screen.getByText('★ 4.9 (10 reviews)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request analysis' })).toHaveAttribute('href', '/upload-start?pro=ana');
  });

  it.each([['dan'], ['eve'], ['nobody']])('shows a clear not-found state for a pending, deleted or unknown pro (%s)', async (id) => {
    const world = createTestWorld();
    marketplace(world);
    renderApp(world, `/pros/${id}`);
    expect(await screen.findByText("We couldn't find this pro")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse verified pros' })).toHaveAttribute('href', '/pros');
  });
});

describe('/onboarding/pro', () => {
  async function signIn(world: TestWorld, email: string) {
    world.backend.auth.startSessionFor(email);
    await settle(world, 100);
  }

  it('R2.3 walks the steps, checks a credential before sending it, keeps progress, and submits for verification', async () => {
    const world = createTestWorld();
    const pro = seedAccount(world, { email: 'carla@example.com' });
    await signIn(world, pro.email);
    const view = renderApp(world, '/onboarding/pro');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Display name'), 'Coach Carla');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Add a one-line headline.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Headline'), 'Tennis serve specialist');
    await user.type(screen.getByLabelText('Bio'), 'Twelve years coaching juniors and adults on the serve.');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('checkbox', { name: 'Tennis' })).toBeInTheDocument();

    // Leaving after step 1 and returning resumes at step 2, with step 1's answers stored as a draft.
    view.unmount();
    const back = renderApp(world, '/onboarding/pro');
    expect(await screen.findByRole('listitem', { current: 'step' })).toHaveTextContent('2. Sports and price');
    expect(world.backend.pros.pros.get(pro.user.id)).toMatchObject({ displayName: 'Coach Carla', headline: 'Tennis serve specialist', verificationStatus: 'draft' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('Display name')).toHaveValue('Coach Carla');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    await user.click(await screen.findByRole('checkbox', { name: 'Tennis' }));
    await user.type(screen.getByLabelText('Years of experience'), '12');
    await user.type(screen.getByLabelText('Price per analysis (USD)'), '45');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    // Leaving and returning resumes at the same step.
    back.unmount();
    renderApp(world, '/onboarding/pro');
    const identity = await screen.findByLabelText('Identity document');
    // A person can pick any file with "All files"; the page must still refuse it.
    await userEvent.setup({ applyAccept: false }).upload(identity, new File(['GIF89a'], 'id.gif', { type: 'image/gif' }));
    expect(await screen.findByText('"id.gif" is not a PDF, JPEG or PNG file.')).toBeInTheDocument();
    expect(world.backend.pros.documents.size).toBe(0);
    await user.upload(identity, aPdf('passport.pdf'));
    expect(await screen.findByText('Uploaded passport.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to review' }));

    await user.click(await screen.findByRole('button', { name: 'Submit for verification' }));
    expect(await screen.findByText('Submitted for verification.')).toBeInTheDocument();
    expect(world.backend.pros.pros.get(pro.user.id)?.verificationStatus).toBe('pending');
    expect(world.backend.profiles.get(pro.user.id)?.accountType).toBe('pro');
  });

  it('a failed save says so, keeps every answer typed, and saves when tried again', async () => {
    const world = createTestWorld();
    const pro = seedAccount(world, { email: 'carla@example.com' });
    await signIn(world, pro.email);
    renderApp(world, '/onboarding/pro');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Display name'), 'Coach Carla');
    await user.type(screen.getByLabelText('Headline'), 'Tennis serve specialist');
    await user.type(screen.getByLabelText('Bio'), 'Twelve years coaching juniors and adults on the serve.');
    world.backend.pros.faults.failNext('saveOwn', dataErrors.unavailable());
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Your answers were not saved. The service is unavailable right now. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Display name')).toHaveValue('Coach Carla');
    expect(screen.getByLabelText('Bio')).toHaveValue('Twelve years coaching juniors and adults on the serve.');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('checkbox', { name: 'Tennis' })).toBeInTheDocument();
    expect(world.backend.pros.pros.get(pro.user.id)).toMatchObject({ displayName: 'Coach Carla' });
  });

  it('a field error is tied to its field', async () => {
    const world = createTestWorld();
    const pro = seedAccount(world, { email: 'carla@example.com' });
    await signIn(world, pro.email);
    renderApp(world, '/onboarding/pro');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Bio'), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByLabelText('Bio')).toHaveAccessibleDescription('Tell athletes about your coaching (at least 20 characters).');
    expect(screen.getByLabelText('Headline')).toHaveAccessibleDescription('Add a one-line headline.');
    expect(screen.getByLabelText('Bio')).toHaveValue('Too short');
  });

  it('a rejected pro sees the reason, fixes and resubmits', async () => {
    const world = createTestWorld();
    const pro = seedAccount(world, { email: 'carla@example.com' });
    world.backend.pros.put(aPro({ id: pro.user.id, verificationStatus: 'rejected', rejectionReason: 'Identity document is blurry' }));
    await signIn(world, pro.email);
    await world.backend.pros.upload(pro.user.id, { kind: 'identity', file: aPdf(), fileName: 'passport.pdf' });
    renderApp(world, '/onboarding/pro');
    expect(await screen.findByText('Reason: Identity document is blurry')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Fix and resubmit' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save and continue' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save and continue' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to review' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Submit for verification' }));
    expect(await screen.findByText('Submitted for verification.')).toBeInTheDocument();
  });
});

describe('admin verification and pro deletion', () => {
  async function asAdmin(world: TestWorld) {
    const admin = seedAccount(world, { email: 'root@example.com', profileIsAdmin: true, is_admin: true });
    world.backend.auth.startSessionFor(admin.email);
    await settle(world, 100);
    return admin;
  }

  it('R2.4 rejects with a required reason, then approves; the pro is notified and appears in /pros at once', async () => {
    const world = createTestWorld();
    world.backend.pros.put(aPro({ id: 'carla', displayName: 'Coach Carla', verificationStatus: 'pending', submittedAt: new Date(world.clock.now() - 3 * 86_400_000).toISOString() }));
    world.backend.pros.put(aPro({ id: 'dora', displayName: 'Dora Drive', verificationStatus: 'pending', submittedAt: new Date(world.clock.now() - 3_600_000).toISOString() }));
    await asAdmin(world);
    const { router } = renderApp(world, '/admin/verification');
    await settle(world, 1_000);
    expect(await screen.findByText('Waiting 3 days')).toBeInTheDocument();
    // Each application carries the pro's avatar: their initials until they upload a photo (issue 13).
    expect(within(screen.getByRole('link', { name: 'Coach Carla' }).closest('li')!).getByText('CC')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Coach Carla' }));

    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(/Give the pro a reason/)).toBeInTheDocument();
    expect(world.backend.pros.pros.get('carla')?.verificationStatus).toBe('pending');
    await userEvent.type(screen.getByLabelText('Reason for rejection'), 'Certification has expired');
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await settle(world);
    expect(world.backend.pros.pros.get('carla')?.rejectionReason).toBe('Certification has expired');
    expect(world.backend.pros.notifications.at(-1)?.userId).toBe('carla');
    expect(currentPath(router)).toBe('/admin/verification');

    await userEvent.click(await screen.findByRole('link', { name: 'Dora Drive' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, approve' }));
    await settle(world);
    expect(world.backend.pros.notifications.at(-1)?.userId).toBe('dora');
    await act(() => router.navigate('/pros'));
    expect(await screen.findByRole('link', { name: 'Dora Drive' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Coach Carla' })).not.toBeInTheDocument();
  });

  it('R2.4 the verification detail asks to confirm before approving, and "Back to queue" returns to the queue', async () => {
    const world = createTestWorld();
    world.backend.pros.put(aPro({ id: 'dora', displayName: 'Dora Drive', verificationStatus: 'pending', submittedAt: new Date(world.clock.now() - 3_600_000).toISOString() }));
    await asAdmin(world);
    const { router } = renderApp(world, '/admin/verification/dora');
    await settle(world, 1_000);

    // The admin area's and the page's code load as in the browser: under a busy machine, beyond Testing Library's default second.
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }, { timeout: 10_000 }));
    const confirm = screen.getByRole('group', { name: 'Confirm approval' });
    expect(within(confirm).getByText(/Approve Dora Drive\?/)).toBeInTheDocument();
    await settle(world);
    expect(world.backend.pros.pros.get('dora')?.verificationStatus).toBe('pending');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group', { name: 'Confirm approval' })).not.toBeInTheDocument();
    expect(world.backend.pros.pros.get('dora')?.verificationStatus).toBe('pending');

    await userEvent.click(screen.getByRole('link', { name: 'Back to queue' }));
    expect(currentPath(router)).toBe('/admin/verification');
    expect(await screen.findByRole('link', { name: 'Dora Drive' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('R2.4 /admin/pro-deletion pages through every pro, 20 at a time, instead of stopping at 20', async () => {
    const world = createTestWorld();
    for (let n = 1; n <= 25; n++) world.backend.pros.put(aPro({ id: `pro-${n}`, displayName: `Coach ${String(n).padStart(2, '0')}` }));
    await asAdmin(world);
    renderApp(world, '/admin/pro-deletion');
    await settle(world, 1_000);
    const names = () => within(screen.getByRole('list', { name: 'Matching pros' })).getAllByRole('listitem').map((row) => `${row.querySelector('strong')?.textContent} (${within(row).getByText(/^(Approved|Pending|Draft|Rejected)$/).textContent})`);
    await screen.findByText('25 pros');
    expect(names()).toHaveLength(PRO_DELETION_PAGE_SIZE);
    expect(names()[0]).toBe('Coach 01 (Approved)');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(names()).toEqual(['Coach 21 (Approved)', 'Coach 22 (Approved)', 'Coach 23 (Approved)', 'Coach 24 (Approved)', 'Coach 25 (Approved)']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Coach 25…' }));
    // The panel opens below the list and takes the focus, so the keyboard and the eye go to it.
    await waitFor(() => expect(screen.getByRole('region', { name: 'Delete Coach 25' })).toHaveFocus());

    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(names()[0]).toBe('Coach 01 (Approved)');
  });

  it('deletes a pro only after the name is typed, showing what the deletion affects', async () => {
    const world = createTestWorld();
    world.backend.pros.put(aPro({ id: 'carla', displayName: 'Coach Carla' }));
    world.backend.pros.submissionTables.seed({ id: 's1', pro_id: 'carla', athlete_id: 'a', status: 'in_review', paid: true });
    await asAdmin(world);
    renderApp(world, '/admin/pro-deletion');
    await settle(world, 1_000);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Coach Carla…' }));
    expect(await screen.findByText('1 open submissions will be cancelled')).toBeInTheDocument();
    const remove = screen.getByRole('button', { name: 'Delete pro' });
    expect(remove).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Type "Coach Carla" to confirm'), 'Coach Carla');
    await userEvent.click(remove);
    expect(await screen.findByText('Coach Carla was deleted: 1 submissions cancelled, 1 refunds requested.')).toBeInTheDocument();
    expect(world.backend.pros.pros.get('carla')?.deletedAt).not.toBeNull();
  });
});

describe('the pro hears about the decision', () => {
  it('R2.3 a rejected pro finds the decision and its reason among the dashboard notifications', async () => {
    const world = createTestWorld();
    const pro = seedAccount(world, { email: 'carla@example.com' });
    // Written with service rights, as an administrator's rejection leaves it.
    world.backend.pros.notifications.push({
      id: 'rejection-notice',
      userId: pro.user.id,
      title: 'Your pro application needs changes',
      body: 'An administrator reviewed your application: Certificate has expired',
      link: '/onboarding/pro',
      createdAt: new Date(world.clock.now()).toISOString(),
    });
    world.backend.auth.startSessionFor(pro.email);
    await settle(world, 100);
    renderApp(world, '/dashboard');
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    expect(await within(panel).findByRole('link', { name: 'Your pro application needs changes' })).toHaveAttribute('href', '/onboarding/pro');
    expect(within(panel).getByText(/Certificate has expired/)).toBeInTheDocument();
  });

  it('the demo marketplace: a sample pro\'s rating comes with the reviews behind it, and a new pro shows none', async () => {
    const world = createTestWorld({ seedDemo: true });
    const pros = [...world.backend.pros.pros.values()];
    const rated = pros.find((pro) => /^demo-pro-/.test(pro.id) && pro.reviewsCount >= 6)!;
    const unrated = pros.find((pro) => /^demo-pro-/.test(pro.id) && pro.reviewsCount === 0)!;

    const ratedPage = renderApp(world, `/pros/${rated.id}`);
    expect(await screen.findByText(`${rated.ratingAvg!.toFixed(2)} out of 5 from ${rated.reviewsCount} reviews`)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Latest reviews' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    ratedPage.unmount();

    renderApp(world, `/pros/${unrated.id}`);
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
  });
});
