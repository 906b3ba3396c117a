import { Page } from '../kit/page';

export default function UploadStartPage() {
  return <Page title="Start a new analysis" />;
}
