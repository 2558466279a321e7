import { screen, within } from '@testing-library/react';
import type { DeliveryPartner } from '@farmplate/contracts';
import { fakeApi, paged, renderWithProviders, sessionUser } from '@farmplate/testing';
import PartnerManagementScreen from './PartnerManagementScreen';

// The Delivery Partners tab shows what a courier applied with, for the admin to approve.

const applicant: DeliveryPartner = {
  id: 77,
  name: 'Sodiq Balogun',
  status: 'pending',
  joinedDate: '2026-11-26T10:00:00.000Z',
  created_at: '2026-11-26T10:00:00.000Z',
  rating: null,
  user: { id: 77, name: 'Sodiq Balogun', email: 'sodiq@example.com', contact: '+234 803 555 0101' },
  deliveriesCompleted: 0,
  vehicles: 'motorbike',
  online: false,
  application: {
    phone: '+234 803 555 0101',
    region: 'ng',
    zones: ['Ikeja', 'Yaba'],
    vehicle: 'motorbike',
    date_of_birth: '1998-04-12',
    has_smartphone: true,
    background_check_consent: true,
    licence_number: 'LAG-55120',
    licence_expiry: '2029-05-31',
    registration_number: 'KJA-123-XY',
    insurance_number: 'AXA-889910',
    insurance_expiry: '2027-12-31',
    applied_at: '2026-11-26T10:00:00.000Z',
  },
};

test("a courier's application: region and zones, vehicle, eligibility and documents with expiry; Approve", async () => {
  fakeApi({
    'GET /platform-settings': () => ({
      body: { data: { platform_name: 'FarmPlate', time_zone: 'Lagos (WAT)', default_currency: 'USD' } },
    }),
    'GET /delivery-partners': () => ({ body: paged([applicant]) }),
  });
  renderWithProviders(<PartnerManagementScreen />, {
    user: sessionUser({ role: 'admin' }),
    url: '/dashboard/partners?tab=delivery',
    path: '/dashboard/partners',
  });
  const row = (await screen.findByText('Nigeria: Ikeja, Yaba')).closest('tr')!;
  const cells = within(row);
  expect(cells.getByText('Vehicle: Motorbike')).toBeInTheDocument();
  expect(cells.getByText('Born: Apr 12, 1998')).toBeInTheDocument();
  expect(cells.getByText('Smartphone with data: Yes')).toBeInTheDocument();
  expect(cells.getByText('Background check consent: Yes')).toBeInTheDocument();
  expect(cells.getByText('Licence LAG-55120, expires May 31, 2029')).toBeInTheDocument();
  expect(cells.getByText('Registration KJA-123-XY')).toBeInTheDocument();
  expect(cells.getByText('Insurance AXA-889910, expires Dec 31, 2027')).toBeInTheDocument();
  expect(cells.getByRole('button', { name: 'Approve Sodiq Balogun' })).toBeInTheDocument();
});
