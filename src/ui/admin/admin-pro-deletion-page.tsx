import { Page } from '../kit/page';

/** /admin/pro-deletion */
export default function AdminProDeletionPage() {
  return (
    <Page title="Pro deletion">
      <p>Delete a pro after typed confirmation: their open submissions are cancelled and refunded, and nothing else is lost.</p>
    </Page>
  );
}
