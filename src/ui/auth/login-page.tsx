import { Page } from '../kit/page';

export default function LoginPage() {
  return <Page title="Sign in" />;
}
