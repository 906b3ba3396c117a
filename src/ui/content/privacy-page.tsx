import { Page } from '../kit/page';

export default function PrivacyPage() {
  return <Page title="Privacy policy" />;
}
