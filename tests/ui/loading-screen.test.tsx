import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestWorld, renderApp } from '../support/test-app';
import { findPageHeading, settle, UI_TIMEOUT } from './drivers';

// Its own file: a lazily loaded page is loaded once per module graph, and this test needs the first load.
describe('loading screen', UI_TIMEOUT, () => {
  it('R2.11 a lazily loaded page shows a spinner with "Loading..." until its code arrives', async () => {
    const world = createTestWorld();
    renderApp(world, '/terms');
    // /terms is public: what shows before its code arrives is the lazy fallback, not an auth spinner.
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    await settle(world);
    expect(await findPageHeading('Terms of service')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });
});
