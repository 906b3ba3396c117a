import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestWorld, renderApp } from '../../support/test-app';
import { findPageHeading, LATE, settle, signedIn, UI_TIMEOUT } from '../drivers';

describe('/ (home)', UI_TIMEOUT, () => {
  it('R2.1 tells a visitor what ClipCoach does, how it works in three steps, and where to start', async () => {
    const world = createTestWorld();
    renderApp(world, '/');
    await settle(world);
    expect(await findPageHeading('Technique feedback from verified pros')).toBeInTheDocument();
    const main = screen.getByRole('main');
    const steps = within(main).getByRole('heading', { name: 'How it works' }).parentElement!;
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    expect(within(main).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(within(main).getByRole('link', { name: 'Find a pro' })).toHaveAttribute('href', '/pros');
  });

  it('R2.1 features the best-rated verified pros when there are some', async () => {
    const world = createTestWorld({ seedDemo: true });
    renderApp(world, '/');
    await settle(world);
    await findPageHeading('Technique feedback from verified pros');
    // A showcase below the fold: its code and data arrive after the page's, later still on a loaded machine (once past 1 s).
    const featured = (await screen.findByRole('heading', { name: 'Featured pros' }, LATE)).parentElement!;
    expect(within(featured).getAllByRole('listitem')).toHaveLength(3);
    expect(within(featured).getByRole('link', { name: 'See all verified pros' })).toHaveAttribute('href', '/pros');
  });

  it('R2.1 a signed-in user is pointed to the dashboard instead of sign-up', async () => {
    const world = createTestWorld();
    signedIn(world);
    renderApp(world, '/');
    await settle(world);
    await findPageHeading('Technique feedback from verified pros');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(main).queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
  });
});
