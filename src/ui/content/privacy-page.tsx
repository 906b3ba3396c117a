import { Link } from 'react-router-dom';
import { TYPES } from '../../application/ports/tokens';
import { useInjection } from '../app/container-context';
import { BulletList } from '../kit/layout';
import { Page } from '../kit/page';

const BACKEND_NOTE = {
  supabase: 'You are using the hosted service.',
  local: 'You are using the demo version: clearing this site’s data in your browser erases everything it holds.',
  memory: 'You are using the demo version in memory: nothing is stored, and everything is lost when you reload.',
} as const;

/** /privacy: what ClipCoach keeps, who sees it, where it lives (on the backend in use), and your rights. */
export default function PrivacyPage() {
  const info = useInjection(TYPES.AppInfo);
  return (
    <Page title="Privacy policy" intro="What we keep, who can see it, where it is stored, and what you can do about it.">
      <section aria-labelledby="privacy-what">
        <h2 id="privacy-what">What we keep</h2>
        <BulletList>
          <li>Your account: e-mail address, password (only ever stored hashed), first and last name, account type, and whether you are an administrator.</li>
          <li>For pros: the profile you publish (name, headline, biography, sports, price, turnaround) and the credentials you upload for verification.</li>
          <li>Your submissions: the clips you upload with their length, size and thumbnail, your questions, the analyses (drawings, comments, summary) and your ratings.</li>
          <li>Payments: amount, status and the payment provider’s reference. Your card details go to the payment provider, never to us.</li>
          <li>The notifications we send you and the messages you send to support.</li>
        </BulletList>
      </section>
      <section aria-labelledby="privacy-who">
        <h2 id="privacy-who">Who can see what</h2>
        <BulletList>
          <li>Your clips: you, the pro you sent them to, and administrators (for support or to repair a video). They are never public.</li>
          <li>A pro’s credentials: the pro and the administrators who verify them.</li>
          <li>Public: verified pros’ profiles, their ratings, and the success stories athletes agreed to publish.</li>
        </BulletList>
        <p>We do not sell your data or use it for advertising.</p>
      </section>
      <section aria-labelledby="privacy-where">
        <h2 id="privacy-where">Where it is stored</h2>
        <p>
          On the hosted service, data lives in our database and videos and credentials in private storage buckets; payments are processed by Stripe.
          In the demo version everything, videos included, stays in this browser’s IndexedDB and is never sent anywhere; payments are simulated.
        </p>
        <p>
          {BACKEND_NOTE[info.backend]}
        </p>
      </section>
      <section aria-labelledby="privacy-rights">
        <h2 id="privacy-rights">Your rights</h2>
        <p>
          You can see and correct your name on your <Link to="/profile">profile</Link> at any time. To get a copy of your data or to have your account
          deleted, write to us through <Link to="/help">Contact support</Link>. What your browser keeps is described under{' '}
          <Link to="/cookies">cookies and local storage</Link>.
        </p>
      </section>
    </Page>
  );
}
