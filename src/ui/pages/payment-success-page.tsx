import { Page } from '../kit/page';

export default function PaymentSuccessPage() {
  return <Page title="Payment received" />;
}
