import { Link } from 'react-router-dom';
import { Page } from '../kit/page';

/** /how-it-works */
export default function HowItWorksPage() {
  return (
    <Page title="How it works" intro="From a phone video to a coach's frame-by-frame analysis, in four steps.">
      <section aria-labelledby="hiw-upload">
        <h2 id="hiw-upload">1. Upload a clip</h2>
        <p>
          Record the movement you want to improve — a serve, a golf swing, a squat, a sprint start — ideally from the side, in good light, with your
          whole body in the frame. Upload it and write the question you want answered, such as “why does my ball drift right?”.
        </p>
      </section>
      <section aria-labelledby="hiw-pro">
        <h2 id="hiw-pro">2. Choose a verified pro</h2>
        <p>
          Browse <Link to="/pros">pros</Link> by sport, rating and price. Each one has sent us their credentials and been approved by our team before
          appearing in the list. You see their price and usual turnaround before you commit.
        </p>
      </section>
      <section aria-labelledby="hiw-pay">
        <h2 id="hiw-pay">3. Pay securely</h2>
        <p>You pay once per analysis, up front. If the pro cannot take your clip, the order is cancelled and you are refunded.</p>
      </section>
      <section aria-labelledby="hiw-analysis">
        <h2 id="hiw-analysis">4. Receive your analysis</h2>
        <p>
          Your pro slows the clip down, draws lines, angles and shapes on the frames that matter, leaves comments pinned to moments in the video, and
          writes a summary with what to practise next. You play it all back in sync, as often as you like.
        </p>
      </section>
    </Page>
  );
}
