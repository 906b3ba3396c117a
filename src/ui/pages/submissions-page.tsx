import { EmptyState } from '../kit/empty-state';
import { LinkButton } from '../kit/link-button';
import { Page } from '../kit/page';

/** /submissions: the user's submissions (athletes: their own; pros: those assigned to them). */
export default function SubmissionsPage() {
  return (
    <Page title="Your submissions" intro="Every clip you sent for analysis, with its status from payment to delivery.">
      <EmptyState title="No submissions yet" action={<LinkButton to="/upload-start">Upload a clip</LinkButton>}>
        <p>Upload a clip and choose a pro to get your first analysis.</p>
      </EmptyState>
    </Page>
  );
}
