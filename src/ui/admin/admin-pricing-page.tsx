import { Page } from '../kit/page';

/** /admin/pricing */
export default function AdminPricingPage() {
  return (
    <Page title="Pricing">
      <p>Edit the review tiers (standard and express), the platform fee and the currency.</p>
    </Page>
  );
}
