import { Page } from '../kit/page';

export default function AuthCallbackPage() {
  return <Page title="Confirming your e-mail" />;
}
