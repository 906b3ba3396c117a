import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { advance, enter, person, settle, UI_TIMEOUT } from '../drivers';
import { createTestWorld, renderApp, seedAccount } from '../../support/test-app';

async function openAsAdmin() {
  const world = createTestWorld();
  const ana = seedAccount(world, { email: 'ana@example.com', first_name: 'Ana', last_name: 'Ace' });
  seedAccount(world, { email: 'ben@clubs.test', first_name: 'Ben', last_name: 'Birdie' });
  // Metadata says admin (the gate answers at once); the backend trusts the profile row.
  const admin = seedAccount(world, { email: 'admin@example.com', first_name: 'Ada', last_name: 'Admin', is_admin: true, profileIsAdmin: true });
  world.backend.auth.startSessionFor(admin.email);
  renderApp(world, '/admin/notifications');
  await settle(world);
  await screen.findByRole('form', { name: 'Send a notification' }, { timeout: 10_000 });
  return { world, ana, admin, user: person() };
}

const history = () => screen.findByRole('list', { name: 'Sent notifications' });

describe('Issue 12 /admin/notifications', () => {
  it('R2.4 Issue 12 names every missing field, and a link that leaves the site, before anything is sent', async () => {
    const { world, user } = await openAsAdmin();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Choose "Everyone" or one person.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Enter a title.');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Enter a message.');

    await user.click(screen.getByRole('radio', { name: 'Everyone' }));
    await enter(user, 'Title', 'Hello');
    await enter(user, 'Message', 'Read this');
    await enter(user, 'Link', 'https://evil.example');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText('Link')).toHaveAccessibleDescription(expect.stringContaining('Enter a path of this site'));
    expect(world.backend.pros.notifications).toEqual([]);
  }, UI_TIMEOUT.timeout);

  it('R2.4 Issue 12 sends to one person found by e-mail, who alone receives it; the history names them', async () => {
    const { world, ana, user } = await openAsAdmin();
    await user.click(screen.getByRole('radio', { name: 'One person' }));
    await enter(user, 'Search people', 'CLUBS');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await settle(world);
    expect(await screen.findByRole('radio', { name: 'Ben Birdie (ben@clubs.test)' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Search people'));
    await enter(user, 'Search people', 'ana');
    await user.keyboard('{Enter}');
    await settle(world);
    await user.click(await screen.findByRole('radio', { name: 'Ana Ace (ana@example.com)' }));
    await enter(user, 'Title', 'Your clip looks great');
    await enter(user, 'Message', 'Book a review this week.');
    await enter(user, 'Link', '/pros');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await settle(world);

    expect(await screen.findByText('Notification sent')).toBeInTheDocument();
    const item = within(await history()).getByText('Your clip looks great').closest('li')!;
    expect(item).toHaveTextContent('To Ana Ace');
    expect(item).toHaveTextContent('/pros');
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(world.backend.pros.notifications.map((n) => [n.userId, n.title, n.body, n.link])).toEqual([[ana.user.id, 'Your clip looks great', 'Book a review this week.', '/pros']]);
  }, UI_TIMEOUT.timeout);

  it('R2.4 Issue 12 broadcasts to everyone; the history, newest first, says "Everyone"', async () => {
    const { world, user } = await openAsAdmin();
    for (const title of ['First news', 'Second news']) {
      await user.click(screen.getByRole('radio', { name: 'Everyone' }));
      await enter(user, 'Title', title);
      await enter(user, 'Message', 'For all of you');
      await user.click(screen.getByRole('button', { name: 'Send' }));
      await settle(world);
      await advance(world, 1_000); // one send a second, so the history has an order
    }
    const list = await history();
    await within(list).findByText('Second news');
    expect(within(list).getAllByRole('listitem').map((li) => li.querySelector('strong')?.textContent)).toEqual(['Second news', 'First news']);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('To Everyone');
    expect(world.backend.pros.notifications.map((n) => n.userId)).toEqual([null, null]);
  }, UI_TIMEOUT.timeout);

  it('R2.4 R6.3 Issue 12 a refusal by the backend says so and keeps what was written', async () => {
    const { world, admin, user } = await openAsAdmin();
    // The admin right is revoked on the server while the page is open.
    const row = world.backend.profiles.get(admin.user.id)!;
    world.backend.profiles.put({ ...row, isAdmin: false });
    await user.click(screen.getByRole('radio', { name: 'Everyone' }));
    await enter(user, 'Title', 'Keep me');
    await enter(user, 'Message', 'Do not lose me');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await settle(world);
    expect(await screen.findByText('The notification was not sent.')).toBeInTheDocument();
    expect(screen.getByText('Only administrators can do that.', { exact: false })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Keep me');
    expect(screen.getByLabelText('Message')).toHaveValue('Do not lose me');
    expect(screen.getByRole('radio', { name: 'Everyone' })).toBeChecked();
    expect(world.backend.pros.notifications).toEqual([]);
  }, UI_TIMEOUT.timeout);
});
