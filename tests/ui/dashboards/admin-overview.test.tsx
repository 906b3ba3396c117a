import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aPro } from '../../support/pro-mother';
import { createTestWorld, renderApp, seedAccount } from '../../support/test-app';
import { LATE, person, UI_TIMEOUT } from '../drivers';

describe('Issue 12 /admin overview', UI_TIMEOUT, () => {
  it('Issue 12 R2.4 shows pending verifications, submissions by status, revenue this month and videos needing repair, each linking to its list', async () => {
    const world = createTestWorld();
    // Metadata says admin: the gate answers at once; the counts are the backend's, which reads the profile.
    const account = seedAccount(world, { profileIsAdmin: true, is_admin: true });
    const waiting = seedAccount(world, { email: 'paula@example.com' }).user.id;
    world.backend.pros.put(aPro({ id: waiting, verificationStatus: 'pending' }));
    const tables = world.backend.pros.submissionTables;
    // Paid now (the clock's 2026-01-01): $45.00 + $4.50 fee, paid as $49.50.
    tables.seed({ id: 's1', athlete_id: 'a1', pro_id: 'p1', status: 'submitted', paid: true }, '2026-01-01T00:00:00.000Z');
    tables.seed({ id: 's2', athlete_id: 'a1', pro_id: 'p1', status: 'draft', paid: false }, '2026-01-01T00:00:00.000Z');
    world.backend.auth.startSessionFor(account.email);
    renderApp(world, '/admin');
    await act(() => world.clock.advanceBy(0));

    const figures = await screen.findByRole('list', { name: 'Platform figures' }, LATE);
    const pending = within(figures).getByText('Pending verifications').closest('li')!;
    expect(within(pending).getByText('1')).toBeInTheDocument();
    expect(within(pending).getByRole('link', { name: 'Review pending pros' })).toHaveAttribute('href', '/admin/verification');
    const repair = within(figures).getByText('Videos needing repair').closest('li')!;
    expect(within(repair).getByText('0')).toBeInTheDocument();
    expect(within(repair).getByRole('link', { name: 'Repair videos' })).toHaveAttribute('href', '/admin/video-repair');
    const revenue = within(figures).getByText('Revenue this month').closest('li')!;
    expect(within(revenue).getByText('$49.50')).toBeInTheDocument();
    expect(within(revenue).getByText('Of which platform fees: $4.50')).toBeInTheDocument();
    const byStatus = within(figures).getByLabelText('Submissions by status');
    const count = (label: string) => within(byStatus).getByText(label).nextElementSibling?.textContent;
    expect([count('Draft'), count('Submitted'), count('Delivered')]).toEqual(['1', '1', '0']);
    expect(within(byStatus).getByRole('link', { name: 'Submitted: 1 submission' })).toHaveAttribute('href', '/submissions?list=admin&status=submitted');
    expect(within(byStatus).getByRole('link', { name: 'Delivered: 0 submissions' })).toHaveAttribute('href', '/submissions?list=admin&status=delivered');
    expect(within(figures).getByRole('link', { name: 'All submissions' })).toHaveAttribute('href', '/submissions?list=admin');
  });

  it('Issue 12 R2.3 R6.3 a status count opens /submissions filtered by that status, listing every athlete’s submissions with the athlete and the pro', async () => {
    const world = createTestWorld();
    const account = seedAccount(world, { profileIsAdmin: true, is_admin: true });
    const ann = seedAccount(world, { email: 'ann@example.com', first_name: 'Ann', last_name: 'Athlete' }).user.id;
    const ben = seedAccount(world, { email: 'ben@example.com', first_name: 'Ben', last_name: 'Bauer' }).user.id;
    const carla = seedAccount(world, { email: 'carla@example.com' }).user.id;
    world.backend.pros.put(aPro({ id: carla, displayName: 'Coach Carla' }));
    const tables = world.backend.pros.submissionTables;
    tables.seed({ id: 's-ann', athlete_id: ann, pro_id: carla, status: 'submitted', paid: true }, '2026-01-01T00:00:00.000Z');
    tables.seed({ id: 's-ben', athlete_id: ben, pro_id: carla, status: 'submitted', paid: true }, '2025-12-31T00:00:00.000Z');
    tables.seed({ id: 's-draft', athlete_id: ben, pro_id: carla, status: 'draft', paid: false }, '2025-12-30T00:00:00.000Z');
    world.backend.auth.startSessionFor(account.email);
    const { router } = renderApp(world, '/admin');
    await act(() => world.clock.advanceBy(0));

    // While the counts load, a hidden copy holds their place; the link is there once they have arrived.
    await person().click(await screen.findByRole('link', { name: 'Submitted: 2 submissions' }, LATE));
    await act(() => world.clock.advanceBy(0));

    expect(await screen.findByRole('heading', { name: 'All submissions' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?list=admin&status=submitted');
    expect(screen.getByLabelText('Status')).toHaveValue('submitted');
    const rows = await screen.findByRole('list', { name: 'Submissions' });
    const links = within(rows).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Ann Athlete with Coach Carla · Tennis', '/submissions/s-ann'],
      ['Ben Bauer with Coach Carla · Tennis', '/submissions/s-ben'],
    ]);
  });
});
