import { Link } from 'react-router-dom';
import { SearchIcon } from '../kit/icons';
import { OutcomeCard } from '../kit/outcome-card';
import { Page } from '../kit/page';

/** Any unknown path (R2.12): say so, and offer the way home. */
export default function NotFoundPage() {
  return (
    <Page title="Page not found" width="narrow">
      <OutcomeCard tone="neutral" icon={SearchIcon}>
        <p>We could not find the page you asked for. The link may be mistyped, or the page may have moved.</p>
        <p>
          <Link to="/">Go to the home page</Link>
        </p>
      </OutcomeCard>
    </Page>
  );
}
