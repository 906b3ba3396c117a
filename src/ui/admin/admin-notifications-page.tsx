import { Page } from '../kit/page';

/** /admin/notifications */
export default function AdminNotificationsPage() {
  return (
    <Page title="Notifications">
      <p>Send a notification to one user or to everyone, and see the history of what was sent.</p>
    </Page>
  );
}
