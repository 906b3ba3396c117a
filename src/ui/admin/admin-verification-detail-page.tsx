import { Page } from '../kit/page';

export default function AdminVerificationDetailPage() {
  return <Page title="Verification application" />;
}
