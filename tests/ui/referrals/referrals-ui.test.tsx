import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestWorld, renderApp, seedAccount, type TestWorld } from '../../support/test-app';
import { aPro } from '../../support/pro-mother';
import type { ReferralRepository } from '../../../src/application/ports/referral-repository.port';
import { TYPES } from '../../../src/application/ports/tokens';
import { advance, enter, fillSignup, findPageHeading, person, settle, signedIn, UI_TIMEOUT } from '../drivers';

const codeOf = (world: TestWorld, userId: string): string => {
  const made = world.backend.referrals.ensureCode(userId);
  if (!made.ok) throw new Error('no code');
  return made.value.code;
};

/** Alice has brought Bob, whose first payment earned her `cents` of credit (service rights). */
function aliceWithCredit(world: TestWorld, cents: number): void {
  const alice = world.backend.auth.userById([...world.backend.profiles.all()].find((p) => p.firstName === 'Alice')!.id)!;
  world.backend.pros.submissionTables.referralCredits.push({
    id: 'credit-1', userId: alice.id, kind: 'earned', amountCents: cents, referralId: 'ref-1', submissionId: null, createdAt: '2026-03-01T00:00:00.000Z',
  });
}

afterEach(() => {
  Reflect.deleteProperty(globalThis.navigator, 'clipboard');
  Reflect.deleteProperty(document, 'execCommand');
});

describe('Issue 12 "Your referral code"', UI_TIMEOUT, () => {
  it('Issue 12 the dashboard shows the code and the /signup?ref=CODE link; "Copy link" copies it with the Clipboard API and says "Link copied"', async () => {
    const world = createTestWorld();
    const alice = signedIn(world, { first_name: 'Alice' });
    const user = person();
    // After user-event's setup, which installs its own clipboard.
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(globalThis.navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderApp(world, '/dashboard');
    await advance(world, 100);
    await findPageHeading('Dashboard');
    const card = await screen.findByRole('region', { name: 'Your referral code' });
    const code = codeOf(world, alice.user.id);
    expect(await within(card).findByText(code)).toBeInTheDocument();
    expect(within(card).getByLabelText('Your sign-up link')).toHaveValue(`http://localhost:3000/signup?ref=${code}`);
    await user.click(within(card).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`http://localhost:3000/signup?ref=${code}`);
    expect(await within(card).findByText('Link copied')).toHaveAttribute('aria-live', 'polite');
  });

  it('Issue 12 without the Clipboard API the link is selected and copied the old way, still "Link copied"', async () => {
    const world = createTestWorld();
    const account = signedIn(world, { first_name: 'Alice' });
    const user = person();
    Object.defineProperty(globalThis.navigator, 'clipboard', { value: undefined, configurable: true });
    const execCommand = vi.fn().mockReturnValue(true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    renderApp(world, '/profile');
    await advance(world, 100);
    const card = await screen.findByRole('region', { name: 'Your referral code' });
    // The code itself, not the hidden stand-in that holds its place while it loads ("Code: XXXXXXXX").
    await within(card).findByText(codeOf(world, account.user.id));
    await user.click(within(card).getByRole('button', { name: 'Copy link' }));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(await within(card).findByText('Link copied')).toHaveAttribute('aria-live', 'polite');
  });

  it('Issue 12 the card says how many friends joined with the link, how many were rewarded, and the credit to spend', async () => {
    const world = createTestWorld();
    const alice = signedIn(world, { first_name: 'Alice' });
    const bob = seedAccount(world, { email: 'bob@example.com', first_name: 'Bob' });
    world.backend.pros.submissionTables.referrals.set('ref-1', {
      id: 'ref-1', referrerId: alice.user.id, referredId: bob.user.id, code: codeOf(world, alice.user.id), status: 'rewarded', rewardCents: 1000, createdAt: '2026-03-02T12:00:00.000Z', rewardedAt: '2026-03-03T00:00:00.000Z',
    });
    aliceWithCredit(world, 1000);
    renderApp(world, '/profile');
    await advance(world, 100);
    const card = await screen.findByRole('region', { name: 'Your referral code' });
    expect(await within(card).findByText('1 friend joined, 1 rewarded.')).toBeVisible();
    expect(within(card).getByText('Referral credit available: $10.00')).toBeVisible();
  });

  it('Issue 13 while the code loads, the card already says what a referral earns (it waits for nothing); the code and link hold their place', async () => {
    const world = createTestWorld();
    signedIn(world, { first_name: 'Alice' });
    // The world's repository, but the person's own referrals never arrive.
    const referrals = world.container.get<ReferralRepository>(TYPES.ReferralRepository);
    world.container.rebind(TYPES.ReferralRepository).toConstantValue(Object.assign(Object.create(referrals) as ReferralRepository, { mine: () => new Promise<never>(() => undefined) }));
    renderApp(world, '/dashboard');
    await advance(world, 100);
    const card = await screen.findByRole('region', { name: 'Your referral code' });
    expect(within(card).getByRole('status', { name: 'Loading your referral code' })).toBeInTheDocument();
    expect(within(card).getByText(/^Friends who sign up with your link and pay for their first review earn you a credit off your next review\.$/)).toBeVisible();
    expect(within(card).queryByText('No one has joined with your link yet.')).not.toBeVisible();
  });
});

describe('Issue 12 /signup?ref=CODE', UI_TIMEOUT, () => {
  it('Issue 12 says who invited the person and sends the code with the sign-up, so the referral is recorded', async () => {
    const world = createTestWorld();
    const alice = seedAccount(world, { email: 'alice@example.com', first_name: 'Alice' });
    const code = codeOf(world, alice.user.id);
    renderApp(world, `/signup?ref=${code.toLowerCase()}`);
    await findPageHeading('Create your account');
    expect(await screen.findByText(/Invited by Alice/)).toBeInTheDocument();
    const user = person();
    await fillSignup(user, { firstName: 'Bob', lastName: 'Brought', email: 'bob@example.com', password: 'correct-horse-battery' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await settle(world);
    const referrals = [...world.backend.pros.submissionTables.referrals.values()];
    expect(referrals).toEqual([expect.objectContaining({ referrerId: alice.user.id, code, status: 'pending' })]);
    expect(world.backend.auth.userById(referrals[0]!.referredId)?.user_metadata.referral_code).toBe(code);
  });

  it('Issue 12 an unknown code is said so and the form stays', async () => {
    const world = createTestWorld();
    renderApp(world, '/signup?ref=ZZZZZZZZ');
    await findPageHeading('Create your account');
    expect(await screen.findByText(/could not find the referral code ZZZZZZZZ/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeInTheDocument();
  });
});

describe('Issue 12 checkout with referral credit', UI_TIMEOUT, () => {
  it('Issue 12 the referrer\'s checkout shows "Referral credit" and the reduced total, and pays that total', async () => {
    const world = createTestWorld();
    const pro = signedIn(world, { email: 'carla@example.com', first_name: 'Carla' });
    world.backend.pros.put(aPro({ id: pro.user.id, displayName: 'Coach Carla', sports: ['Tennis'], priceCents: 4000, turnaroundHours: 48 }));
    const alice = signedIn(world, { email: 'alice@example.com', first_name: 'Alice' });
    aliceWithCredit(world, 1000);
    world.backend.pros.submissionTables.seed({ id: 'sub-1', athlete_id: alice.user.id, pro_id: pro.user.id, status: 'awaiting_payment', paid: false });
    await advance(world, 100);
    renderApp(world, '/checkout?submission=sub-1');
    const summary = await screen.findByLabelText('Order summary');
    expect(within(summary).getByText('Referral credit')).toBeInTheDocument();
    expect(within(summary).getByText('−$10.00')).toBeInTheDocument();
    expect(within(summary).getByText('$39.50')).toBeInTheDocument();
    const user = person();
    await enter(user, 'Card number', '4242 4242 4242 4242');
    await enter(user, 'Expiry', '12/39');
    await enter(user, 'CVC', '123');
    await user.click(screen.getByRole('button', { name: 'Pay $39.50' }));
    await settle(world);
    expect(world.backend.pros.submissionTables.paymentsOf('sub-1').find((p) => p.status === 'succeeded')?.amountCents).toBe(3950);
  });

  it('Issue 12 without credit there is no "Referral credit" line', async () => {
    const world = createTestWorld();
    const pro = signedIn(world, { email: 'carla@example.com', first_name: 'Carla' });
    world.backend.pros.put(aPro({ id: pro.user.id, displayName: 'Coach Carla', sports: ['Tennis'], priceCents: 4000, turnaroundHours: 48 }));
    const alice = signedIn(world, { email: 'alice@example.com', first_name: 'Alice' });
    world.backend.pros.submissionTables.seed({ id: 'sub-1', athlete_id: alice.user.id, pro_id: pro.user.id, status: 'awaiting_payment', paid: false });
    await advance(world, 100);
    renderApp(world, '/checkout?submission=sub-1');
    const summary = await screen.findByLabelText('Order summary');
    expect(within(summary).getByText('$49.50')).toBeInTheDocument();
    expect(within(summary).queryByText('Referral credit')).not.toBeInTheDocument();
  });
});

describe('Issue 12 /admin/referrals', UI_TIMEOUT, () => {
  it('R2.4 Issue 12 lists codes, referrals and rewards, and the admin sets the reward amount', async () => {
    const world = createTestWorld();
    const alice = seedAccount(world, { email: 'alice@example.com', first_name: 'Alice', last_name: 'Ace' });
    const bob = seedAccount(world, { email: 'bob@example.com', first_name: 'Bob', last_name: 'Brought' });
    const code = codeOf(world, alice.user.id);
    world.backend.pros.submissionTables.referrals.set('ref-1', {
      id: 'ref-1', referrerId: alice.user.id, referredId: bob.user.id, code, status: 'rewarded', rewardCents: 1000, createdAt: '2026-03-02T12:00:00.000Z', rewardedAt: '2026-03-03T00:00:00.000Z',
    });
    aliceWithCredit(world, 1000);
    const admin = seedAccount(world, { email: 'admin@example.com', first_name: 'Ada', last_name: 'Admin', is_admin: true, profileIsAdmin: true });
    world.backend.auth.startSessionFor(admin.email);
    renderApp(world, '/admin/referrals');
    await settle(world);
    const referrals = await screen.findByRole('table', { name: 'Referrals' }, { timeout: 10_000 });
    expect(within(referrals).getByRole('row', { name: /Alice Ace Bob Brought .* Rewarded \$10\.00 Mar 2, 2026/ })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Rewards' })).getByRole('row', { name: /Alice Ace \$10\.00/ })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Referral codes' })).getByRole('row', { name: new RegExp(`Alice Ace ${code}`) })).toBeInTheDocument();

    const user = person();
    const amount = screen.getByLabelText('Reward amount (USD)');
    expect(amount).toHaveValue('10.00');
    await user.clear(amount);
    await user.type(amount, '-3');
    await user.click(screen.getByRole('button', { name: 'Save reward' }));
    expect(await screen.findByText(/The reward is an amount from 0 to 1000/)).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '12.50');
    await user.click(screen.getByRole('button', { name: 'Save reward' }));
    expect(await screen.findByText('Reward saved: $12.50 per referral.')).toBeInTheDocument();
    expect(world.backend.pros.submissionTables.referralSettings).toEqual({ rewardCents: 1250 });
  });
});
