import styled from 'styled-components';
import type { DeliveryPartner } from '@farmplate/contracts';
import { VEHICLE_LABELS, type Vehicle } from '@farmplate/contracts';

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const REGION_NAMES: Record<string, string> = { us: 'United States', ng: 'Nigeria' };
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/**
 * What a courier applied with, for the admin deciding on Approve: region and zones,
 * vehicle, date of birth, the §6 eligibility answers, and for a motor vehicle the licence,
 * registration and insurance with their expiry dates. Partners added by an admin have none.
 */
export function CourierApplicationCell({ partner, date }: { partner: DeliveryPartner; date: (day: string) => string }) {
  const application = partner.application;
  if (!application) return <>N/A</>;
  const vehicle = application.vehicle ? (VEHICLE_LABELS[application.vehicle as Vehicle] ?? application.vehicle) : 'N/A';
  const day = (value: string | null) => (value ? date(value) || value : 'N/A');
  return (
    <Lines>
      <span>
        {REGION_NAMES[application.region ?? ''] ?? 'N/A'}: {application.zones.join(', ') || 'N/A'}
      </span>
      <Muted>Vehicle: {vehicle}</Muted>
      <Muted>Born: {day(application.date_of_birth)}</Muted>
      <Muted>Smartphone with data: {yesNo(application.has_smartphone)}</Muted>
      <Muted>Background check consent: {yesNo(application.background_check_consent)}</Muted>
      {application.licence_number && (
        <Muted>
          Licence {application.licence_number}, expires {day(application.licence_expiry)}
        </Muted>
      )}
      {application.registration_number && <Muted>Registration {application.registration_number}</Muted>}
      {application.insurance_number && (
        <Muted>
          Insurance {application.insurance_number}, expires {day(application.insurance_expiry)}
        </Muted>
      )}
      {application.applied_at && <Muted>Applied {day(application.applied_at)}</Muted>}
    </Lines>
  );
}
