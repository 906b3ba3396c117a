import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aPro } from '../../support/pro-mother';
import { createTestWorld, renderApp, seedAccount } from '../../support/test-app';
import { LATE, person, UI_TIMEOUT } from '../drivers';

describe('/submissions for an admin', UI_TIMEOUT, () => {
  it('R6.3 a pro who is also an admin opens /submissions on their review queue and switches to every submission and back', async () => {
    const world = createTestWorld();
    const account = seedAccount(world, { profileIsAdmin: true, is_admin: true, first_name: 'Carla', last_name: 'Coach' });
    world.backend.profiles.put({ ...world.backend.profiles.get(account.user.id)!, accountType: 'pro' });
    world.backend.pros.put(aPro({ id: account.user.id, displayName: 'Coach Carla' }));
    const ann = seedAccount(world, { email: 'ann@example.com', first_name: 'Ann', last_name: 'Athlete' }).user.id;
    const dave = seedAccount(world, { email: 'dave@example.com' }).user.id;
    world.backend.pros.put(aPro({ id: dave, displayName: 'Coach Dave' }));
    const tables = world.backend.pros.submissionTables;
    tables.seed({ id: 's-mine', athlete_id: ann, pro_id: account.user.id, status: 'submitted', paid: true }, '2026-01-01T00:00:00.000Z');
    tables.seed({ id: 's-other', athlete_id: ann, pro_id: dave, status: 'submitted', paid: true }, '2025-12-31T00:00:00.000Z');
    world.backend.auth.startSessionFor(account.email);
    const { router } = renderApp(world, '/submissions');
    await act(() => world.clock.advanceBy(100));

    expect(await screen.findByRole('heading', { level: 1, name: 'Your review queue' }, LATE)).toBeInTheDocument();
    const lists = screen.getByRole('navigation', { name: 'Which submissions' });
    expect(within(lists).getByRole('link', { name: 'Your review queue' })).toHaveAttribute('aria-current', 'page');
    const rows = await screen.findByRole('list', { name: 'Submissions' });
    expect(within(rows).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/submissions/s-mine']);
    // A review queue holds paid submissions only: its filter offers no draft and nothing awaiting payment.
    expect(statusOptions()).toEqual(['All statuses', 'Submitted', 'In review', 'Delivered', 'Cancelled', 'Refunded']);

    await person().click(within(lists).getByRole('link', { name: 'All submissions' }));
    await act(() => world.clock.advanceBy(0));
    expect(await screen.findByRole('heading', { level: 1, name: 'All submissions' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?list=admin');
    await waitForRows(['/submissions/s-mine', '/submissions/s-other']);
    expect(statusOptions()).toEqual(['All statuses', 'Draft', 'Awaiting payment', 'Submitted', 'In review', 'Delivered', 'Cancelled', 'Refunded']);

    await person().click(within(screen.getByRole('navigation', { name: 'Which submissions' })).getByRole('link', { name: 'Your review queue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your review queue' })).toBeInTheDocument();
  });
});

async function waitForRows(hrefs: string[]) {
  await waitFor(() => expect(within(screen.getByRole('list', { name: 'Submissions' })).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(hrefs));
}

const statusOptions = () => within(screen.getByLabelText('Status')).getAllByRole('option').map((option) => option.textContent);
