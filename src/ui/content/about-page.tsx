import { Page } from '../kit/page';

/** /about */
export default function AboutPage() {
  return (
    <Page title="About ClipCoach" intro="Good coaching should not depend on where you live.">
      <p>
        ClipCoach connects athletes with qualified coaches through short videos. Most technique problems are visible in a few seconds of footage;
        what is missing is an expert eye to spot them and explain what to change.
      </p>
      <p>
        Athletes upload a clip and a question. Pros — coaches whose credentials our team has checked — answer with an annotated analysis of the
        clip: drawings on the video, comments at the exact moments that matter, and a written plan.
      </p>
      <p>
        We look after both sides: athletes only see verified pros, and pros get a focused studio to review clips quickly and are paid for every
        analysis they deliver.
      </p>
    </Page>
  );
}
