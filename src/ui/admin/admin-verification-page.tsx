import { Page } from '../kit/page';

/** /admin/verification */
export default function AdminVerificationPage() {
  return (
    <Page title="Pro verification">
      <p>The pros waiting for verification, oldest first, with their documents.</p>
    </Page>
  );
}
