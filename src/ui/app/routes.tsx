import { lazy, type ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import type * as AdminArea from '../admin/admin-gate';

/** Who may open a route (§2, §6). */
export type RouteAccess = 'public' | 'auth-page' | 'callback' | 'signed-in' | 'admin';

export interface AppRoute {
  readonly path: string;
  readonly access: RouteAccess;
  readonly page: LazyPage;
  /** §2 /payment-success: wait for authentication to settle before redirecting. */
  readonly settleMs?: number;
  /**
   * At its bare address (no query), its first screen is the same for every signed-out visitor: the
   * build renders it into the page's HTML, which the browser paints before the app has started
   * (issue 13, LCP; src/composition/prerender.tsx).
   */
  readonly prerender?: true;
}

/**
 * A page loaded lazily, whose chunk can be asked for before the router renders it. Once the chunk
 * has loaded, the page renders straight away (React.lazy would show the Suspense fallback for a
 * frame even then). `prefetch` is `preload` for a caller with nothing to wait for: the admin gate
 * loads the page's code during §4's waits.
 */
export type LazyPage = ComponentType & { readonly preload: () => Promise<unknown>; readonly prefetch: () => void };

const page = (load: () => Promise<{ default: ComponentType }>): LazyPage => {
  let loading: Promise<{ default: ComponentType }> | null = null;
  let Loaded: ComponentType | null = null;
  const once = () =>
    (loading ??= load().then((module) => {
      Loaded = module.default;
      return module;
    }));
  const Lazy = lazy(once);
  const Page = () => (Loaded ? <Loaded /> : <Lazy />);
  // A failed load is the page's render's to report (its error boundary), not the prefetcher's.
  const prefetch = () => void once().catch(() => undefined);
  return Object.assign(Page, { preload: once, prefetch });
};

/** Every route of §2, each page loaded lazily. */
export const APP_ROUTES: readonly AppRoute[] = [
  { path: '/', access: 'public', prerender: true, page: page(() => import('../pages/home-page')) },
  { path: '/pros', access: 'public', prerender: true, page: page(() => import('../pros/pros-page')) },
  { path: '/pros/:proId', access: 'public', page: page(() => import('../pros/pro-detail-page')) },
  { path: '/profile', access: 'public', page: page(() => import('../pages/profile-page')) },
  { path: '/how-it-works', access: 'public', prerender: true, page: page(() => import('../content/how-it-works-page')) },
  { path: '/about', access: 'public', prerender: true, page: page(() => import('../content/about-page')) },
  { path: '/referral-info', access: 'public', prerender: true, page: page(() => import('../content/referral-info-page')) },
  { path: '/success-stories', access: 'public', prerender: true, page: page(() => import('../content/success-stories-page')) },
  { path: '/help', access: 'public', prerender: true, page: page(() => import('../content/help-page')) },
  { path: '/terms', access: 'public', prerender: true, page: page(() => import('../content/terms-page')) },
  { path: '/privacy', access: 'public', prerender: true, page: page(() => import('../content/privacy-page')) },
  { path: '/cookies', access: 'public', prerender: true, page: page(() => import('../content/cookies-page')) },

  { path: '/login', access: 'auth-page', prerender: true, page: page(() => import('../auth/login-page')) },
  { path: '/signup', access: 'auth-page', prerender: true, page: page(() => import('../auth/signup-page')) },
  { path: '/email-verification', access: 'auth-page', page: page(() => import('../auth/email-verification-page')) },
  { path: '/auth/callback', access: 'callback', page: page(() => import('../auth/auth-callback-page')) },
  // Issue 12: asking for a reset is for signed-out visitors; the link's page works either way (it ends every session).
  { path: '/forgot-password', access: 'auth-page', prerender: true, page: page(() => import('../auth/forgot-password-page')) },
  { path: '/reset-password', access: 'callback', page: page(() => import('../auth/reset-password-page')) },

  { path: '/onboarding/pro', access: 'signed-in', page: page(() => import('../pros/pro-onboarding-page')) },
  { path: '/dashboard', access: 'signed-in', page: page(() => import('../pages/dashboard-page')) },
  { path: '/payment-success', access: 'signed-in', settleMs: 3_000, page: page(() => import('../pages/payment-success-page')) },
  { path: '/checkout', access: 'signed-in', page: page(() => import('../submissions/checkout-page')) },
  { path: '/submissions', access: 'signed-in', page: page(() => import('../submissions/submissions-page')) },
  { path: '/submissions/:submissionId', access: 'signed-in', page: page(() => import('../submissions/submission-detail-page')) },
  { path: '/submissions/:id/analysis', access: 'signed-in', page: page(() => import('../pages/analysis-studio-page')) },
  { path: '/submissions/:id/analysis-mobile', access: 'signed-in', page: page(() => import('../pages/analysis-studio-mobile-page')) },
  { path: '/upload-start', access: 'signed-in', page: page(() => import('../submissions/upload-start-page')) },
  { path: '/upload', access: 'signed-in', page: page(() => import('../submissions/upload-page')) },
  { path: '/admin/debug', access: 'signed-in', page: page(() => import('../admin/admin-debug-page')) },

  { path: '/admin', access: 'admin', page: page(() => import('../admin/admin-home-page')) },
  { path: '/admin/users', access: 'admin', page: page(() => import('../admin/admin-users-page')) },
  { path: '/admin/verification', access: 'admin', page: page(() => import('../pros/admin-verification-queue-page')) },
  { path: '/admin/verification/:id', access: 'admin', page: page(() => import('../pros/admin-verification-detail-page')) },
  { path: '/admin/video-repair', access: 'admin', page: page(() => import('../admin/admin-video-repair-page')) },
  { path: '/admin/notifications', access: 'admin', page: page(() => import('../admin/admin-notifications-page')) },
  { path: '/admin/pricing', access: 'admin', page: page(() => import('../admin/admin-pricing-page')) },
  { path: '/admin/referrals', access: 'admin', page: page(() => import('../admin/admin-referrals-page')) },
  { path: '/admin/settings', access: 'admin', page: page(() => import('../admin/admin-settings-page')) },
  { path: '/admin/demo-creator', access: 'admin', page: page(() => import('../admin/admin-demo-creator-page')) },
  { path: '/admin/pro-deletion', access: 'admin', page: page(() => import('../pros/admin-pro-deletion-page')) },
];

export const NotFoundPage = page(() => import('../pages/not-found-page'));

/** The admin area's guard, gate and layout: loaded once, with the first admin page, not with every visit. */
let adminArea: Promise<typeof AdminArea> | null = null;
export const loadAdminArea = () => (adminArea ??= import('../admin/admin-gate'));

/**
 * For a page anyone may see, and the sign-in and sign-up pages a visitor sees (issue 13, LCP): asks
 * for the chunk of the page at `pathname` at once, before the app starts, so its code loads beside
 * the entry's work instead of after the router's first render, and settles once it is there, so the
 * app's first render paints the page in one go without a loading screen first. A path no route
 * matches asks for the not-found page. Any other page's chunk is asked for too, and an admin page's
 * area (its gate and layout), but not waited for: its guard waits for the session anyway, and the
 * code is there when the session is.
 */
export function preloadPage(pathname: string): Promise<unknown> {
  const route = APP_ROUTES.find((candidate) => matchPath(candidate.path, pathname) !== null);
  if (route === undefined) return NotFoundPage.preload();
  if (route.access === 'public' || route.access === 'auth-page') return route.page.preload();
  route.page.prefetch();
  // A failed load is the router's to report, when it renders the area.
  if (route.access === 'admin') loadAdminArea().catch(() => undefined);
  return Promise.resolve();
}
