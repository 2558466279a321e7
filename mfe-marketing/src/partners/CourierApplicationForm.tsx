import { useState } from 'react';
import { Form } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import styled from 'styled-components';
import { ApiError, failureText, useCourierApplication } from '@farmplate/api-client/core';
import {
  DELIVERY_MESSAGES,
  DELIVERY_ZONES,
  VEHICLE_LABELS,
  VEHICLES,
  type CourierApplicationBody,
} from '@farmplate/contracts';
import { Button, FieldError } from '@farmplate/design-system/core';
import { CheckboxField, SelectField, TextField } from '@farmplate/design-system/forms';
import type { Region } from '../region/region';
import { needsDocuments, validateCourierApplication, type CourierApplicationValues } from './courierApplication';

const Fields = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
    & > .wide {
      grid-column: 1 / -1;
    }
  }
  fieldset {
    display: grid;
    gap: ${({ theme }) => theme.space(3)};
    min-width: 0;
    margin: 0;
    padding: ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    ${({ theme }) => theme.media.md} {
      grid-template-columns: 1fr 1fr;
    }
  }
  legend {
    padding: 0 ${({ theme }) => theme.space(1)};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Sent = styled.div`
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  text-align: center;
  h2 {
    color: ${({ theme }) => theme.colors.success};
  }
`;

const REGION_OPTIONS = [
  { value: 'us', label: 'United States' },
  { value: 'ng', label: 'Nigeria' },
];

const VEHICLE_OPTIONS = VEHICLES.map((vehicle) => ({ value: vehicle, label: VEHICLE_LABELS[vehicle] }));

/** What a failed application says above the button when the server gave no field to point at. */
const APPLICATION_FAILURE = {
  failed: 'Failed to send your application',
  errored: 'Error sending your application. Please check your connection and try again.',
};

const trimmed = (value: string | undefined) => value?.trim() ?? '';

function bodyOf(values: CourierApplicationValues): CourierApplicationBody {
  const motor = needsDocuments(values.vehicle);
  return {
    name: trimmed(values.name),
    email: trimmed(values.email),
    phone: trimmed(values.phone),
    password: values.password ?? '',
    password_confirmation: values.password_confirmation ?? '',
    region: values.region,
    zones: values.zone ? [values.zone] : [],
    vehicle: values.vehicle!,
    date_of_birth: values.date_of_birth ?? '',
    has_smartphone: values.has_smartphone === true,
    background_check_consent: values.background_check_consent === true,
    ...(motor
      ? {
          licence_number: trimmed(values.licence_number),
          licence_expiry: values.licence_expiry ?? '',
          registration_number: trimmed(values.registration_number),
          insurance_number: trimmed(values.insurance_number),
          insurance_expiry: values.insurance_expiry ?? '',
        }
      : {}),
  };
}

/** The server names a chosen zone as `zones` (or `zones.0`); the form shows it under its one zone field. */
function fieldErrorsOf(fieldErrors: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(fieldErrors)) {
    errors[field.startsWith('zones') ? 'zone' : field] ??= message;
  }
  return errors;
}

/**
 * The courier application (spec §6): name, contact and a password for the account,
 * region and zone, vehicle, the eligibility every courier needs (18 or older, a smartphone with
 * data, consent to a background check) and, for a motorbike or a car, the driver's licence,
 * registration and insurance with their numbers and expiry dates. It creates a pending delivery
 * partner that an admin approves. A post form: before the page has hydrated the early-event
 * script holds the submission and replays it, so no field ever goes into an address.
 */
export function CourierApplicationForm({ region: initialRegion }: { region: Region }) {
  const apply = useCourierApplication();
  const [sent, setSent] = useState<string | null>(null);

  const onSubmit = async (values: CourierApplicationValues) => {
    try {
      const { message } = await apply.mutateAsync(bodyOf(values));
      setSent(message || DELIVERY_MESSAGES.applied);
      return undefined;
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors && Object.keys(error.fieldErrors).length > 0)
        return { ...fieldErrorsOf(error.fieldErrors), [FORM_ERROR]: error.reason ?? APPLICATION_FAILURE.failed };
      return { [FORM_ERROR]: failureText(error, APPLICATION_FAILURE) };
    }
  };

  if (sent !== null) {
    return (
      <Sent role="status">
        <h2>Application received!</h2>
        <p>{sent}</p>
        <p>Once your account is approved, sign in to go online and start delivering.</p>
      </Sent>
    );
  }

  return (
    <Form<CourierApplicationValues>
      onSubmit={onSubmit}
      initialValues={{ region: initialRegion }}
      validate={(values) => validateCourierApplication(values)}
      render={({ handleSubmit, submitting, submitError, values }) => (
        <Fields method="post" noValidate onSubmit={handleSubmit} aria-label="Courier application">
          <TextField name="name" label="Full Name" autoComplete="name" required />
          <TextField name="email" type="email" label="Email Address" autoComplete="email" required />
          <TextField name="phone" type="tel" label="Phone Number" autoComplete="tel" required />
          <TextField name="date_of_birth" type="date" label="Date of birth" required hint="You must be 18 or older." />
          <TextField name="password" type="password" label="Password" autoComplete="new-password" required />
          <TextField
            name="password_confirmation"
            type="password"
            label="Confirm Password"
            autoComplete="new-password"
            required
          />
          <SelectField
            name="region"
            label="Country"
            // the page's own country first: the prerendered page (before final-form has its values) shows it
            options={[...REGION_OPTIONS].sort(
              (a, b) => Number(b.value === initialRegion) - Number(a.value === initialRegion),
            )}
            required
          />
          <SelectField
            name="zone"
            label="Zone"
            placeholder="Choose a zone"
            options={DELIVERY_ZONES[values?.region ?? initialRegion].map((zone) => ({ value: zone, label: zone }))}
            required
          />
          <SelectField
            name="vehicle"
            label="Vehicle"
            placeholder="Choose how you deliver"
            options={VEHICLE_OPTIONS}
            required
            className="wide"
          />
          {needsDocuments(values?.vehicle) && (
            <fieldset className="wide">
              <legend>Licence, registration and insurance</legend>
              <TextField name="licence_number" label="Driver's licence number" required />
              <TextField name="licence_expiry" type="date" label="Licence expiry date" required />
              <TextField name="registration_number" label="Vehicle registration number" required />
              <TextField name="insurance_number" label="Insurance policy number" required />
              <TextField name="insurance_expiry" type="date" label="Insurance expiry date" required />
            </fieldset>
          )}
          <CheckboxField name="has_smartphone" label="I have a smartphone with a data plan" className="wide" required />
          <CheckboxField
            name="background_check_consent"
            label="I consent to a background check"
            className="wide"
            required
          />
          {submitError && (
            <div role="alert" className="wide">
              <FieldError>{submitError}</FieldError>
            </div>
          )}
          <div className="wide">
            <Button type="submit" size="lg" loading={submitting}>
              {submitting ? 'Sending...' : 'Send Application'}
            </Button>
          </div>
        </Fields>
      )}
    />
  );
}
