import { Page } from '../kit/page';

export default function AdminVerificationPage() {
  return <Page title="Pro verification" />;
}
