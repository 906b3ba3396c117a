import { Page } from '../kit/page';

/** /admin/settings */
export default function AdminSettingsPage() {
  return (
    <Page title="Settings">
      <p>Change the app settings: the maintenance banner, whether sign-ups are open, the maximum upload size and the allowed video types.</p>
    </Page>
  );
}
