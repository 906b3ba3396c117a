import { Page } from '../kit/page';

export default function UploadPage() {
  return <Page title="Upload your clip" />;
}
