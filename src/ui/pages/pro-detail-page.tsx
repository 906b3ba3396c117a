import { Page } from '../kit/page';

export default function ProDetailPage() {
  return <Page title="Pro profile" />;
}
