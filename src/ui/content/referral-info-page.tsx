import { Page } from '../kit/page';

export default function ReferralInfoPage() {
  return <Page title="Refer a friend" />;
}
