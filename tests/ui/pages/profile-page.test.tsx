import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createTestWorld, currentPath, renderApp } from '../../support/test-app';
import { advance, enter, fillSignIn, findPageAlert, findPageHeading, person, settle, signedIn, UI_TIMEOUT } from '../drivers';

describe('/profile', UI_TIMEOUT, () => {
  it('R7.3 a signed-in user edits first and last name: the profile is updated by id with those fields only', async () => {
    const world = createTestWorld();
    const account = signedIn(world, { first_name: 'Sam', last_name: 'Sprinter' });
    const update = vi.spyOn(world.backend.profiles, 'update');
    renderApp(world, '/profile');
    await advance(world, 100);
    const user = person();
    await findPageHeading('Your profile');
    expect(screen.getByLabelText('First name')).toHaveValue('Sam');
    expect(screen.getByLabelText('Last name')).toHaveValue('Sprinter');

    await user.clear(screen.getByLabelText('First name'));
    await enter(user, 'First name', 'Samira');
    await user.clear(screen.getByLabelText('Last name'));
    await enter(user, 'Last name', 'Swift');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await within(screen.getByRole('main')).findByRole('status')).toHaveTextContent('Profile saved');
    expect(update).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenCalledWith(account.user.id, { firstName: 'Samira', lastName: 'Swift' });
    expect(world.backend.profiles.get(account.user.id)).toMatchObject({ firstName: 'Samira', lastName: 'Swift' });

    // The rest of the app sees the new name at once.
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    await findPageHeading('Dashboard');
    expect(screen.getByText('Welcome, Samira')).toBeInTheDocument();
  });

  it('R7.3 a failed save says so, with the reason, and the form keeps what was typed', async () => {
    const world = createTestWorld();
    signedIn(world);
    world.backend.profiles.faults.failNext('update', { kind: 'data', reason: 'unavailable', message: 'permission denied for table profiles' });
    renderApp(world, '/profile');
    await advance(world, 100);
    const user = person();
    await findPageHeading('Your profile');
    await user.clear(screen.getByLabelText('First name'));
    await enter(user, 'First name', 'Samira');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await findPageAlert()).toHaveTextContent('Your profile was not saved: permission denied for table profiles');
    expect(screen.queryByText('Profile saved')).not.toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Samira');
  });

  it('R2.1 R2.5 signed out, it invites to sign in and comes back to /profile afterwards', async () => {
    const world = createTestWorld();
    const account = signedIn(world);
    await world.backend.auth.signOut();
    const { router } = renderApp(world, '/profile');
    await settle(world);
    const user = person();
    await findPageHeading('Your profile');
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
    const signIn = within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('href', '/login?redirect=%2Fprofile');

    await user.click(signIn);
    await findPageHeading('Sign in');
    await fillSignIn(user, account.email, account.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await advance(world, 100);
    expect(await screen.findByLabelText('First name')).toHaveValue('Sam');
    expect(currentPath(router)).toBe('/profile');
  });
});
