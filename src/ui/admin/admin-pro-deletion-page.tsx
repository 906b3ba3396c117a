import { Page } from '../kit/page';

export default function AdminProDeletionPage() {
  return <Page title="Pro deletion" />;
}
