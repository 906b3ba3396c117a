import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ContainerProvider } from '../../../src/ui/app/container-context';
import { AuthProvider } from '../../../src/ui/auth/auth-context';
import { RequireAuth } from '../../../src/ui/auth/require-auth';
import { createTestWorld, seedAccount } from '../../support/test-app';

/** Lets every queued microtask run, and the ones they queue, but no task (no timer, no scheduler slice). */
async function drainMicrotasks(): Promise<void> {
  for (let round = 0; round < 50; round += 1) await Promise.resolve();
}

describe('RequireAuth', () => {
  it('Issue 13 R2.8 the session\'s answer reveals the page in a render of its own, after the task that brought it: the centred spinner stays until the page is ready', async () => {
    const world = createTestWorld();
    render(
      <ContainerProvider container={world.container}>
        <AuthProvider>
          <MemoryRouter initialEntries={['/dashboard']}>
            <RequireAuth>
              <h1>Private page</h1>
            </RequireAuth>
          </MemoryRouter>
        </AuthProvider>
      </ContainerProvider>,
    );
    expect(screen.getByRole('status', { name: 'Checking your session' })).toBeInTheDocument();

    // The test watches the page as a browser would between its tasks: no act() around the answer.
    globalThis.IS_REACT_ACT_ENVIRONMENT = false;
    world.backend.auth.startSessionFor(seedAccount(world).email);
    await drainMicrotasks();
    expect(world.authStore.state.value.status).toBe('signed-in');
    // Revealed at once, the page would be here now, rendered in the same task as the session's news.
    expect(screen.queryByRole('heading', { name: 'Private page' })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Checking your session' })).toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'Private page' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Checking your session' })).not.toBeInTheDocument();
  });
});
