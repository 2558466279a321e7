import { useFormState } from 'react-final-form';
import styled from 'styled-components';
import { TextField } from '@farmplate/design-system/forms';
import { RoleChoice } from './RoleChoice';
import { businessField, roleChoice, type RegistrationValues } from './registrationWizard';

/** The fields of each wizard step (spec §2 "Registration"). */

export function PersonalDetailsStep() {
  return (
    <>
      <TextField name="name" label="Full Name" autoComplete="name" required />
      <TextField name="email" type="email" label="Email Address" autoComplete="email" required />
    </>
  );
}

export function SecurityStep() {
  return (
    <>
      <TextField
        name="password"
        type="password"
        label="Password"
        autoComplete="new-password"
        hint="At least 6 characters"
        required
      />
      <TextField
        name="password_confirmation"
        type="password"
        label="Confirm Password"
        autoComplete="new-password"
        required
      />
    </>
  );
}

export function AccountTypeStep() {
  const { values = {} } = useFormState<RegistrationValues>({ subscription: { values: true } });
  const choice = roleChoice(values.role);
  const field = businessField(values.role);
  return (
    <>
      <RoleChoice />
      {choice && field && (
        <TextField key={field} name={field} label={choice.businessLabel} autoComplete="organization" required />
      )}
    </>
  );
}

const Summary = styled.section`
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
    margin: 0;
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export function ContactStep() {
  const { values = {} } = useFormState<RegistrationValues>({ subscription: { values: true } });
  const choice = roleChoice(values.role);
  const field = businessField(values.role);
  const phone = values.contact_phone?.trim();
  return (
    <>
      <TextField name="contact_phone" type="tel" label="Contact Phone (optional)" autoComplete="tel" />
      <Summary aria-labelledby="account-summary">
        <h3 id="account-summary">Account Summary</h3>
        <dl>
          <dt>Name</dt>
          <dd>{values.name}</dd>
          <dt>Email</dt>
          <dd>{values.email}</dd>
          {phone && (
            <>
              <dt>Phone</dt>
              <dd>{phone}</dd>
            </>
          )}
          <dt>Role</dt>
          <dd>{choice?.label}</dd>
          {field && (
            <>
              <dt>{field === 'farm_name' ? 'Farm Name' : 'Business Name'}</dt>
              <dd>{values[field]}</dd>
            </>
          )}
        </dl>
      </Summary>
    </>
  );
}
