import { Page } from '../kit/page';

export default function SignupPage() {
  return <Page title="Create your account" />;
}
