import { css } from '@emotion/react';
import { useEffect } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { TYPES} from '../../application/ports/tokens';
import { useInjection } from '../app/container-context';
import { useAuth } from '../auth/auth-context';
import { useBehavior } from '../hooks/use-behavior';
import { Alert } from '../kit/alert';
import { ErrorBoundary } from '../kit/error-boundary';
import { Button } from '../kit/button';
import { theme } from '../kit/theme';

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

const navLink = css`
  color: ${theme.colors.text};
  text-decoration: none;
  padding: ${theme.space.sm};
  border-radius: ${theme.radius.sm};
  &.active { color: ${theme.colors.brand}; font-weight: ${theme.font.weight.bold}; }
  &:hover { background: ${theme.colors.brandSoft}; }
`;

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
    <div css={css`min-height: 100vh; display: flex; flex-direction: column;`}>
      <a href="#main" className="visually-hidden">
        Skip to content
      </a>
      <header css={css`background: ${theme.colors.surface}; border-bottom: 1px solid ${theme.colors.border};`}>
        <nav
          aria-label="Main"
          css={css`
            max-width: 1200px;
            margin: 0 auto;
            padding: ${theme.space.sm} ${theme.space.md};
            display: flex;
            flex-wrap: wrap;
            align-items: center;
            gap: ${theme.space.sm};
          `}
        >
          <Link to="/" css={css`font-weight: ${theme.font.weight.bold}; font-size: ${theme.font.size.lg}; color: ${theme.colors.brand}; text-decoration: none; margin-right: auto;`}>
            ClipCoach
          </Link>
          <NavLink to="/pros" css={navLink}>
            Pros
          </NavLink>
          {signedIn ? (
            <>
              <NavLink to="/dashboard" css={navLink}>
                Dashboard
              </NavLink>
              <NavLink to="/profile" css={navLink}>
                Profile
              </NavLink>
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
              <NavLink to="/login" css={navLink}>
                Sign in
              </NavLink>
              <NavLink to="/signup" css={navLink}>
                Sign up
              </NavLink>
            </>
          ) : null}
        </nav>
      </header>
      {notice ? (
        <div css={css`max-width: 1200px; width: 100%; margin: ${theme.space.sm} auto 0; padding: 0 ${theme.space.md};`}>
          <Alert tone="info">
            <p>
              <strong>ClipCoach can't store data in this browser.</strong> {notice}
            </p>
          </Alert>
        </div>
      ) : null}
      <main id="main" css={css`flex: 1;`}>
        {/* §2, §8: a render error in a page shows the error screen inside the frame; another page starts afresh. */}
        <ErrorBoundary key={pathname} onReload={() => reloader.reload()} onError={(error) => logger.error('Render error', error)}>
          <Outlet />
        </ErrorBoundary>
      </main>
      <footer css={css`background: ${theme.colors.surface}; border-top: 1px solid ${theme.colors.border}; padding: ${theme.space.lg} ${theme.space.md};`}>
        <nav aria-label="Footer" css={css`max-width: 1200px; margin: 0 auto; display: flex; flex-wrap: wrap; gap: ${theme.space.md};`}>
          {FOOTER_LINKS.map(([to, label]) => (
            <Link key={to} to={to}>
              {label}
            </Link>
          ))}
        </nav>
        <p css={css`max-width: 1200px; margin: ${theme.space.md} auto 0; color: ${theme.colors.textMuted}; font-size: ${theme.font.size.sm};`}>
          © ClipCoach — technique feedback from verified pros.
        </p>
      </footer>
    </div>
  );
}
