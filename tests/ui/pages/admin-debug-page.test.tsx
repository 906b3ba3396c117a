import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestWorld, renderApp } from '../../support/test-app';
import { advance, findPageHeading, person, settle, signedIn, UI_TIMEOUT } from '../drivers';

const region = (name: string) => screen.getByRole('region', { name });

describe('/admin/debug', UI_TIMEOUT, () => {
  it('R6.2 R3.5 shows the auth state, session expiry, profile and backend to any signed-in user', async () => {
    const world = createTestWorld();
    const account = signedIn(world);
    renderApp(world, '/admin/debug');
    await advance(world, 100);
    await findPageHeading('Debug');

    const auth = region('Authentication');
    expect(auth).toHaveTextContent('signed-in');
    expect(auth).toHaveTextContent(account.email);
    expect(auth).toHaveTextContent(account.user.id);
    // The memory backend's sessions last an hour from 2026-01-01T00:00:00Z; 100 ms have passed.
    expect(region('Session')).toHaveTextContent('2026-01-01T01:00:00.000Z (expires in 59 min 59 s)');
    expect(region('Session')).toHaveTextContent('In memory');
    expect(region('Profile')).toHaveTextContent('First nameSam');
    expect(region('Profile')).toHaveTextContent('Last nameSprinter');
    expect(region('Cached admin status')).toHaveTextContent('No admin check cached for this tab.');
  });

  it('R4.6 "Refresh session" forces a refresh: the new expiry shows', async () => {
    const world = createTestWorld();
    signedIn(world);
    renderApp(world, '/admin/debug');
    await advance(world, 100);
    await findPageHeading('Debug');
    await advance(world, 10 * 60_000);

    await person().click(screen.getByRole('button', { name: 'Refresh session' }));
    await settle(world);
    expect(within(region('Actions')).getByRole('status')).toHaveTextContent('Session refreshed');
    expect(region('Session')).toHaveTextContent('2026-01-01T01:10:00.000Z (expires in 59 min 59 s)');
  });

  it('R4.7 R4.13 "Re-check admin" asks the database, says the answer, and the cached status and its age show', async () => {
    const world = createTestWorld();
    signedIn(world);
    renderApp(world, '/admin/debug');
    await advance(world, 100);
    await findPageHeading('Debug');

    await person().click(screen.getByRole('button', { name: 'Re-check admin' }));
    await advance(world, 500);
    expect(await screen.findByText("You don't have admin permissions")).toBeInTheDocument();
    const cache = region('Cached admin status');
    expect(cache).toHaveTextContent('Adminno');
    expect(cache).toHaveTextContent('Checked0 s ago');
    expect(cache).toHaveTextContent('Still usedyes');
  });

  it('R4.24 R7.9 "Repair permissions" runs fix-permissions and reports an admin found in the profile', async () => {
    const world = createTestWorld();
    const account = signedIn(world, { profileIsAdmin: true });
    renderApp(world, '/admin/debug');
    await advance(world, 100);
    await findPageHeading('Debug');
    expect(region('Authentication')).toHaveTextContent('Admin in metadatano');

    await person().click(screen.getByRole('button', { name: 'Repair permissions' }));
    await advance(world, 1_000);
    await advance(world, 500);
    expect(await screen.findByText('Admin permissions verified!')).toBeInTheDocument();
    expect(world.backend.auth.userById(account.user.id)?.user_metadata.is_admin).toBe(true);
    expect(region('Cached admin status')).toHaveTextContent('Adminyes');
  });
});
