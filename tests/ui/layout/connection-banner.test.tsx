import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RECONNECT_PROBE_MS } from '../../../src/application/connection/connection.store';
import { dataErrors } from '../../../src/domain/shared/data-error';
import { aPro } from '../../support/pro-mother';
import { createTestWorld, renderApp, type TestWorld } from '../../support/test-app';

const advance = (world: TestWorld, ms = 0) => act(() => world.clock.advanceBy(ms));
const banner = () => screen.queryByRole('status', { name: 'Connection' });

function twoPros(world: TestWorld) {
  world.backend.pros.put(aPro({ id: 'ana', displayName: 'Ana Ace', sports: ['Tennis'] }));
  world.backend.pros.put(aPro({ id: 'ben', displayName: 'Ben Birdie', sports: ['Golf'] }));
}

describe('offline and errors (issue 13)', () => {
  it('when the backend cannot be reached the page says so, shows "Try again", and recovers by itself once the backend answers', async () => {
    const world = createTestWorld();
    twoPros(world);
    // The first read and the query cache's one retry (R9.14) fail; the backend is back after that.
    world.backend.pros.faults.failNext('listPublic', dataErrors.unavailable(), 2);
    renderApp(world, '/pros');
    await screen.findByRole('heading', { level: 1, name: 'Find a pro' }, { timeout: 4_000 });
    await advance(world);
    await advance(world, 1_000);

    expect(await screen.findByText(/We couldn't load the pros/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(within(banner()!).getByText("We can't reach ClipCoach right now.")).toBeInTheDocument();

    // Nobody clicks: the next retry reaches the backend, the banner goes and the pros show.
    await advance(world, RECONNECT_PROBE_MS);
    await advance(world);
    expect(await screen.findByRole('list', { name: 'Pros' })).toBeInTheDocument();
    expect(banner()).not.toBeInTheDocument();
    expect(screen.queryByText(/We couldn't load the pros/)).not.toBeInTheDocument();
  });

  it('offline, every page says so and reads wait; back online, the banner goes and the waiting read lands without a click', async () => {
    const world = createTestWorld();
    twoPros(world);
    renderApp(world, '/pros');
    expect(await screen.findByRole('list', { name: 'Pros' }, { timeout: 4_000 })).toBeInTheDocument();
    expect(banner()).not.toBeInTheDocument();

    act(() => world.network.goOffline());
    expect(within(banner()!).getByText("You're offline.")).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Sport'), 'Golf');
    await advance(world, 10_000);
    expect(world.backend.pros.faults.calls('listPublic')).toBe(1);
    expect(screen.queryByText(/We couldn't load the pros/)).not.toBeInTheDocument();

    act(() => world.network.goOnline());
    await advance(world);
    expect(banner()).not.toBeInTheDocument();
    expect(await screen.findByText('1 pro')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Pros' })).getAllByRole('link').map((a) => a.textContent)).toEqual(['Ben Birdie']);
  });
});
