import { EmptyState } from '../kit/empty-state';
import { LinkButton } from '../kit/link-button';
import { Page } from '../kit/page';

/** /upload: pick or drop the video, then follow the upload (pause, resume, retry). */
export default function UploadPage() {
  return (
    <Page title="Upload your video" intro="Pick or drop your video; we check its type and size, then upload it with progress you can pause and resume.">
      <EmptyState title="Choose a pro and a sport first" action={<LinkButton to="/upload-start">Start your upload</LinkButton>}>
        <p>Your upload belongs to a request for analysis; start it from the first step.</p>
      </EmptyState>
    </Page>
  );
}
