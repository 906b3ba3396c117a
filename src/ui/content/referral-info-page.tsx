import { Page } from '../kit/page';

/** /referral-info */
export default function ReferralInfoPage() {
  return (
    <Page title="Refer a friend" intro="Share ClipCoach and you both get credit towards your next analysis.">
      <p>Every account has a personal referral code. Share it with a training partner, a teammate or a club member.</p>
      <h2>How the reward works</h2>
      <ol>
        <li>Your friend signs up with your code.</li>
        <li>When they pay for their first analysis, the referral counts.</li>
        <li>You both receive credit, applied automatically at your next checkout.</li>
      </ol>
      <p>Credit cannot be exchanged for cash, and a referral only counts once per new account. The current reward is shown at checkout.</p>
    </Page>
  );
}
