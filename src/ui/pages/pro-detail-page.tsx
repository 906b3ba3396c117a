import { Link } from 'react-router-dom';
import { EmptyState } from '../kit/empty-state';
import { Page } from '../kit/page';

/** /pros/:proId: one pro's profile, price, turnaround and rating, and the way to request an analysis. */
export default function ProDetailPage() {
  return (
    <Page title="Pro profile" intro="A pro's background, sports, price and usual turnaround, and the place to request an analysis from them.">
      <EmptyState title="Pro not found" action={<Link to="/pros">Browse verified pros</Link>}>
        <p>There is no verified pro at this address. They may have left ClipCoach, or the link may be mistyped.</p>
      </EmptyState>
    </Page>
  );
}
