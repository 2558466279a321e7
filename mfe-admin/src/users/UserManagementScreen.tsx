import { PageHeader } from '@farmplate/design-system';

// Title only until this screen's issue lands (spec §2).
export default function UserManagementScreen() {
  return <PageHeader title="User Management" />;
}
