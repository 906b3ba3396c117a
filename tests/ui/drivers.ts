import { act, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { vi } from 'vitest';
import { seedAccount, type TestWorld } from '../support/test-app';

/**
 * Per-test limit for full-app tests: the first render of a lazily loaded page transforms its
 * module on a cold cache, which on a busy machine takes seconds of real time (no app timer does).
 */
export const UI_TIMEOUT = { timeout: 20_000 } as const;

/** Lets the auth service's first event and pending promises land, without moving time. */
export const settle = (world: TestWorld): Promise<void> => act(() => world.clock.advanceBy(0));

/**
 * How long a test waits for what arrives after the page itself: a lazily loaded page, a showcase
 * below the fold, a form's submission. Beside the browser suite on 2 cores, such a wait took
 * 3 s where it takes 1 alone, past Testing Library's default second.
 */
export const LATE = { timeout: 5_000 } as const;

/** Settles and looks again until `check` passes (up to LATE): for what React runs when it schedules it, such as a form's submission. */
export const settleUntil = (world: TestWorld, check: () => void): Promise<void> =>
  vi.waitFor(async () => {
    await settle(world);
    check();
  }, LATE);

/** Moves virtual time; every timer of the app runs on it. */
export const advance = (world: TestWorld, ms: number): Promise<void> => act(() => world.clock.advanceBy(ms));

/** A user already signed in (a session from an earlier visit). */
export function signedIn(world: TestWorld, options: Parameters<typeof seedAccount>[1] = {}) {
  const account = seedAccount(world, options);
  world.backend.auth.startSessionFor(account.email);
  return account;
}

/**
 * Typing and clicking without real delays. The pointer-events check walks computed styles up the
 * tree on every action, which jsdom makes slow with many style sheets; our pages never disable
 * pointer events on controls, so it is skipped.
 */
export const person = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

/** Types into a labelled field the quick way: focus it and paste (one input event, as a password manager does). */
export async function enter(user: ReturnType<typeof person>, label: string, value: string): Promise<void> {
  await user.click(screen.getByLabelText(label));
  await user.paste(value);
}

export async function fillSignIn(user: ReturnType<typeof person>, email: string, password: string): Promise<void> {
  await enter(user, 'E-mail', email);
  await enter(user, 'Password', password);
}

export interface SignupInput {
  firstName?: string;
  lastName?: string;
  accountType?: 'Athlete' | 'Pro';
  email?: string;
  password?: string;
  /** Tick "I accept the Terms and the Privacy policy" (default true). */
  acceptTerms?: boolean;
}

export async function fillSignup(user: ReturnType<typeof person>, input: SignupInput): Promise<void> {
  if (input.firstName) await enter(user, 'First name', input.firstName);
  if (input.lastName) await enter(user, 'Last name', input.lastName);
  if (input.accountType) await user.selectOptions(screen.getByLabelText('Account type'), input.accountType);
  if (input.email) await enter(user, 'E-mail', input.email);
  if (input.password) await enter(user, 'Password', input.password);
  // Issue 12: the Terms and the Privacy policy are accepted unless the test says otherwise.
  if (input.acceptTerms !== false) await user.click(screen.getByRole('checkbox', { name: 'I accept the Terms and the Privacy policy' }));
}

/**
 * The page's heading, once its lazily loaded module has arrived. Loading a module is real I/O
 * (no app timer is involved), so this is the one wait on real time, with room for a cold transform.
 */
export const findPageHeading = (name?: string | RegExp): Promise<HTMLElement> =>
  screen.findByRole('heading', { level: 1, ...(name !== undefined ? { name } : {}) }, { timeout: 4_000 });

/** An alert inside the page (toasts live outside the main landmark). */
export const findPageAlert = (): Promise<HTMLElement> => within(screen.getByRole('main')).findByRole('alert');
