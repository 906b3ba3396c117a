import { Page } from '../kit/page';

/** /admin/verification/:id */
export default function AdminVerificationDetailPage() {
  return (
    <Page title="Verification application">
      <p>Review one pro's application and documents, then approve it or reject it with a reason; the pro is notified either way.</p>
    </Page>
  );
}
