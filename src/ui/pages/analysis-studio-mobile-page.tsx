import { Link } from 'react-router-dom';
import { EmptyState } from '../kit/empty-state';
import { Page } from '../kit/page';

/** /submissions/:id/analysis-mobile: the analysis studio, laid out for touch. */
export default function AnalysisStudioMobilePage() {
  return (
    <Page title="Analysis studio (mobile)" intro="The analysis studio laid out for a phone: scrub with your finger, draw with touch, comment at the current frame.">
      <EmptyState title="No clip to analyse" action={<Link to="/submissions">Go to your review queue</Link>}>
        <p>This submission does not exist or is not assigned to you.</p>
      </EmptyState>
    </Page>
  );
}
