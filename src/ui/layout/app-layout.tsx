import { Suspense, lazy, useDeferredValue, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { TYPES} from '../../application/ports/tokens';
import { useInjection } from '../app/container-context';
import type { AuthState } from '../../application/auth/auth-state.store';
import { useAuthSlice } from '../auth/auth-context';
import { useBehavior } from '../hooks/use-behavior';
import { Alert } from '../kit/alert';
import { ErrorBoundary } from '../kit/error-boundary';
import { Button } from '../kit/button';
import { AdminHeaderLink } from './admin-header-link';
import { ConnectionBanner } from './connection-banner';
import { MaintenanceBanner } from './maintenance-banner';
import { BrandLink, FinePrint, FooterNav, HeaderCallToAction, HeaderControlSpace, HeaderMenu, HeaderMenuButton, HeaderNav, HeaderNavLink, SiteBanner, SiteFooter, SiteFrame, SiteHeader, SiteMain, SkipLink } from '../kit/site-frame';
import { RouteFocus } from './route-focus';

// The bell is for signed-in people only: its chunk loads when someone is, not on a visitor's first page.
const NotificationBell = lazy(() => import('./notification-bell').then((m) => ({ default: m.NotificationBell })));

const FOOTER_LINKS = [
  ['/how-it-works', 'How it works'],
  ['/about', 'About'],
  ['/success-stories', 'Success stories'],
  ['/referral-info', 'Referrals'],
  ['/help', 'Help'],
  ['/terms', 'Terms'],
  ['/privacy', 'Privacy'],
  ['/cookies', 'Cookies'],
] as const;

/** What the frame shows of the auth state: whether someone is signed in, and who (for the bell). */
const frameSession = (state: AuthState) => (state.status === 'signed-in' ? { status: state.status, userId: state.user.id } : { status: state.status });

/**
 * Header navigation, the page, and the footer with the content pages. On a phone the header keeps
 * one row: the brand, a "Menu" button that opens the links, and the notifications bell.
 */
export function AppLayout() {
  const state = useAuthSlice(frameSession);
  const signOut = useInjection(TYPES.SignOut);
  const navigate = useNavigate();
  // Signing in changes the whole header (the person's links, the bell): React renders that in the
  // background, in slices, rather than in the task that brought the session, the links to sign in
  // staying meanwhile (issue 13, TBT). Signing out shows at once.
  const shown = useDeferredValue(state.status);
  const signedOut = state.status === 'signed-out' || shown === 'signed-out';
  const signedIn = !signedOut && shown === 'signed-in' && state.status === 'signed-in';
  const { pathname, search } = useLocation();
  const signOutIntent = useInjection(TYPES.SignOutIntent);
  const signingOut = useBehavior(signOutIntent.state);
  const reloader = useInjection(TYPES.PageReloader);
  const logger = useInjection(TYPES.Logger);
  const { notice } = useInjection(TYPES.AppInfo);
  const menu = useHeaderMenu(pathname);
  const { buttonRef: menuButtonRef, panelRef: menuPanelRef } = menu.refs;
  const main = useRef<HTMLElement>(null);

  // A deliberate sign-out is over once the app shows where it was going.
  useEffect(() => {
    if (signingOut.phase === 'leaving') signOutIntent.arrivedAt(pathname + search);
  }, [signingOut, signOutIntent, pathname, search]);

  return (
    <SiteFrame>
      <SkipLink href="#main">Skip to content</SkipLink>
      <SiteHeader>
        <HeaderNav aria-label="Main" onKeyDown={menu.onKeyDown}>
          <BrandLink to="/">ClipCoach</BrandLink>
          <HeaderMenuButton ref={menuButtonRef} aria-expanded={menu.open} aria-controls={menu.id} onClick={menu.toggle}>
            Menu
          </HeaderMenuButton>
          <HeaderMenu id={menu.id} open={menu.open} ref={menuPanelRef}>
            <HeaderNavLink to="/pros">Pros</HeaderNavLink>
            {signedIn ? (
              <>
                <HeaderNavLink to="/dashboard">Dashboard</HeaderNavLink>
                <AdminHeaderLink />
                <HeaderNavLink to="/profile">Profile</HeaderNavLink>
                <Button
                  variant="secondary"
                  onClick={() => {
                    menu.close(false);
                    // Leave for the home page first: the guarded page on the way holds instead of asking to sign in.
                    signOutIntent.leaveFor('/');
                    navigate('/');
                    void signOut.execute();
                  }}
                >
                  Sign out
                </Button>
              </>
            ) : signedOut ? (
              <>
                <HeaderNavLink to="/login">Sign in</HeaderNavLink>
                <HeaderCallToAction to="/signup">Sign up</HeaderCallToAction>
              </>
            ) : null}
          </HeaderMenu>
          {signedIn ? (
            <Suspense fallback={<HeaderControlSpace />}>
              <NotificationBell userId={state.userId} />
            </Suspense>
          ) : null}
        </HeaderNav>
      </SiteHeader>
      {notice ? (
        <SiteBanner>
          <Alert tone="info">
            <p>
              <strong>ClipCoach can't store data in this browser.</strong> {notice}
            </p>
          </Alert>
        </SiteBanner>
      ) : null}
      <ConnectionBanner />
      <MaintenanceBanner />
      <SiteMain id="main" ref={main}>
        {/* §2, §8: a render error in a page shows the error screen inside the frame; another page starts afresh. */}
        <ErrorBoundary key={pathname} onReload={() => reloader.reload()} onError={(error) => logger.error('Render error', error)}>
          <Outlet />
        </ErrorBoundary>
      </SiteMain>
      <RouteFocus main={main} />
      <SiteFooter>
        <FooterNav aria-label="Footer">
          {FOOTER_LINKS.map(([to, label]) => (
            <Link key={to} to={to}>
              {label}
            </Link>
          ))}
        </FooterNav>
        <FinePrint>
          © ClipCoach — technique feedback from verified pros.
        </FinePrint>
      </SiteFooter>
    </SiteFrame>
  );
}

/**
 * The phone's header menu: open or closed; closed again by a new page, Escape (focus back on
 * the button) or a press outside it (the bell included).
 */
function useHeaderMenu(pathname: string) {
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      // The bell beside it counts as outside: its list and the menu never cover each other.
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpenOn(null);
    if (returnFocus) buttonRef.current?.focus();
  };
  return {
    id,
    open,
    refs: { buttonRef, panelRef },
    close,
    toggle: () => setOpenOn(open ? null : pathname),
    onKeyDown: (event: KeyboardEvent) => {
      // An Escape inside the bell's open list closes that list only (it stops there).
      if (event.key === 'Escape' && open) close(true);
    },
  };
}
