import { Page } from '../kit/page';

export default function AdminNotificationsPage() {
  return <Page title="Notifications" />;
}
