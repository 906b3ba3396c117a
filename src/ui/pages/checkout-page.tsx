import { EmptyState } from '../kit/empty-state';
import { LinkButton } from '../kit/link-button';
import { Page } from '../kit/page';

/** /checkout: the order summary (price, referral credit, fee) and payment. */
export default function CheckoutPage() {
  return (
    <Page title="Checkout" intro="Review your order — the pro's price, any referral credit and the platform fee — and pay to send your clip.">
      <EmptyState title="Nothing to pay for yet" action={<LinkButton to="/upload-start">Upload a clip</LinkButton>}>
        <p>Start by uploading a clip and choosing a pro; your order appears here.</p>
      </EmptyState>
    </Page>
  );
}
