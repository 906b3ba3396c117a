import { Page } from '../kit/page';

/** /cookies */
export default function CookiesPage() {
  return (
    <Page title="Cookies and local storage" intro="ClipCoach uses no advertising or tracking cookies.">
      <p>We keep only what the app needs to work, in your browser’s storage:</p>
      <ul>
        <li>
          <strong>Your sign-in session</strong> (<code>clipcoach_auth_token</code>), so you stay signed in between visits.
        </li>
        <li>
          <strong>The page you wanted before signing in</strong> (<code>auth-redirect-path</code>), kept for the current tab only, so we can take you
          back there.
        </li>
        <li>
          <strong>Short-lived checks</strong>, such as whether your account may open the admin area, kept for the current tab only.
        </li>
        <li>
          <strong>Onboarding progress</strong> while you sign up, cleared when you sign out.
        </li>
      </ul>
      <p>Signing out removes your session. Clearing your browser’s site data removes everything above.</p>
    </Page>
  );
}
