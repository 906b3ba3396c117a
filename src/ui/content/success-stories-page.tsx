import { Page } from '../kit/page';

export default function SuccessStoriesPage() {
  return <Page title="Success stories" />;
}
