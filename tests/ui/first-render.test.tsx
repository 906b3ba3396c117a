import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preloadPage } from '../../src/ui/app/routes';
import { createTestWorld, renderApp } from '../support/test-app';
import { UI_TIMEOUT, settle } from './drivers';

// Its own file: a lazily loaded page is loaded once per module graph, and these tests need it not loaded yet.
describe('first render', UI_TIMEOUT, () => {
  it('Issue 13 a public page whose code was asked for before the app started shows in the first render, with no loading screen before it', async () => {
    await preloadPage('/privacy');
    const world = createTestWorld();
    renderApp(world, '/privacy');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    await settle(world); // the session's answer comes after the first render
  });

  it('Issue 13 the sign-in page, asked for before the app started, shows in the first render to a visitor, with no loading screen before it', async () => {
    await preloadPage('/login');
    const world = createTestWorld({ loadsOnDemand: true });
    renderApp(world, '/login');
    expect(screen.getByRole('button', { name: /^sign in$/i })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    await settle(world);
  });

  it('Issue 13 a path no route matches has the not-found page ready for the first render', async () => {
    await preloadPage('/no/such/page');
    const world = createTestWorld();
    renderApp(world, '/no/such/page');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    await settle(world);
  });
});
