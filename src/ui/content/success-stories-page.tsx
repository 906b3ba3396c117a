import { Page } from '../kit/page';

/** /success-stories */
export default function SuccessStoriesPage() {
  return (
    <Page title="Success stories" intro="What athletes and coaches have achieved with a few seconds of video.">
      <p>
        Athletes use ClipCoach to fix the one thing holding them back: a dropped elbow in a freestyle stroke, an early hip rotation in a golf swing,
        a heel strike on long runs. A single annotated clip often shows the problem more clearly than months of guessing.
      </p>
      <p>
        Pros use it to coach beyond their local club, fitting reviews between sessions and building a reputation through ratings from the athletes
        they help.
      </p>
      <p>Stories are published here only with the permission of the athletes and pros who tell them.</p>
    </Page>
  );
}
