import { TYPES } from '../../application/ports/tokens';
import { useInjection } from '../app/container-context';
import { DefinitionList } from '../kit/definition-list';
import { Page } from '../kit/page';

const BACKEND_NOTE = {
  supabase: 'You are using the hosted service, which does not use it.',
  local: 'You are using the demo version.',
  memory: 'This tab runs the demo in memory instead: nothing is stored, and everything is lost when you reload.',
} as const;

/** /cookies: exactly what the app keeps in the browser, and why. */
export default function CookiesPage() {
  const info = useInjection(TYPES.AppInfo);
  return (
    <Page title="Cookies and local storage" intro="ClipCoach sets no cookies, and uses no advertising or tracking of any kind.">
      <p>What the app keeps in your browser, so that it works:</p>
      <section aria-labelledby="cookies-local">
        <h2 id="cookies-local">Local storage (kept until you sign out or clear site data)</h2>
        <DefinitionList
          label="Local storage"
          items={[
            ['clipcoach_auth_token', 'Your sign-in session, so you stay signed in between visits. Removed when you sign out.'],
            ['clipcoach_auth_token-code-verifier', 'Hosted service only: a one-time value that completes the confirmation link of your e-mail address.'],
            ['tus::…', 'Hosted service only: where an unfinished upload can resume; removed once the upload completes.'],
            ['clipcoach:faults', 'Demo version only: simulated slowness or failures, set by an administrator on /admin/debug for testing.'],
            ['clipcoach:auth…', 'Demo version, older browsers only: lets several tabs share one session.'],
          ]}
        />
      </section>
      <section aria-labelledby="cookies-session">
        <h2 id="cookies-session">Session storage (this tab only, gone when it closes)</h2>
        <DefinitionList
          label="Session storage"
          items={[
            ['auth-redirect-path', 'The page you wanted before signing in, to take you back there.'],
            ['admin-status:…', 'For 30 seconds, whether your account may open the admin area, so it is not asked on every page.'],
            ['onboarding-flow, onboarding-account-type, onboarding-email', 'Your progress while you sign up or onboard as a pro; cleared when you sign out.'],
          ]}
        />
      </section>
      <section aria-labelledby="cookies-idb">
        <h2 id="cookies-idb">IndexedDB (demo version only)</h2>
        <p>
          The demo version keeps its whole backend in an IndexedDB database named <code>clipcoach</code>: accounts with hashed passwords, the keys
          that sign sessions, profiles, pros, submissions, analyses, simulated payments, notifications, success stories and your video files, stored
          in pieces so an upload can resume.{' '}
          {BACKEND_NOTE[info.backend]}
        </p>
      </section>
      <section aria-labelledby="cookies-third">
        <h2 id="cookies-third">Payments</h2>
        <p>On the hosted service you pay on Stripe’s own checkout page, where Stripe’s cookie policy applies. The demo version never contacts Stripe.</p>
      </section>
      <p>Signing out removes your session. Clearing this site’s data in your browser removes everything above.</p>
    </Page>
  );
}
