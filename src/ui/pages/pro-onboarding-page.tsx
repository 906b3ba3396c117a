import { Page } from '../kit/page';

export default function ProOnboardingPage() {
  return <Page title="Become a ClipCoach pro" />;
}
