import { Link } from 'react-router-dom';
import { EmptyState } from '../kit/empty-state';
import { Page } from '../kit/page';

/** /pros: the verified pros athletes choose from. */
export default function ProsPage() {
  return (
    <Page title="Find a pro" intro="Verified coaches, with their sports, price, turnaround and rating. Choose one to request an analysis of your clip.">
      <EmptyState title="No verified pros yet" action={<Link to="/signup">Are you a coach? Sign up as a pro</Link>}>
        <p>Pros appear here as soon as an administrator has checked their credentials.</p>
      </EmptyState>
    </Page>
  );
}
