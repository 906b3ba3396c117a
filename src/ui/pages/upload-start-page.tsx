import { Link } from 'react-router-dom';
import { EmptyState } from '../kit/empty-state';
import { Page } from '../kit/page';

/** /upload-start: choose the pro, the sport and the question before uploading. */
export default function UploadStartPage() {
  return (
    <Page title="Upload a clip" intro="Choose the pro who will review your clip, the sport, and what you want feedback on; then pick your video.">
      <EmptyState title="No verified pros to choose from yet" action={<Link to="/pros">Browse pros</Link>}>
        <p>As soon as pros are verified you can pick one here.</p>
      </EmptyState>
    </Page>
  );
}
