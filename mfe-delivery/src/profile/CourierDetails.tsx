import { useMemo } from 'react';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import {
  dayOf,
  DELIVERY_MESSAGES,
  DELIVERY_ZONES,
  isMotorVehicle,
  VEHICLE_LABELS,
  VEHICLES,
  type CourierProfile,
  type UpdateCourierBody,
  type Vehicle,
} from '@farmplate/contracts';
import { ApiError, failureText, useCourierMe, usePlatformTime, useUpdateCourierProfile } from '@farmplate/api-client';
import {
  Banner,
  Button,
  Card,
  FactList,
  Grid,
  SelectField,
  Spinner,
  StatusBadge,
  TextField,
  useToast,
} from '@farmplate/design-system';
import styled from 'styled-components';
import { isExpired } from '../shared/courierText';
import { ZonesField } from './ZonesField';

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const FormLayout = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const VEHICLE_OPTIONS = VEHICLES.map((vehicle) => ({
  value: vehicle,
  label: VEHICLE_LABELS[vehicle],
}));

const SAVE_FAILURE = { failed: 'Failed to save courier details', errored: 'Error saving courier details' } as const;

interface DetailsValues {
  vehicle?: Vehicle;
  zones?: string[];
  licence_number?: string;
  licence_expiry?: string;
  registration_number?: string;
  insurance_number?: string;
  insurance_expiry?: string;
}

const valuesOf = (me: CourierProfile): DetailsValues => ({
  vehicle: me.vehicle ?? undefined,
  zones: me.zones,
  licence_number: me.documents.licence_number ?? '',
  licence_expiry: me.documents.licence_expiry ?? '',
  registration_number: me.documents.registration_number ?? '',
  insurance_number: me.documents.insurance_number ?? '',
  insurance_expiry: me.documents.insurance_expiry ?? '',
});

const orNull = (value: string | undefined) => value?.trim() || null;

/** What PUT /courier/me is sent: the documents only for a motorbike or a car. */
export const toProfileBody = (values: DetailsValues): UpdateCourierBody => ({
  vehicle: values.vehicle,
  zones: values.zones ?? [],
  ...(values.vehicle &&
    isMotorVehicle(values.vehicle) && {
      documents: {
        licence_number: orNull(values.licence_number),
        licence_expiry: orNull(values.licence_expiry),
        registration_number: orNull(values.registration_number),
        insurance_number: orNull(values.insurance_number),
        insurance_expiry: orNull(values.insurance_expiry),
      },
    }),
});

function Expiry({ day, today }: { day: string | null; today: string }) {
  if (!day) return <>N/A</>;
  return (
    <>
      {day}{' '}
      {isExpired(day, today) ? (
        <StatusBadge status="cancelled" label="Expired" />
      ) : (
        <StatusBadge status="active" label="Valid" />
      )}
    </>
  );
}

/**
 * The courier's own details under the account profile: vehicle, zones and, for a motorbike or a
 * car, licence, registration and insurance with their expiry (an expired licence keeps them offline).
 */
export function CourierDetails() {
  const me = useCourierMe();
  const update = useUpdateCourierProfile();
  const toast = useToast();
  const time = usePlatformTime();
  const today = dayOf(Date.now(), time.timeZone);
  // the form starts again from what the server holds only when that changes
  const initialValues = useMemo(() => me.data && valuesOf(me.data), [me.data]);
  if (!me.data) return me.isPending ? <Spinner label="Loading courier details" /> : null;
  const { documents } = me.data;

  const submit = async (values: DetailsValues) => {
    try {
      await update.mutateAsync(toProfileBody(values));
      toast.success(DELIVERY_MESSAGES.profileUpdated);
      return undefined;
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) return error.fieldErrors;
      return { [FORM_ERROR]: failureText(error, SAVE_FAILURE) };
    }
  };

  return (
    <Card as="section" aria-labelledby="courier-details-title">
      <Title id="courier-details-title">Courier Details</Title>
      {documents.expired && (
        <Banner type="warning" message={DELIVERY_MESSAGES.licenceExpired} autoHideMs={0} onDismiss={() => undefined} />
      )}
      <FactList>
        <dt>Region</dt>
        <dd>{me.data.region === 'ng' ? 'Nigeria' : 'United States'}</dd>
        <dt>Licence expiry</dt>
        <dd>
          <Expiry day={documents.licence_expiry} today={today} />
        </dd>
        <dt>Insurance expiry</dt>
        <dd>
          <Expiry day={documents.insurance_expiry} today={today} />
        </dd>
      </FactList>
      <Form<DetailsValues>
        onSubmit={submit}
        validate={(values) => (values.zones?.length ? {} : { zones: DELIVERY_MESSAGES.zonesRequired })}
        initialValues={initialValues}
        keepDirtyOnReinitialize
        render={({ handleSubmit, submitting, submitError, values }) => (
          <FormLayout onSubmit={handleSubmit} noValidate aria-label="Courier details">
            <Grid columns={{ base: 1, md: 2 }}>
              <SelectField name="vehicle" label="Vehicle" options={VEHICLE_OPTIONS} required />
            </Grid>
            <ZonesField zones={DELIVERY_ZONES[me.data.region]} />
            {values?.vehicle && isMotorVehicle(values.vehicle) && (
              <Grid columns={{ base: 1, md: 2 }}>
                <TextField name="licence_number" label="Driver's licence number" required />
                <TextField name="licence_expiry" label="Licence expiry" type="date" required />
                <TextField name="registration_number" label="Vehicle registration number" required />
                <TextField name="insurance_number" label="Insurance number" required />
                <TextField name="insurance_expiry" label="Insurance expiry" type="date" required />
              </Grid>
            )}
            {typeof submitError === 'string' && <Problem role="alert">{submitError}</Problem>}
            <div>
              <Button type="submit" disabled={submitting}>
                Update courier details
              </Button>
            </div>
          </FormLayout>
        )}
      />
    </Card>
  );
}
