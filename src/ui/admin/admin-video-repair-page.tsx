import { Page } from '../kit/page';

/** /admin/video-repair */
export default function AdminVideoRepairPage() {
  return (
    <Page title="Video repair">
      <p>Videos that failed to upload or lack their metadata: re-read the metadata and thumbnail, retry, or mark them failed and tell the owner.</p>
    </Page>
  );
}
