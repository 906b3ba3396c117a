import { Page } from '../kit/page';

export default function TermsPage() {
  return <Page title="Terms of service" />;
}
