import { Page } from '../kit/page';

/** /admin/users */
export default function AdminUsersPage() {
  return (
    <Page title="Users">
      <p>Search users, view their accounts, and grant or revoke admin rights (enforced by the backend, never trusted from the browser).</p>
    </Page>
  );
}
