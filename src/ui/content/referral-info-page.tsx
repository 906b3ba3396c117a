import { Link } from 'react-router-dom';
import { BulletList } from '../kit/layout';
import { Page } from '../kit/page';

/** /referral-info: how referrals work, as the referral feature does it. */
export default function ReferralInfoPage() {
  return (
    <Page title="Refer a friend" intro="Share your link; when a friend pays for their first analysis, you earn credit towards your next one.">
      <section aria-labelledby="referral-code">
        <h2 id="referral-code">Your code and link</h2>
        <p>
          Every account has a personal referral code. You find it as “Your referral code” on your dashboard and your profile, with a link to copy
          and share: <code>/signup?ref=YOUR-CODE</code>.
        </p>
      </section>
      <section aria-labelledby="referral-reward">
        <h2 id="referral-reward">How the reward works</h2>
        <ol>
          <li>Your friend signs up through your link.</li>
          <li>They pay for their first submission.</li>
          <li>You earn a referral credit, of the amount set by ClipCoach at that time. It appears as “Referral credit” at your next checkout and is taken off the total.</li>
        </ol>
      </section>
      <section aria-labelledby="referral-rules">
        <h2 id="referral-rules">The rules</h2>
        <BulletList>
          <li>One reward per person referred, however many submissions they pay for.</li>
          <li>Your own code earns you nothing: a referral is always another person.</li>
          <li>Credit is used at checkout only; it cannot be exchanged for cash.</li>
        </BulletList>
      </section>
      <p>
        Not signed up yet? <Link to="/signup">Create an account</Link> to get your code.
      </p>
    </Page>
  );
}
