import { Page } from '../kit/page';

export default function AboutPage() {
  return <Page title="About ClipCoach" />;
}
