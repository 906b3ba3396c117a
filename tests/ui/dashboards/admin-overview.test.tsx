import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aPro } from '../../support/pro-mother';
import { createTestWorld, renderApp, seedAccount } from '../../support/test-app';
import { UI_TIMEOUT } from '../drivers';

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

    const figures = await screen.findByRole('list', { name: 'Platform figures' }, { timeout: 5_000 });
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
  });
});
