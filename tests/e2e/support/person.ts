import type { Page } from 'playwright-core';
import { appStarted } from './browser';

/** Demo accounts every fresh load of the simulated backend has (README "Demo accounts"). */
export const DEMO_PASSWORD = 'clipcoach-demo';
export const DEMO = {
  admin: 'admin@clipcoach.demo',
  pro: 'pro@clipcoach.demo',
  athlete: 'athlete@clipcoach.demo',
} as const;

/** Path and query of the page's current URL, e.g. `/login?redirect=%2Fprofile`. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/** Fills the sign-in form and submits it, as a person would. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel(/^e-?mail/i).fill(email);
  await page.getByLabel(/^password$/i).fill(password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
}

/** A new account as a person types it into /signup; without `accountType` the form's own choice stands. */
export interface NewAccount {
  readonly firstName: string;
  readonly lastName: string;
  readonly accountType?: 'athlete' | 'pro';
  readonly email: string;
  readonly password: string;
}

/** Fills the sign-up form on the page, accepts the terms and sends it; waits for the e-mail confirmation page. */
export async function signUp(page: Page, account: NewAccount): Promise<void> {
  await page.getByLabel(/first name/i).fill(account.firstName);
  await page.getByLabel(/last name/i).fill(account.lastName);
  if (account.accountType) await page.getByLabel(/account type/i).selectOption(account.accountType);
  await page.getByLabel(/^e-?mail/i).fill(account.email);
  await page.getByLabel(/^password$/i).fill(account.password);
  await page.getByRole('checkbox', { name: 'I accept the Terms and the Privacy policy' }).check();
  await page.getByRole('button', { name: /create account|sign up/i }).click();
  await page.waitForURL((url) => url.pathname === '/email-verification');
}

/** On the e-mail confirmation page of the simulated backend: opens the confirmation link it shows, as the e-mail would. */
export async function confirmByDemoLink(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Open the confirmation link (demo mode)' }).click();
}

/** Opens /login to return to `path`, signs in and waits until the app has taken the person there. */
export async function signInAt(page: Page, path: string, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await signIn(page, email, password);
  await page.waitForURL((url) => url.pathname === path.split('?')[0]);
}

/** Signs whoever is in out from the header, and waits for the signed-out header ("Sign in"). */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('link', { name: 'Sign in' }).first().waitFor();
}

/** Signs whoever is in out from the header, then `email` in, landing on `path` (a second person at the same browser). */
export async function switchTo(page: Page, email: string, path: string, password = DEMO_PASSWORD): Promise<void> {
  await signOut(page);
  await signInAt(page, path, email, password);
}

/**
 * Goes to `path` inside the running app, as a click on an in-app link does (history push, then
 * the router follows). Unlike page.goto it keeps the page, so the suite also runs on the memory
 * backend, which forgets accounts and sessions on a full page load.
 */
export async function followInAppLink(page: Page, path: string): Promise<void> {
  // Only the app follows a link without loading a page: a first screen that came with the HTML has no router yet.
  await appStarted(page);
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

export function sessionValue(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => window.sessionStorage.getItem(name), key);
}

/** Every URL the page's main frame shows from now on, in order (full loads and history changes). */
export function recordNavigations(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}
