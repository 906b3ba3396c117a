import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { enter, person, settle, UI_TIMEOUT } from '../drivers';
import { createTestWorld, renderApp, seedAccount } from '../../support/test-app';
import { LAST_ADMIN_MESSAGE } from '../../../src/domain/people/admin-rights';

async function openAsAdmin() {
  const world = createTestWorld();
  const ana = seedAccount(world, { email: 'ana@example.com', first_name: 'Ana', last_name: 'Ace' });
  // Metadata says admin (the gate answers at once); the backend trusts the profile row.
  const admin = seedAccount(world, { email: 'admin@example.com', first_name: 'Ada', last_name: 'Admin', is_admin: true, profileIsAdmin: true });
  world.backend.auth.startSessionFor(admin.email);
  renderApp(world, '/admin/users');
  await settle(world);
  await screen.findByRole('form', { name: 'Find people' }, { timeout: 10_000 });
  return { world, ana, admin, user: person() };
}

async function open(world: ReturnType<typeof createTestWorld>, user: ReturnType<typeof person>, query: string, name: string) {
  await user.clear(screen.getByLabelText('Search people'));
  await enter(user, 'Search people', query);
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await settle(world);
  await user.click(within(await screen.findByRole('list', { name: 'People found' })).getByRole('button', { name }));
  await settle(world);
  return screen.findByRole('region', { name });
}

describe('Issue 12 /admin/users', () => {
  it('R2.4 Issue 12 finds a person by e-mail and shows their profile, submissions and payments', async () => {
    const { world, user } = await openAsAdmin();
    await world.backend.admin.demo.create({ kind: 'submissions' });
    const athlete = world.backend.adminTools.demoRecords.find((r) => r.kind === 'athlete')!;
    const name = athlete.label.split(': ')[1]!;
    const panel = await open(world, user, 'demo.clipcoach.invalid', name);
    expect(within(panel).getByText('Athlete')).toBeInTheDocument();
    expect(within(within(panel).getByRole('list', { name: 'Submissions' })).getAllByRole('listitem')).toHaveLength(7);
    expect(within(within(panel).getByRole('list', { name: 'Payments' })).getAllByRole('listitem')).toHaveLength(4);
  }, UI_TIMEOUT.timeout);

  it('R2.4 Issue 12 "Grant admin" asks first, then makes the person an administrator; "Revoke admin" takes it back', async () => {
    const { world, ana, user } = await openAsAdmin();
    const panel = await open(world, user, 'ana', 'Ana Ace');
    await user.click(within(panel).getByRole('button', { name: 'Grant admin' }));
    await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
    expect(world.backend.profiles.get(ana.user.id)?.isAdmin).toBe(false);

    await user.click(within(panel).getByRole('button', { name: 'Grant admin' }));
    await user.click(within(panel).getByRole('button', { name: 'Yes, grant admin' }));
    await settle(world);
    expect(await within(panel).findByRole('button', { name: 'Revoke admin' })).toBeInTheDocument();
    expect(world.backend.profiles.get(ana.user.id)?.isAdmin).toBe(true);

    await user.click(within(panel).getByRole('button', { name: 'Revoke admin' }));
    await user.click(within(panel).getByRole('button', { name: 'Yes, revoke admin' }));
    await settle(world);
    expect(await within(panel).findByRole('button', { name: 'Grant admin' })).toBeInTheDocument();
    expect(world.backend.profiles.get(ana.user.id)?.isAdmin).toBe(false);
  }, UI_TIMEOUT.timeout);

  it('R2.4 Issue 12 revoking the last admin is refused and the refusal is shown; they stay admin', async () => {
    const { world, admin, user } = await openAsAdmin();
    const panel = await open(world, user, 'admin@', 'Ada Admin');
    await user.click(within(panel).getByRole('button', { name: 'Revoke admin' }));
    await user.click(within(panel).getByRole('button', { name: 'Yes, revoke admin' }));
    await settle(world);
    expect(await within(panel).findByText(LAST_ADMIN_MESSAGE)).toBeInTheDocument();
    expect(within(panel).getByText('Revoke admin was refused.')).toBeInTheDocument();
    expect(world.backend.profiles.get(admin.user.id)?.isAdmin).toBe(true);
  }, UI_TIMEOUT.timeout);
});
