import { Page } from '../kit/page';

export default function AdminSettingsPage() {
  return <Page title="Settings" />;
}
