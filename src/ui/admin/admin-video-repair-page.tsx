import { Page } from '../kit/page';

export default function AdminVideoRepairPage() {
  return <Page title="Video repair" />;
}
