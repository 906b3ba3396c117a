import { Page } from '../kit/page';

export default function CookiesPage() {
  return <Page title="Cookie policy" />;
}
