import { Link } from 'react-router-dom';
import { BulletList } from '../kit/layout';
import { Page } from '../kit/page';

/** /about */
export default function AboutPage() {
  return (
    <Page title="About ClipCoach" intro="Expert eyes on your technique, wherever you train.">
      <section aria-labelledby="about-what">
        <h2 id="about-what">What we do</h2>
        <p>
          ClipCoach is a marketplace for video coaching. Most technique problems are visible in a few seconds of footage: what is missing is an
          expert who can spot them and explain what to change. Athletes upload a clip with a question; a verified pro answers with an annotated
          analysis of that clip: drawings pinned to the moments that matter, comments at exact times, and a written summary.
        </p>
      </section>
      <section aria-labelledby="about-trust">
        <h2 id="about-trust">How we keep it trustworthy</h2>
        <BulletList>
          <li>Every pro is verified by an administrator, from the credentials they upload, before they are listed.</li>
          <li>Prices and turnaround are shown before you pay, and a late analysis can be cancelled for a full refund.</li>
          <li>Ratings come from athletes who received an analysis, one per delivered submission.</li>
          <li>Videos are private to the athlete, their pro and the administrators.</li>
        </BulletList>
      </section>
      <section aria-labelledby="about-versions">
        <h2 id="about-versions">Two ways to run it</h2>
        <p>
          The hosted service keeps accounts, data and videos on our backend and takes payments through Stripe. The demo version runs entirely in
          your browser: its accounts, videos and simulated payments stay on your device, which makes it a safe place to try every screen.
        </p>
      </section>
      <p>
        Questions? Visit the <Link to="/help">help centre</Link>, or read <Link to="/success-stories">what athletes achieved</Link>.
      </p>
    </Page>
  );
}
