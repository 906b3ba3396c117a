import { Page } from '../kit/page';

export default function ProfilePage() {
  return <Page title="Your profile" />;
}
