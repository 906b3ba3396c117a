import { Page } from '../kit/page';

export default function AdminReferralsPage() {
  return <Page title="Referrals" />;
}
