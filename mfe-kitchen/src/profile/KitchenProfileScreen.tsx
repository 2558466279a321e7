import { PageHeader } from '@farmplate/design-system';

// Title only until this screen's issue lands (spec §2).
export default function KitchenProfileScreen() {
  return <PageHeader title="Kitchen Profile" />;
}
