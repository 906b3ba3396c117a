import { Page } from '../kit/page';

export default function EmailVerificationPage() {
  return <Page title="Check your inbox" />;
}
