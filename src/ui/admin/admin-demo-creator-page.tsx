import { Page } from '../kit/page';

export default function AdminDemoCreatorPage() {
  return <Page title="Demo creator" />;
}
