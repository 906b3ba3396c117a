import { Page } from '../kit/page';

export default function SubmissionsPage() {
  return <Page title="Your submissions" />;
}
