import { PageHeader } from '@farmplate/design-system';

// Title only until this screen's issue lands (spec §2).
export default function PartnerManagementScreen() {
  return <PageHeader title="Partner Management" />;
}
