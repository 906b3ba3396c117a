import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { advance, enter, person, settle, UI_TIMEOUT } from '../drivers';
import { createTestWorld, currentPath, renderApp, seedAccount } from '../../support/test-app';
import { PEOPLE_PAGE_SIZE } from '../../../src/domain/people/person';
import { SEARCH_DEBOUNCE_MS } from '../../../src/ui/hooks/use-search-field';
import { LAST_ADMIN_MESSAGE } from '../../../src/domain/people/admin-rights';

async function openAsAdmin(more: (world: ReturnType<typeof createTestWorld>) => void = () => {}) {
  const world = createTestWorld();
  const ana = seedAccount(world, { email: 'ana@example.com', first_name: 'Ana', last_name: 'Ace' });
  more(world);
  // Metadata says admin (the gate answers at once); the backend trusts the profile row.
  const admin = seedAccount(world, { email: 'admin@example.com', first_name: 'Ada', last_name: 'Admin', is_admin: true, profileIsAdmin: true });
  world.backend.auth.startSessionFor(admin.email);
  const { router } = renderApp(world, '/admin/users');
  await settle(world);
  await screen.findByRole('search', { name: 'Find people' }, { timeout: 10_000 });
  return { world, ana, admin, router, user: person() };
}

async function open(world: ReturnType<typeof createTestWorld>, user: ReturnType<typeof person>, query: string, name: string) {
  await user.clear(screen.getByLabelText('Search people'));
  await enter(user, 'Search people', query);
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await settle(world);
  await screen.findByText(new RegExp(`match(es)? "${query}"`));
  await user.click(within(await screen.findByRole('list', { name: 'People' })).getByRole('button', { name }));
  await settle(world);
  const panel = await screen.findByRole('region', { name });
  // The record opens below the list: it takes the focus, so the keyboard and the eye go to it.
  await waitFor(() => expect(panel).toHaveFocus());
  return panel;
}

const listed = () => within(screen.getByRole('list', { name: 'People' })).getAllByRole('button').map((b) => b.textContent);

describe('Issue 12 /admin/users', () => {
  it('Issue 13 lists everyone by name before anything is typed, a page at a time with the total; Next shows the rest, and the page lives in the URL', async () => {
    const { world, router, user } = await openAsAdmin((w) => {
      for (let i = 1; i <= PEOPLE_PAGE_SIZE; i++) seedAccount(w, { email: `member${i}@example.com`, first_name: 'Member', last_name: String(i).padStart(2, '0') });
    });
    expect(await screen.findByText(`${PEOPLE_PAGE_SIZE + 2} people`)).toBeInTheDocument();
    expect(listed()).toHaveLength(PEOPLE_PAGE_SIZE);
    expect(listed().slice(0, 3)).toEqual(['Ada Admin', 'Ana Ace', 'Member 01']);

    await user.click(within(screen.getByRole('navigation', { name: 'Pages of people' })).getByRole('button', { name: 'Next' }));
    await settle(world);
    expect(currentPath(router)).toBe('/admin/users?page=2');
    await waitFor(() => expect(listed()).toEqual(['Member 19', 'Member 20']));
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  }, UI_TIMEOUT.timeout);

  it('Issue 13 each person in the list shows their roles: "Pro" for a pro, "Admin" for an administrator, nothing for an athlete', async () => {
    await openAsAdmin((w) => {
      const paula = seedAccount(w, { email: 'paula@example.com', first_name: 'Paula', last_name: 'Pro' });
      w.backend.profiles.put({ ...w.backend.profiles.get(paula.user.id)!, accountType: 'pro' });
    });
    await screen.findByText('3 people');
    const row = (name: string) => within(screen.getByRole('list', { name: 'People' })).getByRole('button', { name }).closest('li')!;
    expect(within(row('Ada Admin')).getByText('Admin')).toBeInTheDocument();
    expect(within(row('Ada Admin')).queryByText('Pro')).not.toBeInTheDocument();
    expect(within(row('Paula Pro')).getByText('Pro')).toBeInTheDocument();
    expect(within(row('Paula Pro')).queryByText('Admin')).not.toBeInTheDocument();
    expect(within(row('Ana Ace')).queryByText(/^(Pro|Admin)$/)).not.toBeInTheDocument();
  });

  it('Issue 13 the search applies as you type, once typing pauses for 300 ms (nothing at 299 ms), and starts again from the first page', async () => {
    const { world, router, user } = await openAsAdmin();
    await screen.findByText('2 people');
    await user.type(screen.getByLabelText('Search people'), 'ana');
    await advance(world, SEARCH_DEBOUNCE_MS - 1);
    expect(currentPath(router)).toBe('/admin/users');
    expect(listed()).toEqual(['Ada Admin', 'Ana Ace']);

    await advance(world, 1);
    expect(currentPath(router)).toBe('/admin/users?q=ana');
    expect(await screen.findByText('1 person matches "ana"')).toBeInTheDocument();
    expect(listed()).toEqual(['Ana Ace']);

    await user.clear(screen.getByLabelText('Search people'));
    await enter(user, 'Search people', 'nobody here');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await settle(world);
    expect(await screen.findByText('No one matches "nobody here".')).toBeInTheDocument();
  }, UI_TIMEOUT.timeout);

  it('Issue 13 a page past the end says so and offers the first page', async () => {
    const world = createTestWorld();
    const admin = seedAccount(world, { email: 'admin@example.com', first_name: 'Ada', last_name: 'Admin', is_admin: true, profileIsAdmin: true });
    world.backend.auth.startSessionFor(admin.email);
    const { router } = renderApp(world, '/admin/users?page=7');
    await settle(world);
    expect(await screen.findByText(/There is no page 7\./, undefined, { timeout: 10_000 })).toBeInTheDocument();
    await person().click(screen.getByRole('button', { name: 'Show the first page' }));
    await settle(world);
    expect(currentPath(router)).toBe('/admin/users');
    expect(await screen.findByText('1 person')).toBeInTheDocument();
  }, UI_TIMEOUT.timeout);

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
