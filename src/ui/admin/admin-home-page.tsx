import { Page } from '../kit/page';

export default function AdminHomePage() {
  return <Page title="Admin overview" />;
}
