import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TYPES } from '../../../src/application/ports/tokens';
import { demoStories } from '../../../src/adapters/demo-stories';
import { createTestWorld, renderApp } from '../../support/test-app';
import { findPageHeading, LATE, settle, UI_TIMEOUT } from '../drivers';

/** Each content page: its heading, and the sections a reader looks for. */
const PAGES = [
  { path: '/how-it-works', h1: 'How it works', sections: ['For athletes', 'The turnaround guarantee', 'Who sees your clip', 'For pros'] },
  { path: '/about', h1: 'About ClipCoach', sections: ['What we do', 'How we keep it trustworthy', 'Two ways to run it'] },
  { path: '/referral-info', h1: 'Refer a friend', sections: ['Your code and link', 'How the reward works', 'The rules'] },
  {
    path: '/terms',
    h1: 'Terms of service',
    sections: ['Your account', 'Clips you upload', 'Prices, payment and refunds', 'Pros', 'Ratings and success stories', 'The demo version', 'Changes and contact'],
  },
  { path: '/privacy', h1: 'Privacy policy', sections: ['What we keep', 'Who can see what', 'Where it is stored', 'Your rights'] },
  {
    path: '/cookies',
    h1: 'Cookies and local storage',
    sections: ['Local storage (kept until you sign out or clear site data)', 'Session storage (this tab only, gone when it closes)', 'IndexedDB (demo version only)', 'Payments'],
  },
] as const;

const sectionHeadings = () => within(screen.getByRole('main')).getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('content pages', UI_TIMEOUT, () => {
  for (const page of PAGES) {
    it(`R2.1 Issue 12 ${page.path} shows “${page.h1}” and its sections`, async () => {
      const world = createTestWorld();
      renderApp(world, page.path);
      await settle(world);
      expect(await findPageHeading(page.h1)).toBeInTheDocument();
      expect(sectionHeadings()).toEqual([...page.sections]);
    });
  }

  it('Issue 12 /referral-info describes the referral feature as it works: the code on the dashboard and profile, the link, the credit at checkout', async () => {
    const world = createTestWorld();
    renderApp(world, '/referral-info');
    await settle(world);
    await findPageHeading('Refer a friend');
    const main = screen.getByRole('main');
    expect(within(main).getByText(/“Your referral code” on your dashboard and your profile/)).toBeInTheDocument();
    expect(within(main).getByText('/signup?ref=YOUR-CODE')).toBeInTheDocument();
    expect(within(main).getByText(/“Referral credit” at your next checkout/)).toBeInTheDocument();
    expect(within(main).getByText(/One reward per person referred/)).toBeInTheDocument();
  });

  it('Issue 12 /cookies names exactly the keys the app keeps, and says which backend is in use', async () => {
    const world = createTestWorld();
    renderApp(world, '/cookies');
    await settle(world);
    await findPageHeading('Cookies and local storage');
    for (const key of ['clipcoach_auth_token', 'auth-redirect-path', 'admin-status:…', 'clipcoach:faults', 'onboarding-flow, onboarding-account-type, onboarding-email']) {
      expect(screen.getByText(key, { selector: 'dt' })).toBeInTheDocument();
    }
    expect(screen.getByText(/This tab runs the demo in memory instead/)).toBeInTheDocument();
  });

  it('Issue 12 /privacy says where data lives on the hosted service', async () => {
    const world = createTestWorld();
    const info = world.get(TYPES.AppInfo);
    world.container.rebind(TYPES.AppInfo).toConstantValue({ ...info, backend: 'supabase', simulated: false });
    renderApp(world, '/privacy');
    await settle(world);
    await findPageHeading('Privacy policy');
    expect(screen.getByText('You are using the hosted service.')).toBeInTheDocument();
    expect(screen.getByText(/Your clips: you, the pro you sent them to, and administrators/)).toBeInTheDocument();
  });

  it('R2.1 Issue 12 / shows the newest success stories and the guarantee', async () => {
    const world = createTestWorld({ seedDemo: true });
    renderApp(world, '/');
    await settle(world);
    await findPageHeading('Technique feedback from verified pros');
    expect(screen.getByRole('heading', { name: 'Delivered on time, or refunded' })).toBeInTheDocument();
    // A showcase below the fold: its code and data arrive after the page's, later still on a loaded machine (once past 1 s).
    const stories = (await screen.findByRole('heading', { name: 'Success stories', level: 2 }, LATE)).parentElement!;
    const [first, second] = demoStories(new Date(world.clock.now()).toISOString());
    expect(within(stories).getAllByRole('listitem').map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      `${first!.athleteName} · ${first!.sport}`,
      `${second!.athleteName} · ${second!.sport}`,
    ]);
    expect(within(stories).getByRole('link', { name: 'Read every success story' })).toHaveAttribute('href', '/success-stories');
  });
});
