import { Page } from '../kit/page';

export default function ProsPage() {
  return <Page title="Find a pro" />;
}
