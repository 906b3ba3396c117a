import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestWorld, currentPath, renderApp } from '../../support/test-app';
import { findPageHeading, person, settle, signedIn, UI_TIMEOUT } from '../drivers';

describe('404', UI_TIMEOUT, () => {
  it('R2.12 an unknown path shows "Page not found" and a way home', async () => {
    const world = createTestWorld();
    const { router } = renderApp(world, '/no/such/page?x=1');
    await settle(world);
    expect(await findPageHeading('Page not found')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/no/such/page?x=1');
    expect(screen.queryByText('Authentication required')).not.toBeInTheDocument();

    await person().click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(await findPageHeading('Technique feedback from verified pros')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/');
  });

  it('R2.12 signed-in users get the same page (no redirect to sign in or the dashboard)', async () => {
    const world = createTestWorld();
    signedIn(world);
    const { router } = renderApp(world, '/dashbord');
    await settle(world);
    expect(await findPageHeading('Page not found')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/dashbord');
  });
});
