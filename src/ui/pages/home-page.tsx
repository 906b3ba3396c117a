import { Page } from '../kit/page';

export default function HomePage() {
  return <Page title="ClipCoach" />;
}
