import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoStories } from '../../../src/adapters/demo-stories';
import { dataErrors } from '../../../src/domain/shared/data-error';
import { createTestWorld, renderApp } from '../../support/test-app';
import { advance, enter, findPageHeading, person, settle, signedIn, UI_TIMEOUT } from '../drivers';

describe('/success-stories', UI_TIMEOUT, () => {
  it('R2.1 Issue 12 shows the published demo stories as cards: athlete, sport, the pro linked to their page, before, after and a quote', async () => {
    const world = createTestWorld({ seedDemo: true });
    renderApp(world, '/success-stories');
    await settle(world);
    expect(await findPageHeading('Success stories')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Published success stories' });
    const cards = within(list).getAllByRole('listitem');
    const stories = demoStories(new Date(world.clock.now()).toISOString());
    expect(cards).toHaveLength(stories.length);
    const first = stories[0]!;
    const card = cards[0]!;
    expect(within(card).getByRole('heading', { name: `${first.athleteName} · ${first.sport}` })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: first.proName })).toHaveAttribute('href', `/pros/${first.proId}`);
    const beforeAfter = within(card).getByLabelText(`${first.athleteName}: before and after`);
    expect(within(beforeAfter).getByText('Before')).toBeInTheDocument();
    expect(within(beforeAfter).getByText(first.before)).toBeInTheDocument();
    expect(within(beforeAfter).getByText(first.after)).toBeInTheDocument();
    expect(within(card).getByText(first.quote)).toBeInTheDocument();
  });

  it('R2.1 Issue 12 shows an unpublished story to nobody, and says so when none is published', async () => {
    const world = createTestWorld();
    const [story] = demoStories(new Date(world.clock.now()).toISOString());
    world.backend.contentTables.put({ ...story!, published: false, publishedAt: null });
    renderApp(world, '/success-stories');
    await settle(world);
    await findPageHeading('Success stories');
    expect(await screen.findByRole('heading', { name: 'No stories published yet' })).toBeInTheDocument();
    expect(screen.queryByText(story!.quote)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a pro' })).toHaveAttribute('href', '/pros');
  });

  it('Issue 12 a failed read says so and can be tried again', async () => {
    const world = createTestWorld({ seedDemo: true });
    world.backend.contentTables.faults.failNext('listPublished', dataErrors.unavailable(), 2);
    renderApp(world, '/success-stories');
    await settle(world);
    await findPageHeading('Success stories');
    // The query's one retry (§9) waits 1 s on the clock (and the app's own retry, 5 s after the failure, is not due yet).
    await advance(world, 1_000);
    expect(await screen.findByText(/We couldn't load the success stories/)).toBeInTheDocument();
    await person().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Published success stories' })).toBeInTheDocument();
  });

  it('Issue 12 an admin writes a story as a draft, publishes it, unpublishes and deletes it; visitors see it only while published', async () => {
    const world = createTestWorld();
    signedIn(world, { email: 'ada@example.com', profileIsAdmin: true });
    renderApp(world, '/success-stories');
    await settle(world);
    await findPageHeading('Success stories');
    // R4.2: the profile, which says admin, is read 100 ms after sign-in.
    await advance(world, 100);
    const user = person();
    await user.click(await screen.findByText('Write a story'));
    await enter(user, 'Athlete', 'Rosa T.');
    await enter(user, 'Sport', 'Climbing');
    await enter(user, 'Pro', 'Noah Berg');
    await enter(user, 'Before', 'Stuck on 6b overhangs.');
    await enter(user, 'After', 'Hips to the wall: first 6c.');
    await enter(user, 'Quote', 'One frame showed my hips sagging.');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Saved as a draft.')).toBeInTheDocument();

    const managed = await within(screen.getByRole('list', { name: 'Every story' })).findByRole('listitem', { name: 'Rosa T. · Climbing' });
    expect(within(managed).getByText(/Draft/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Published success stories' })).not.toBeInTheDocument();

    await user.click(within(managed).getByRole('button', { name: 'Publish Rosa T. · Climbing' }));
    const published = await screen.findByRole('list', { name: 'Published success stories' });
    expect(within(published).getByText('One frame showed my hips sagging.')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Unpublish Rosa T. · Climbing' }));
    expect(await screen.findByRole('heading', { name: 'No stories published yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Rosa T. · Climbing…' }));
    await user.click(screen.getByRole('button', { name: 'Delete Rosa T. · Climbing for good' }));
    await waitFor(() => expect(world.backend.contentTables.stories.size).toBe(0));
  });

  it('Issue 12 a signed-in non-admin is offered no story management', async () => {
    const world = createTestWorld({ seedDemo: true });
    signedIn(world, { email: 'sam@example.com' });
    renderApp(world, '/success-stories');
    await settle(world);
    await findPageHeading('Success stories');
    await advance(world, 100);
    await screen.findByRole('list', { name: 'Published success stories' });
    expect(screen.queryByRole('heading', { name: 'Manage stories' })).not.toBeInTheDocument();
  });
});
