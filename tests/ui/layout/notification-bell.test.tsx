import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SentNotification } from '../../../src/domain/notifications/notification';
import { NOTIFICATIONS_REFRESH_MS } from '../../../src/ui/pages/notification-queries';
import { advance, person, settle, signedIn, UI_TIMEOUT } from '../drivers';
import { createTestWorld, currentPath, renderApp, type TestWorld } from '../../support/test-app';

/** A notification as the backend stored it (service rights: fixtures bypass the sending rule on purpose). */
function stored(world: TestWorld, n: Omit<SentNotification, 'id' | 'createdAt'> & { minutesAgo: number }): SentNotification {
  const sent: SentNotification = {
    id: globalThis.crypto.randomUUID(),
    userId: n.userId,
    title: n.title,
    body: n.body,
    ...(n.link !== undefined ? { link: n.link } : {}),
    createdAt: new Date(world.clock.now() - n.minutesAgo * 60_000).toISOString(),
  };
  world.backend.pros.notifications.push(sent);
  return sent;
}

async function openSignedIn() {
  const world = createTestWorld();
  const account = signedIn(world, { first_name: 'Ana', last_name: 'Ace', email: 'ana@example.com' });
  stored(world, { userId: account.user.id, title: 'Your review has started', body: 'A pro started reviewing your Golf clip.', link: '/submissions/s1', minutesAgo: 30 });
  stored(world, { userId: null, title: 'Maintenance tonight', body: 'Back at 2 am.', minutesAgo: 5 });
  stored(world, { userId: account.user.id, title: 'Look here', body: 'A link that leaves the site.', link: '//evil.example/phish', minutesAgo: 60 });
  stored(world, { userId: 'someone-else', title: 'Not for Ana', body: 'Private', minutesAgo: 1 });
  const app = renderApp(world, '/profile');
  await settle(world);
  return { world, account, ...app };
}

describe('Issue 12 the header notifications button', () => {
  it('Issue 12 is not shown to a signed-out visitor', async () => {
    const world = createTestWorld();
    renderApp(world, '/');
    await settle(world);
    await screen.findByRole('link', { name: 'Sign in' });
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
  }, UI_TIMEOUT.timeout);

  it('Issue 12 names the unread count, lists newest first with message and time, follows same-origin links only', async () => {
    const { world, router } = await openSignedIn();
    const user = person();
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');

    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const items = within(within(panel).getByRole('list', { name: 'Your notifications' })).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('strong')?.textContent)).toEqual(['Unread: Maintenance tonight', 'Unread: Your review has started', 'Unread: Look here']);
    expect(within(items[0]!).getByText('Back at 2 am.')).toBeInTheDocument();
    expect(items[0]!.querySelector('time')).toHaveAttribute('dateTime', expect.stringMatching(/^\d{4}-/));
    expect(within(items[2]!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(panel).queryByText('Not for Ana')).not.toBeInTheDocument();

    await user.click(within(items[1]!).getByRole('link', { name: 'Your review has started' }));
    await settle(world);
    expect(currentPath(router)).toBe('/submissions/s1');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  }, UI_TIMEOUT.timeout);

  it('Issue 12 "Mark all read" reads every one, broadcasts included, for this person only', async () => {
    const { world } = await openSignedIn();
    const user = person();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    await settle(world);
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(within(panel).queryByText(/^Unread:/)).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    const broadcastReads = world.backend.pros.notificationReads.filter((r) => world.backend.pros.notifications.find((n) => n.id === r.notificationId)?.userId === null);
    expect(broadcastReads.map((r) => r.userId)).toEqual([world.backend.auth.currentSession()!.user.id]);
  }, UI_TIMEOUT.timeout);

  it('Issue 12 works from the keyboard: Enter opens, Escape closes and focus returns to the button', async () => {
    await openSignedIn();
    const user = person();
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    bell.focus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(panel).toHaveFocus();
    await user.tab();
    expect(within(panel).getByRole('button', { name: 'Mark all read' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  }, UI_TIMEOUT.timeout);

  it('Issue 12 the count refreshes on its own every minute (on the clock), without a reload', async () => {
    const { world } = await openSignedIn();
    await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    stored(world, { userId: null, title: 'New pros this week', body: 'Have a look', minutesAgo: 0 });
    await advance(world, NOTIFICATIONS_REFRESH_MS - 1_000);
    expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    await advance(world, 1_000);
    await act(() => world.clock.advanceBy(0));
    expect(await screen.findByRole('button', { name: 'Notifications, 4 unread' })).toBeInTheDocument();
  }, UI_TIMEOUT.timeout);
});

