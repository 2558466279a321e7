import { useId } from 'react';
import { useField } from 'react-final-form';
import styled from 'styled-components';
import { FieldError } from '@farmplate/design-system/core';
import { ROLE_CHOICES } from './registrationWizard';

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space(2)};
    padding: 0;
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Options = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** A whole card is the radio's label, so a click anywhere on it chooses the role. */
const OptionCard = styled.label<{ $selected: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space(4)};
  border: 2px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.primarySoft : theme.colors.surface)};
  accent-color: ${({ theme }) => theme.colors.primary}; /* inherited by the radio inside */
  cursor: pointer;
  transition: border-color ${({ theme }) => theme.transitions.fast};

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  strong {
    display: block;
    color: ${({ theme }) => theme.colors.text};
  }

  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

function RoleOption({ choice, errorId }: { choice: (typeof ROLE_CHOICES)[number]; errorId?: string }) {
  const { input } = useField('role', { type: 'radio', value: choice.role });
  const labelId = useId();
  const descriptionId = useId();
  return (
    <OptionCard $selected={!!input.checked}>
      <input
        {...input}
        required
        aria-labelledby={labelId}
        aria-describedby={[descriptionId, errorId].filter(Boolean).join(' ')}
      />
      <div>
        <strong id={labelId}>{choice.label}</strong>
        <span id={descriptionId}>{choice.description}</span>
      </div>
    </OptionCard>
  );
}

/** Step 3's choice between the two roles a visitor may sign up as (spec §2, §6). */
export function RoleChoice() {
  const { meta } = useField('role', { subscription: { error: true, touched: true, submitFailed: true } });
  const errorId = useId();
  const error = meta.touched || meta.submitFailed ? (meta.error as string | undefined) : undefined;
  return (
    <Group>
      <legend>I am registering as</legend>
      <Options>
        {ROLE_CHOICES.map((choice) => (
          <RoleOption key={choice.role} choice={choice} errorId={error ? errorId : undefined} />
        ))}
      </Options>
      <FieldError id={errorId}>{error}</FieldError>
    </Group>
  );
}
