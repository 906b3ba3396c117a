import { Page } from '../kit/page';

/** /admin/demo-creator */
export default function AdminDemoCreatorPage() {
  return (
    <Page title="Demo creator">
      <p>Create a set of demo athletes, pros, submissions and analyses in the current backend, and wipe them again when you are done.</p>
    </Page>
  );
}
