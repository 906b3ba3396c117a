import { Page } from '../kit/page';

export default function CheckoutPage() {
  return <Page title="Checkout" />;
}
