import { Page } from '../kit/page';

export default function AdminUsersPage() {
  return <Page title="Users" />;
}
