import { Link } from 'react-router-dom';
import { EmptyState } from '../kit/empty-state';
import { Page } from '../kit/page';

/** /submissions/:id/analysis: the pro's analysis studio. */
export default function AnalysisStudioPage() {
  return (
    <Page
      title="Analysis studio"
      width="wide"
      intro="Play the clip frame by frame, draw lines, angles and shapes pinned to moments, add timestamped comments and a summary, then deliver the analysis."
    >
      <EmptyState title="No clip to analyse" action={<Link to="/submissions">Go to your review queue</Link>}>
        <p>This submission does not exist or is not assigned to you.</p>
      </EmptyState>
    </Page>
  );
}
