import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoStories } from '../../../src/adapters/demo-stories';
import { dataErrors } from '../../../src/domain/shared/data-error';
import { createTestWorld, renderApp } from '../../support/test-app';
import { advance, findPageHeading, person, settle, UI_TIMEOUT } from '../drivers';

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
    // The query's one retry (§9) waits on the clock.
    await advance(world, 5_000);
    expect(await screen.findByText(/We couldn't load the success stories/)).toBeInTheDocument();
    await person().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Published success stories' })).toBeInTheDocument();
  });
});
