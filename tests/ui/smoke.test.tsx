import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestWorld, currentPath, renderApp } from '../support/test-app';

describe('app shell', () => {
  it('R2.5 R2.6 sends a signed-out visitor from a guarded route to /login with the wanted path', async () => {
    const world = createTestWorld();
    const { router } = renderApp(world, '/submissions?tab=open');
    await act(() => world.clock.advanceBy(0));
    expect(currentPath(router)).toBe('/login?redirect=%2Fsubmissions%3Ftab%3Dopen');
    expect(world.sessionStore.get('auth-redirect-path')).toBe('/submissions?tab=open');
    expect(await screen.findByText('Authentication required')).toBeInTheDocument();
  });
});
