import { Page } from '../kit/page';

export default function AdminDebugPage() {
  return <Page title="Debug" />;
}
