import { Page } from '../kit/page';

export default function HelpPage() {
  return <Page title="Help center" />;
}
