import { Link } from 'react-router-dom';
import { StepCards } from '../kit/card';
import { BulletList } from '../kit/layout';
import { LinkButton } from '../kit/link-button';
import { ButtonRow } from '../kit/button';
import { Page } from '../kit/page';

const ATHLETE_STEPS = [
  [
    'Choose a verified pro',
    'Browse the pros by sport, rating and price. Each one sent us their credentials and was approved by an administrator before being listed. Their page shows their price, their usual turnaround and the ratings athletes gave them.',
  ],
  [
    'Ask your question and pick a tier',
    'Say what you want the pro to look at (“why does my ball drift right?”). Choose the standard tier, at the pro’s price and turnaround, or express, delivered faster for a higher price.',
  ],
  [
    'Upload your clip',
    'MP4, MOV, WebM or M4V, up to 2 GB. The upload shows its progress, can be paused and resumed, retries by itself when the connection drops, and picks up where it stopped if you come back with the same file.',
  ],
  [
    'Pay once, up front',
    'Checkout shows the pro’s price, the platform fee and the total before you pay. On the hosted service Stripe takes the payment; the demo version uses a simulated provider and never charges a card. The pro is notified as soon as you have paid.',
  ],
  [
    'Your pro analyses the clip',
    'In the analysis studio the pro steps through your clip frame by frame, draws lines, arrows, circles and angles (with their degrees) pinned to the moments they belong to, leaves comments at exact times, compares frames side by side and writes a summary of what to work on.',
  ],
  [
    'Play back your analysis',
    'You are notified when it is delivered. The drawings and comments play back in sync with your clip, at any speed from 0.25× to 2× or one frame at a time, as often as you like. Then rate the analysis from 1 to 5 stars.',
  ],
] as const;

/** /how-it-works: the athlete's journey step by step, the turnaround guarantee, and the pro's side. */
export default function HowItWorksPage() {
  return (
    <Page title="How it works" width="wide" intro="From a phone video to a coach’s frame-by-frame analysis, in six steps.">
      <section aria-labelledby="hiw-athletes">
        <h2 id="hiw-athletes">For athletes</h2>
        <StepCards steps={ATHLETE_STEPS} />
      </section>

      <section aria-labelledby="hiw-guarantee">
        <h2 id="hiw-guarantee">The turnaround guarantee</h2>
        <p>
          The turnaround you see before paying is a promise. If the pro has not delivered by then, you can cancel the submission from its page and
          you are refunded in full. A pro who declines your clip, or leaves ClipCoach before delivering, means a full refund too.
        </p>
      </section>

      <section aria-labelledby="hiw-privacy">
        <h2 id="hiw-privacy">Who sees your clip</h2>
        <p>
          Your videos are stored privately. Only you, the pro you sent the clip to and ClipCoach administrators (for support or to repair a video)
          can open them. The <Link to="/privacy">privacy policy</Link> says what else we keep.
        </p>
      </section>

      <section aria-labelledby="hiw-pros">
        <h2 id="hiw-pros">For pros</h2>
        <BulletList>
          <li>Sign up with the account type “Pro” and fill in your profile, the sports you coach, your price and turnaround.</li>
          <li>Upload your credentials (PDF, JPEG or PNG) and submit your application. An administrator verifies them and approves you, or tells you what to fix.</li>
          <li>Once listed, paid submissions arrive in your review queue. Start a review or decline it with a reason (the athlete is refunded).</li>
          <li>Analyse the clip in the studio, on desktop or phone, then deliver: the athlete is notified and your rating grows with their feedback.</li>
        </BulletList>
      </section>

      <ButtonRow>
        <LinkButton to="/pros">Find a pro</LinkButton>
        <LinkButton to="/help" variant="secondary">
          Read the help centre
        </LinkButton>
      </ButtonRow>
    </Page>
  );
}
