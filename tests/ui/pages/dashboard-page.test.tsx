import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createTestWorld, renderApp, type TestWorld } from '../../support/test-app';
import { advance, findPageHeading, settle, signedIn, UI_TIMEOUT } from '../drivers';

function makePro(world: TestWorld, userId: string): void {
  world.backend.profiles.put({ ...world.backend.profiles.get(userId)!, accountType: 'pro' });
}

describe('/dashboard', UI_TIMEOUT, () => {
  it('R4.2 R9.7 shows a small spinner until the profile arrives at 100 ms, then greets by first name', async () => {
    const world = createTestWorld();
    signedIn(world, { first_name: 'Sam', last_name: 'Sprinter' });
    renderApp(world, '/dashboard');
    await settle(world);
    await findPageHeading('Dashboard');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('status', { name: 'Loading your profile' })).toBeInTheDocument();

    await advance(world, 99);
    expect(within(main).getByRole('status', { name: 'Loading your profile' })).toBeInTheDocument();
    expect(screen.queryByText('Welcome, Sam')).not.toBeInTheDocument();

    await advance(world, 1);
    expect(screen.getByText('Welcome, Sam')).toBeInTheDocument();
    expect(within(main).queryByRole('status', { name: 'Loading your profile' })).not.toBeInTheDocument();
  });

  it("issue 13 (LCP) the panels show during the profile's 100 ms wait, the role read beside it; only the greeting waits", async () => {
    const world = createTestWorld();
    const account = signedIn(world, { first_name: 'Sam' });
    makePro(world, account.user.id);
    renderApp(world, '/dashboard');
    await advance(world, 99);
    await findPageHeading('Dashboard');
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('link', { name: 'Review queue' })).toHaveAttribute('href', '/submissions');
    expect(within(main).getByRole('status', { name: 'Loading your profile' })).toBeInTheDocument();
    expect(screen.queryByText('Welcome, Sam')).not.toBeInTheDocument();

    await advance(world, 1);
    expect(screen.getByText('Welcome, Sam')).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Review queue' })).toBeInTheDocument();
  });

  it("issue 13 (LCP) the panels' reads start with the session, beside the role's read: the panels show their data in their first render", async () => {
    const world = createTestWorld();
    signedIn(world, { first_name: 'Sam' });
    // The role's read answers only when the test says so.
    const profiles = world.backend.profiles;
    const readRole = profiles.readAdminAndType.bind(profiles);
    let answerRole: () => void = () => undefined;
    vi.spyOn(profiles, 'readAdminAndType').mockImplementation((id) => new Promise((resolve) => (answerRole = () => resolve(readRole(id)))));
    const submissionsRead = vi.spyOn(world.backend.submissions, 'list');
    const spinners = new Set<string>();
    const watch = new MutationObserver(() => document.querySelectorAll('[role="status"]').forEach((status) => spinners.add(status.getAttribute('aria-label') ?? '')));
    watch.observe(document.body, { childList: true, subtree: true });

    renderApp(world, '/dashboard');
    await findPageHeading('Dashboard');
    await settle(world);
    const main = screen.getByRole('main');
    expect(within(main).queryByRole('link', { name: 'Upload a clip' })).not.toBeInTheDocument();
    expect(submissionsRead).toHaveBeenCalledWith({ as: 'athlete' });

    await act(async () => answerRole());
    expect(await within(main).findByRole('heading', { name: 'No submissions yet' })).toBeInTheDocument();
    watch.disconnect();
    expect(spinners).not.toContain('Loading your submissions');
    expect(spinners).not.toContain('Loading your numbers');
  });

  it('issue 13 R7.5 when the role cannot be read, the panels wait for the profile and follow its role', async () => {
    const world = createTestWorld();
    const account = signedIn(world);
    makePro(world, account.user.id);
    world.backend.profiles.faults.failNext('readAdminAndType', { kind: 'data', reason: 'unavailable', message: 'timeout' });
    renderApp(world, '/dashboard');
    await advance(world, 99);
    await findPageHeading('Dashboard');
    const main = screen.getByRole('main');
    expect(within(main).queryByRole('link', { name: 'Review queue' })).not.toBeInTheDocument();
    expect(within(main).queryByRole('link', { name: 'Upload a clip' })).not.toBeInTheDocument();

    await advance(world, 1);
    expect(await within(main).findByRole('link', { name: 'Review queue' })).toBeInTheDocument();
    expect(within(main).queryByRole('link', { name: 'Upload a clip' })).not.toBeInTheDocument();
  });

  it('R3.2 an athlete is offered "Upload a clip" and their submissions, and no admin area', async () => {
    const world = createTestWorld();
    signedIn(world);
    renderApp(world, '/dashboard');
    await advance(world, 100);
    await findPageHeading('Dashboard');
    expect(screen.getByRole('link', { name: 'Upload a clip' })).toHaveAttribute('href', '/upload-start');
    expect(await screen.findByRole('heading', { name: 'No submissions yet' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Verification' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the admin area' })).not.toBeInTheDocument();
    // Their name is for the pros who review them.
    expect(within(screen.getByRole('region', { name: 'Your account' })).getByText('Keep your name up to date; pros see it on your submissions.')).toBeInTheDocument();
  });

  it('R3.1 a pro (account_type pro in the profile) is offered their verification status and review queue instead', async () => {
    const world = createTestWorld();
    const account = signedIn(world);
    makePro(world, account.user.id);
    renderApp(world, '/dashboard');
    await advance(world, 100);
    await findPageHeading('Dashboard');
    expect(await screen.findByRole('link', { name: 'Start your application' })).toHaveAttribute('href', '/onboarding/pro');
    expect(screen.getByRole('link', { name: 'Review queue' })).toHaveAttribute('href', '/submissions');
    expect(screen.queryByRole('link', { name: 'Upload a clip' })).not.toBeInTheDocument();
    // A pro's name is for the athletes who choose them, not for "pros".
    expect(within(screen.getByRole('region', { name: 'Your account' })).getByText('Keep your name up to date; athletes see it on your public profile and on your reviews.')).toBeInTheDocument();
  });

  it('R6.3 an admin (is_admin in the profile) gets a link to /admin', async () => {
    const world = createTestWorld();
    signedIn(world, { profileIsAdmin: true });
    renderApp(world, '/dashboard');
    await advance(world, 100);
    await findPageHeading('Dashboard');
    expect(screen.getByRole('link', { name: 'Open the admin area' })).toHaveAttribute('href', '/admin');
  });

  it('R6.3 an admin by user metadata also gets the link', async () => {
    const world = createTestWorld();
    signedIn(world, { is_admin: true });
    renderApp(world, '/dashboard');
    await advance(world, 100);
    await findPageHeading('Dashboard');
    expect(screen.getByRole('link', { name: 'Open the admin area' })).toHaveAttribute('href', '/admin');
  });

  it('R7.5 R6.3 reads is_admin and account_type from the profile row: a user made admin after signing in gets the link to /admin', async () => {
    const world = createTestWorld();
    const account = signedIn(world);
    const { router } = renderApp(world, '/profile');
    await advance(world, 100);
    world.backend.profiles.put({ ...world.backend.profiles.get(account.user.id)!, isAdmin: true });

    await act(() => router.navigate('/dashboard'));
    await findPageHeading('Dashboard');
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('link', { name: 'Open the admin area' })).toHaveAttribute('href', '/admin');
    expect(within(main).getByRole('region', { name: 'Needs your action' })).toBeInTheDocument();
  });

  it('R4.4 when the profile cannot be read, the greeting falls back on the sign-up name', async () => {
    const world = createTestWorld();
    signedIn(world, { first_name: 'Sam', withProfile: false });
    world.backend.profiles.faults.failNext('findById', { kind: 'data', reason: 'unavailable', message: 'timeout' });
    renderApp(world, '/dashboard');
    await advance(world, 100);
    await findPageHeading('Dashboard');
    expect(screen.getByText('Welcome, Sam')).toBeInTheDocument();
  });
});
