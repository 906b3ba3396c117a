import { Page } from '../kit/page';

export default function SubmissionDetailPage() {
  return <Page title="Submission" />;
}
