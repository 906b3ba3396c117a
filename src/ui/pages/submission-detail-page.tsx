import { Link } from 'react-router-dom';
import { EmptyState } from '../kit/empty-state';
import { Page } from '../kit/page';

/** /submissions/:submissionId: status timeline, the video, and the delivered analysis. */
export default function SubmissionDetailPage() {
  return (
    <Page title="Submission" intro="The status of one submission, its video, and the analysis played back with its drawings and comments.">
      <EmptyState title="Submission not found" action={<Link to="/submissions">Back to your submissions</Link>}>
        <p>There is no submission of yours at this address.</p>
      </EmptyState>
    </Page>
  );
}
