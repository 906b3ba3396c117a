import { Page } from '../kit/page';

/** /admin/referrals */
export default function AdminReferralsPage() {
  return (
    <Page title="Referrals">
      <p>Set the referral reward, and look up referral codes and the referrals made with them.</p>
    </Page>
  );
}
