import { Link } from 'react-router-dom';
import { BulletList } from '../kit/layout';
import { Page } from '../kit/page';

/** /terms */
export default function TermsPage() {
  return (
    <Page title="Terms of service" intro="The rules that apply when you use ClipCoach, in plain words.">
      <section aria-labelledby="terms-account">
        <h2 id="terms-account">Your account</h2>
        <p>
          Give accurate details when you sign up, keep your password to yourself, and confirm your e-mail address. You are responsible for what is
          done with your account. An account is an athlete account, or a pro account once you start the pro onboarding.
        </p>
      </section>
      <section aria-labelledby="terms-clips">
        <h2 id="terms-clips">Clips you upload</h2>
        <p>
          You keep the rights to your videos. By submitting a clip you allow the pro you chose to view and annotate it to deliver your analysis, and
          ClipCoach administrators to view it for support, moderation or to repair a video that failed. Only upload clips you have the right to
          share, and never clips of other people without their consent.
        </p>
      </section>
      <section aria-labelledby="terms-payments">
        <h2 id="terms-payments">Prices, payment and refunds</h2>
        <BulletList>
          <li>Each analysis is paid in advance. Checkout shows the pro’s price for the tier you chose (standard or express), the platform fee and the total.</li>
          <li>The price you agreed to does not change afterwards, even if the pro or ClipCoach changes their prices.</li>
          <li>You are refunded in full when the pro declines your clip, when the pro leaves ClipCoach before delivering, or when the promised turnaround passes and you cancel.</li>
          <li>Referral credit is used at checkout only and has no cash value.</li>
        </BulletList>
      </section>
      <section aria-labelledby="terms-pros">
        <h2 id="terms-pros">Pros</h2>
        <p>
          Pros must tell the truth about their qualifications and upload genuine credentials, which administrators check before listing them. A
          listed pro delivers each analysis they accept within the turnaround they advertise, and keeps the athlete’s clip to that purpose. We may
          reject an application, or remove a pro who breaks these rules; their open submissions are then cancelled and refunded.
        </p>
      </section>
      <section aria-labelledby="terms-stories">
        <h2 id="terms-stories">Ratings and success stories</h2>
        <p>
          Athletes rate the analyses they received, honestly. We publish a success story only with the permission of the athlete who tells it, and
          take it down on request.
        </p>
      </section>
      <section aria-labelledby="terms-demo">
        <h2 id="terms-demo">The demo version</h2>
        <p>The demo version runs in your browser with sample data and a simulated payment provider: nothing you do there is charged, and nothing leaves your device.</p>
      </section>
      <section aria-labelledby="terms-changes">
        <h2 id="terms-changes">Changes and contact</h2>
        <p>
          We may update these terms and will tell you about important changes before they apply. Questions go to <Link to="/help">Contact support</Link>{' '}
          in the help centre.
        </p>
      </section>
    </Page>
  );
}
