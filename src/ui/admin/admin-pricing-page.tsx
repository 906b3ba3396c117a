import { Page } from '../kit/page';

export default function AdminPricingPage() {
  return <Page title="Pricing" />;
}
