import { Page } from '../kit/page';

export default function AnalysisStudioMobilePage() {
  return <Page title="Analysis studio (mobile)" />;
}
