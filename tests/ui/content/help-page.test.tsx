import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestWorld, renderApp, seedAccount } from '../../support/test-app';
import { enter, findPageHeading, person, settle, signedIn, UI_TIMEOUT } from '../drivers';
import { HELP_ARTICLES, HELP_FAQ } from '../../../src/ui/content/help-content';

const summaries = () => screen.queryAllByRole('group').map((details) => details.querySelector('summary')!.textContent);

describe('/help', UI_TIMEOUT, () => {
  it('R2.1 Issue 12 lists the guides and the frequent questions, each opening on demand', async () => {
    const world = createTestWorld();
    renderApp(world, '/help');
    await settle(world);
    expect(await findPageHeading('Help centre')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Guides' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(summaries()).toEqual([...HELP_ARTICLES, ...HELP_FAQ].map((entry) => entry.title));
    const question = screen.getByText('What if my pro is late?').closest('details')!;
    expect(question).not.toHaveAttribute('open');
    await person().click(within(question).getByText('What if my pro is late?'));
    expect(question).toHaveAttribute('open');
    expect(within(question).getByText(/cancel the submission from its page and you are refunded in full/)).toBeVisible();
  });

  it('Issue 12 "Search help" filters guides and questions as you type, and says when nothing matches', async () => {
    const world = createTestWorld();
    renderApp(world, '/help');
    await settle(world);
    await findPageHeading('Help centre');
    const user = person();
    await user.type(screen.getByLabelText('Search help'), 'refund');
    expect(summaries()).toEqual(['Can I get a refund?', 'What if my pro is late?']);
    expect(screen.getByRole('status', { name: 'Search results' })).toHaveTextContent('2 results');
    await user.type(screen.getByLabelText('Search help'), 'zzz');
    expect(summaries()).toEqual([]);
    expect(screen.getByRole('heading', { name: 'No help matches your search' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Search help'));
    expect(summaries()).toHaveLength(HELP_ARTICLES.length + HELP_FAQ.length);
  });

  it('Issue 12 a signed-out visitor is asked to sign in, and comes back to /help', async () => {
    const world = createTestWorld();
    renderApp(world, '/help');
    await settle(world);
    await findPageHeading('Help centre');
    const contact = screen.getByRole('heading', { name: 'Contact support' }).parentElement!;
    expect(within(contact).getByRole('link', { name: 'Sign in to contact support' })).toHaveAttribute('href', '/login?redirect=%2Fhelp');
    expect(within(contact).queryByLabelText('Message')).not.toBeInTheDocument();
  });

  it('Issue 12 "Contact support" sends the message to every admin as a notification', async () => {
    const world = createTestWorld();
    const admin = seedAccount(world, { email: 'ada@example.com', first_name: 'Ada', profileIsAdmin: true });
    const athlete = signedIn(world, { email: 'sam@example.com' });
    renderApp(world, '/help');
    await settle(world);
    await findPageHeading('Help centre');
    const user = person();
    await enter(user, 'Subject', 'Upload stuck at 80 %');
    await enter(user, 'Message', 'My upload stopped at 80 % twice. What should I do?');
    await user.click(screen.getByRole('button', { name: 'Send to support' }));
    expect(await screen.findByText('Your message was sent to the ClipCoach team.')).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveValue('');

    const sent = world.backend.pros.notifications.filter((n) => n.title === 'Support request: Upload stuck at 80 %');
    expect(sent.map((n) => n.userId)).toEqual([admin.user.id]);
    expect(sent[0]!.body).toBe('From Sam Sprinter <sam@example.com>\n\nMy upload stopped at 80 % twice. What should I do?');
    expect(world.backend.contentTables.supportRequests.map((r) => r.userId)).toEqual([athlete.user.id]);
  });

  it('Issue 12 a message too short is refused with the reason, and nothing is sent', async () => {
    const world = createTestWorld();
    seedAccount(world, { email: 'ada@example.com', profileIsAdmin: true });
    signedIn(world, { email: 'sam@example.com' });
    renderApp(world, '/help');
    await settle(world);
    await findPageHeading('Help centre');
    const user = person();
    await enter(user, 'Subject', 'Hi');
    await enter(user, 'Message', 'Help');
    await user.click(screen.getByRole('button', { name: 'Send to support' }));
    expect(await screen.findByText('Your message was not sent: The message has 10 to 2,000 characters.')).toBeInTheDocument();
    expect(world.backend.pros.notifications).toEqual([]);
  });
});
