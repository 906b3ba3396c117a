import { Page } from '../kit/page';

export default function NotFoundPage() {
  return <Page title="Page not found" />;
}
