import { Page } from '../kit/page';

export default function DashboardPage() {
  return <Page title="Dashboard" />;
}
