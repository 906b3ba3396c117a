import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AVATAR_MAX_BYTES } from '../../../src/domain/accounts/avatar';
import { createTestWorld, currentPath, renderApp } from '../../support/test-app';
import { advance, enter, findPageHeading, person, settle, signedIn, UI_TIMEOUT } from '../drivers';

/** A person picking files as they are, whatever the picker's `accept` says (a drag, an "All files" choice). */
const personPickingAnyFile = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never, applyAccept: false });
const file = (name: string, type: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type });

async function openProfile(world: ReturnType<typeof createTestWorld>) {
  const rendered = renderApp(world, '/profile');
  await advance(world, 100);
  await findPageHeading('Your profile');
  return rendered;
}

describe('Issue 12 /profile account sections', UI_TIMEOUT, () => {
  it('Issue 12 avatar: a wrong type or an image over 2 MB is refused beside the field before anything is sent; a PNG is stored in your folder and previewed', async () => {
    const world = createTestWorld();
    const account = signedIn(world);
    const upload = vi.spyOn(world.backend.storage, 'upload');
    await openProfile(world);
    const user = personPickingAnyFile();
    const region = screen.getByRole('region', { name: 'Avatar' });
    const picker = within(region).getByLabelText('Avatar image');

    await user.upload(picker, file('face.gif', 'image/gif', 100));
    expect(await within(region).findByRole('alert')).toHaveTextContent('Choose a PNG, JPEG or WebP image.');
    await user.upload(picker, file('huge.png', 'image/png', AVATAR_MAX_BYTES + 1));
    expect(await within(region).findByRole('alert')).toHaveTextContent('The image is larger than 2 MB. Choose a smaller one.');
    expect(upload).not.toHaveBeenCalled();

    await user.upload(picker, file('face.png', 'image/png', 1_000));
    expect(await within(region).findByRole('status')).toHaveTextContent('Avatar saved');
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload.mock.calls[0]![0]).toBe('avatars');
    expect(upload.mock.calls[0]![1]).toMatch(new RegExp(`^${account.user.id}/avatar-\\d+\\.png$`));
    expect(await within(region).findByRole('img', { name: 'Your avatar' })).toBeInTheDocument();

    await user.click(within(region).getByRole('button', { name: 'Remove avatar' }));
    expect(await within(region).findByRole('status')).toHaveTextContent('Avatar removed');
    expect(within(region).queryByRole('img')).toBeNull();
    expect(within(region).getByText('No picture yet: your initials stand in for it on every page.')).toBeInTheDocument();
  });

  it('Issue 12 password: the current one must be right; then the new one signs in', async () => {
    const world = createTestWorld();
    signedIn(world, { email: 'sam@example.com', password: 'correct-horse-battery' });
    await openProfile(world);
    const user = person();
    const region = screen.getByRole('region', { name: 'Password' });

    await enter(user, 'Current password', 'not-my-password');
    await enter(user, 'New password', 'a-brand-new-passphrase');
    await enter(user, 'Confirm new password', 'a-brand-new-passphrase');
    await user.click(within(region).getByRole('button', { name: 'Change password' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent('The current password is not right.');

    await user.clear(screen.getByLabelText('Current password'));
    await enter(user, 'Current password', 'correct-horse-battery');
    await user.click(within(region).getByRole('button', { name: 'Change password' }));
    expect(await within(region).findByRole('status')).toHaveTextContent('Your password has been changed.');
    // The app follows the service's sign-out and sign-in: inside act, so React renders each.
    await act(() => world.backend.auth.signOut());
    const signedInAgain = await act(() => world.backend.auth.signInWithPassword({ email: 'sam@example.com', password: 'a-brand-new-passphrase' }));
    expect(signedInAgain.ok).toBe(true);
  });

  it('Issue 12 e-mail: the new address is confirmed by its link (shown in demo mode) before it takes over', async () => {
    const world = createTestWorld();
    signedIn(world, { email: 'sam@example.com' });
    const { router } = await openProfile(world);
    const user = person();
    const region = screen.getByRole('region', { name: 'E-mail' });

    await enter(user, 'New e-mail', 'sam.new@example.com');
    await user.click(within(region).getByRole('button', { name: 'Change e-mail' }));
    expect(await within(region).findByRole('status')).toHaveTextContent('We sent a confirmation link to sam.new@example.com. Your address changes when you open it.');
    expect(world.authStore.state.value.status === 'signed-in' && world.authStore.state.value.user.email).toBe('sam@example.com');

    await user.click(within(region).getByRole('link', { name: 'Open the e-mail change link (demo mode)' }));
    await settle(world);
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/auth/callback'));
    expect(world.authStore.state.value.status === 'signed-in' && world.authStore.state.value.user.email).toBe('sam.new@example.com');
  });

  it('Issue 12 delete account: says what happens to open submissions and refunds, needs DELETE typed, then signs out with a message', async () => {
    const world = createTestWorld();
    const account = signedIn(world);
    const tables = world.backend.pros.submissionTables;
    tables.seed({ id: 'draft-1', pro_id: 'pro-1', athlete_id: account.user.id, status: 'draft', paid: false });
    tables.seed({ id: 'paid-1', pro_id: 'pro-1', athlete_id: account.user.id, status: 'submitted', paid: true });
    const { router } = await openProfile(world);
    const user = person();
    const region = screen.getByRole('region', { name: 'Delete account' });

    expect(await within(region).findByText(/Your drafts are removed \(1 draft\)/)).toBeInTheDocument();
    expect(within(region).getByText(/refunded in full \(1 refund, /)).toBeInTheDocument();
    const button = within(region).getByRole('button', { name: 'Delete account' });
    expect(button).toBeDisabled();
    await enter(user, 'Type DELETE or your e-mail address to confirm', 'delete');
    expect(button).toBeDisabled();
    await user.clear(screen.getByLabelText('Type DELETE or your e-mail address to confirm'));
    await enter(user, 'Type DELETE or your e-mail address to confirm', 'DELETE');
    await user.click(button);

    await findPageHeading('Sign in');
    expect(currentPath(router)).toBe('/login');
    expect(within(screen.getByRole('main')).getByText('Your account has been deleted. Any refunds are on their way.')).toBeInTheDocument();
    expect(world.authStore.state.value.status).toBe('signed-out');
    expect(world.backend.auth.userById(account.user.id)).toBeUndefined();
    expect(tables.submissions.has('draft-1')).toBe(false);
    expect(tables.submissions.get('paid-1')).toMatchObject({ status: 'cancelled', refundRequested: true });
    expect(tables.paymentsOf('paid-1')[0]).toMatchObject({ status: 'refunded' });
  });
});
