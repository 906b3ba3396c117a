import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../src/ui/kit/error-boundary';
import { createTestWorld, renderApp } from '../support/test-app';
import { findPageHeading, person, settle, signedIn, UI_TIMEOUT } from './drivers';

// A page that fails while rendering, reached through the real router.
vi.mock('../../src/ui/pages/dashboard-page', () => ({
  default: function BrokenDashboard(): never {
    throw new Error('dashboard exploded');
  },
}));

function Exploding(): never {
  throw new Error('widget exploded');
}

describe('error screen', UI_TIMEOUT, () => {
  beforeEach(() => {
    // React reports caught render errors on the console; the assertions below look at the screen.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('R2.10 R8.12 a render error inside a route shows the error screen; Refresh Page reloads', async () => {
    const world = createTestWorld();
    signedIn(world);
    renderApp(world, '/dashboard');
    await settle(world);

    expect(await findPageHeading('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('We encountered an unexpected error. Please try refreshing the page.')).toBeInTheDocument();
    expect(world.reloader.reloads).toBe(0);
    await person().click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(world.reloader.reloads).toBe(1);
    expect(world.logger.entries.some((entry) => entry.message === 'Render error')).toBe(true);
  });

  it('R2.10 R8.12 the app-wide boundary shows the same screen for an error outside the routes', async () => {
    const onReload = vi.fn();
    render(
      <ErrorBoundary onReload={onReload}>
        <Exploding />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('We encountered an unexpected error. Please try refreshing the page.')).toBeInTheDocument();
    await person().click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('R8.12 pages that render fine show no error screen', async () => {
    const world = createTestWorld();
    renderApp(world, '/about');
    await settle(world);
    expect(await findPageHeading('About ClipCoach')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });
});
