import { Page } from '../kit/page';

export default function HowItWorksPage() {
  return <Page title="How it works" />;
}
