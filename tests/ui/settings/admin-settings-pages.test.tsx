import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BehaviorSubject } from 'rxjs';
import { asBehavior } from '../../../src/application/shared/behavior';
import { DEFAULT_APP_SETTINGS, MIB } from '../../../src/domain/settings/app-settings';
import { DEFAULT_PRICING } from '../../../src/domain/submissions/pricing';
import { createTestWorld, renderApp, seedAccount, type TestWorld } from '../../support/test-app';
import { enter, findPageHeading, person, settle, UI_TIMEOUT } from '../drivers';

/** An admin (metadata and profile: the gate answers at once) on `path`. */
async function openAsAdmin(path: string, world: TestWorld = createTestWorld()) {
  const account = seedAccount(world, { profileIsAdmin: true, is_admin: true });
  world.backend.auth.startSessionFor(account.email);
  renderApp(world, path);
  await settle(world);
  return world;
}

const replace = async (user: ReturnType<typeof person>, label: string, value: string) => {
  await user.clear(screen.getByLabelText(label));
  if (value) await enter(user, label, value);
};

const banner = () => screen.queryByRole('status', { name: 'Maintenance' });

describe('Issue 12 /admin/settings', UI_TIMEOUT, () => {
  it('Issue 12 shows the four settings, saves them with a success status, and the banner appears on the page at once', async () => {
    const world = await openAsAdmin('/admin/settings');
    const user = person();
    await findPageHeading('Settings');
    expect(await screen.findByLabelText('Maximum upload size')).toHaveValue('2048');
    expect(screen.getByLabelText('Allowed video types')).toHaveValue('video/mp4, video/quicktime, video/webm, video/x-m4v');
    expect(screen.getByLabelText('Sign-ups open')).toBeChecked();
    expect(banner()).not.toBeInTheDocument();

    await enter(user, 'Maintenance banner', 'Maintenance tonight from 22:00 UTC.');
    await user.click(screen.getByLabelText('Sign-ups open'));
    await replace(user, 'Maximum upload size', '500');
    await replace(user, 'Allowed video types', 'video/mp4, video/webm');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await settle(world);

    expect(await within(screen.getByRole('main')).findByText('Settings saved.')).toHaveAttribute('role', 'status');
    expect(world.backend.submissions.tables.appSettings).toEqual({
      maintenanceBanner: 'Maintenance tonight from 22:00 UTC.',
      signupsOpen: false,
      maxUploadBytes: 500 * MIB,
      allowedVideoTypes: ['video/mp4', 'video/webm'],
    });
    expect(await screen.findByRole('status', { name: 'Maintenance' })).toHaveTextContent('Maintenance tonight from 22:00 UTC.');
  });

  it('Issue 12 each invalid field says why under it, and nothing is saved', async () => {
    const world = await openAsAdmin('/admin/settings');
    const user = person();
    await screen.findByLabelText('Maximum upload size');
    await replace(user, 'Maximum upload size', '0.5');
    await replace(user, 'Allowed video types', 'video/mp4, text/plain');
    await enter(user, 'Maintenance banner', 'x'.repeat(501));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await settle(world);

    expect(screen.getByLabelText('Maximum upload size')).toHaveAccessibleDescription(expect.stringContaining('The maximum upload size is from 1 MB to 50 GB.'));
    expect(screen.getByLabelText('Maximum upload size')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Allowed video types')).toHaveAccessibleDescription(expect.stringContaining('"text/plain" is not a video type'));
    expect(screen.getByLabelText('Maintenance banner')).toHaveAccessibleDescription(expect.stringContaining('Keep the banner under 500 characters.'));
    expect(screen.queryByText('Settings saved.')).not.toBeInTheDocument();
    expect(world.backend.submissions.tables.appSettings).toEqual(DEFAULT_APP_SETTINGS);
  });
});

describe('Issue 12 /admin/pricing', UI_TIMEOUT, () => {
  it('Issue 12 edits the express surcharge and turnaround, the fee and the currency, and saves with a success status', async () => {
    const world = await openAsAdmin('/admin/pricing');
    const user = person();
    await findPageHeading('Pricing');
    expect(await screen.findByLabelText('Express surcharge')).toHaveValue('50');
    expect(screen.getByText(/The pro’s own price and turnaround/)).toBeInTheDocument();
    await replace(user, 'Express surcharge', '100');
    await replace(user, 'Express turnaround', '25');
    await replace(user, 'Shortest express turnaround', '6');
    await replace(user, 'Platform fee', '20');
    await replace(user, 'Currency', 'eur');
    expect(screen.getByText(/express €80\.00 \+ €16\.00 fee, within 12 hours/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save pricing' }));
    await settle(world);

    expect(await within(screen.getByRole('main')).findByText('Pricing saved.')).toHaveAttribute('role', 'status');
    expect(world.backend.submissions.tables.pricing).toEqual({ currency: 'EUR', platformFeePercent: 20, expressSurchargePercent: 100, expressTurnaroundPercent: 25, expressMinTurnaroundHours: 6 });
    expect(screen.getByLabelText('Currency')).toHaveValue('EUR');
  });

  it('Issue 12 invalid pricing is refused field by field and nothing is saved', async () => {
    const world = await openAsAdmin('/admin/pricing');
    const user = person();
    await screen.findByLabelText('Platform fee');
    await replace(user, 'Platform fee', '101');
    await replace(user, 'Currency', 'US');
    await replace(user, 'Shortest express turnaround', '');
    await user.click(screen.getByRole('button', { name: 'Save pricing' }));
    await settle(world);

    expect(screen.getByLabelText('Platform fee')).toHaveAccessibleDescription(expect.stringContaining('The platform fee is a whole percent from 0 to 100.'));
    expect(screen.getByLabelText('Currency')).toHaveAccessibleDescription(expect.stringContaining('Use a three-letter currency code such as USD.'));
    expect(screen.getByLabelText('Shortest express turnaround')).toHaveAccessibleDescription(expect.stringContaining('from 1 to 168 hours'));
    expect(world.backend.submissions.tables.pricing).toEqual(DEFAULT_PRICING);
  });
});

describe('Issue 12 the maintenance banner and closed sign-ups', UI_TIMEOUT, () => {
  it('Issue 12 the banner shows on every page for a visitor (home, pros, help, sign-in) while set, and goes once cleared when the window regains focus', async () => {
    const world = createTestWorld();
    world.backend.submissions.tables.appSettings = { ...DEFAULT_APP_SETTINGS, maintenanceBanner: 'Back at 2 am.' };
    const { router } = renderApp(world, '/');
    await settle(world);
    expect(await screen.findByRole('status', { name: 'Maintenance' })).toHaveTextContent('Back at 2 am.');
    for (const path of ['/pros', '/help', '/login']) {
      await act(() => router.navigate(path));
      await settle(world);
      expect(await screen.findByRole('status', { name: 'Maintenance' })).toHaveTextContent('Back at 2 am.');
    }
    world.backend.submissions.tables.appSettings = DEFAULT_APP_SETTINGS;
    // The banner is read again when the window regains focus.
    const reads = vi.spyOn(world.backend.submissions, 'appSettings');
    await act(async () => void window.dispatchEvent(new Event('visibilitychange')));
    await settle(world);
    expect(reads).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(banner()).not.toBeInTheDocument());
  });

  it('Issue 13 the banner is never the reason to load the backend: it is read once the backend has loaded for something else', async () => {
    const loaded = new BehaviorSubject(false);
    const world = createTestWorld({ backendLoaded: asBehavior(loaded) });
    world.backend.submissions.tables.appSettings = { ...DEFAULT_APP_SETTINGS, maintenanceBanner: 'Back at 2 am.' };
    const reads = vi.spyOn(world.backend.submissions, 'appSettings');
    renderApp(world, '/how-it-works');
    await settle(world);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(reads).not.toHaveBeenCalled();
    expect(banner()).not.toBeInTheDocument();

    act(() => loaded.next(true));
    expect(await screen.findByRole('status', { name: 'Maintenance' })).toHaveTextContent('Back at 2 am.');
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('Issue 12 with sign-ups closed the sign-up page says so instead of the form', async () => {
    const world = createTestWorld();
    world.backend.submissions.tables.appSettings = { ...DEFAULT_APP_SETTINGS, signupsOpen: false };
    renderApp(world, '/signup');
    await settle(world);
    await findPageHeading('Create your account');
    expect(await screen.findByText('Sign-ups are closed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();
  });

  it('Issue 12 a sign-up page opened before sign-ups closed is refused by the backend, which says sign-ups are closed', async () => {
    const world = createTestWorld();
    renderApp(world, '/signup');
    await settle(world);
    const user = person();
    await findPageHeading('Create your account');
    await enter(user, 'E-mail', 'late@example.com');
    await enter(user, 'Password', 'a-long-passphrase');
    await user.click(screen.getByRole('checkbox', { name: 'I accept the Terms and the Privacy policy' }));
    world.backend.submissions.tables.appSettings = { ...DEFAULT_APP_SETTINGS, signupsOpen: false };
    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    await settle(world);
    expect(await screen.findByText('Sign-ups are closed.')).toBeInTheDocument();
    expect(world.backend.auth.confirmationLinkFor('late@example.com')).toBeNull();
  });
});
