import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestWorld, currentPath, renderApp, seedAccount } from '../../support/test-app';
import { LATE } from '../drivers';

/** The layout's live region: a status paragraph outside the page (pages and toasts have live regions of their own). */
const routeAnnouncement = () => screen.getByText((_, element) => element?.tagName === 'P' && element.getAttribute('role') === 'status' && element.closest('main') === null);

describe('Route focus', () => {
  it('Issue 13 after a click on a link, focus moves to the new page’s h1 and a polite live region says its title', async () => {
    const world = createTestWorld();
    const { router } = renderApp(world, '/about');
    await screen.findByRole('heading', { level: 1, name: 'About ClipCoach' }, LATE);

    fireEvent.click(within(screen.getByRole('navigation', { name: 'Footer' })).getByRole('link', { name: 'Terms' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Terms of service' }, LATE);
    expect(currentPath(router)).toBe('/terms');
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
    // The live region is written once the heading has focus, in the render that follows.
    await waitFor(() => expect(routeAnnouncement()).toHaveTextContent('Terms of service'));
  });

  it('Issue 13 on the first load, focus stays where the browser put it and nothing is announced', async () => {
    const world = createTestWorld();
    renderApp(world, '/terms');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Terms of service' }, LATE);

    expect(heading).not.toHaveFocus();
    expect(document.body).toHaveFocus();
    expect(routeAnnouncement()).toHaveTextContent('');
  });

  it('Issue 13 a redirect of the first load (a guarded page, signed out) is part of that load: no focus move', async () => {
    const world = createTestWorld();
    const { router } = renderApp(world, '/dashboard');
    await act(() => world.clock.advanceBy(0));
    const heading = await screen.findByRole('heading', { level: 1, name: /sign in/i }, LATE);

    expect(currentPath(router)).toMatch(/^\/login/);
    expect(heading).not.toHaveFocus();
    expect(routeAnnouncement()).toHaveTextContent('');
  });

  it('Issue 13 a page that shows its h1 only after checking (the admin gate) still gets focus on its h1', async () => {
    const world = createTestWorld();
    const account = seedAccount(world, { profileIsAdmin: true, is_admin: true });
    world.backend.auth.startSessionFor(account.email);
    const { router } = renderApp(world, '/dashboard');
    await act(() => world.clock.advanceBy(0));
    await screen.findByRole('heading', { level: 1, name: /dashboard/i }, LATE);

    act(() => router.navigate('/admin/pricing'));
    await act(() => world.clock.advanceBy(1_000));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Pricing' }, LATE);
    expect(heading).toHaveFocus();
    await waitFor(() => expect(routeAnnouncement()).toHaveTextContent('Pricing'));
  });
});
