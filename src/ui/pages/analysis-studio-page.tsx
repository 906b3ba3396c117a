import { Page } from '../kit/page';

export default function AnalysisStudioPage() {
  return <Page title="Analysis studio" />;
}
