import { useEffect } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { TYPES} from '../../application/ports/tokens';
import { useInjection } from '../app/container-context';
import { useAuth } from '../auth/auth-context';
import { useBehavior } from '../hooks/use-behavior';
import { Alert } from '../kit/alert';
import { ErrorBoundary } from '../kit/error-boundary';
import { Button } from '../kit/button';
import { NotificationBell } from './notification-bell';
import { AdminHeaderLink } from './admin-header-link';
import { MaintenanceBanner } from './maintenance-banner';
import { BrandLink, FinePrint, FooterNav, HeaderNav, HeaderNavLink, SiteBanner, SiteFooter, SiteFrame, SiteHeader, SiteMain } from '../kit/site-frame';

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

/** Header navigation, the page, and the footer with the content pages. */
export function AppLayout() {
  const { state, signOut } = useAuth();
  const navigate = useNavigate();
  const signedIn = state.status === 'signed-in';
  const { pathname, search } = useLocation();
  const signOutIntent = useInjection(TYPES.SignOutIntent);
  const signingOut = useBehavior(signOutIntent.state);
  const reloader = useInjection(TYPES.PageReloader);
  const logger = useInjection(TYPES.Logger);
  const { notice } = useInjection(TYPES.AppInfo);

  // A deliberate sign-out is over once the app shows where it was going.
  useEffect(() => {
    if (signingOut.phase === 'leaving') signOutIntent.arrivedAt(pathname + search);
  }, [signingOut, signOutIntent, pathname, search]);

  return (
    <SiteFrame>
      <a href="#main" className="visually-hidden">
        Skip to content
      </a>
      <SiteHeader>
        <HeaderNav aria-label="Main">
          <BrandLink to="/">ClipCoach</BrandLink>
          <HeaderNavLink to="/pros">
            Pros
          </HeaderNavLink>
          {signedIn ? (
            <>
              <HeaderNavLink to="/dashboard">
                Dashboard
              </HeaderNavLink>
              <AdminHeaderLink />
              <HeaderNavLink to="/profile">
                Profile
              </HeaderNavLink>
              <NotificationBell userId={state.user.id} />
              <Button
                variant="secondary"
                onClick={() => {
                  // Leave for the home page first: the guarded page on the way holds instead of asking to sign in.
                  signOutIntent.leaveFor('/');
                  navigate('/');
                  void signOut.execute();
                }}
              >
                Sign out
              </Button>
            </>
          ) : state.status === 'signed-out' ? (
            <>
              <HeaderNavLink to="/login">
                Sign in
              </HeaderNavLink>
              <HeaderNavLink to="/signup">
                Sign up
              </HeaderNavLink>
            </>
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
      <MaintenanceBanner />
      <SiteMain id="main">
        {/* §2, §8: a render error in a page shows the error screen inside the frame; another page starts afresh. */}
        <ErrorBoundary key={pathname} onReload={() => reloader.reload()} onError={(error) => logger.error('Render error', error)}>
          <Outlet />
        </ErrorBoundary>
      </SiteMain>
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
