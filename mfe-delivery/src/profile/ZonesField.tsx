import { Field, useField } from 'react-final-form';
import { FieldError, visibleError } from '@farmplate/design-system';
import styled from 'styled-components';

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};

  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 32px;
    cursor: pointer;
  }
  input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The zones of the courier's region they deliver in: one checkbox each, at least one. */
export function ZonesField({ zones }: { zones: readonly string[] }) {
  const { meta } = useField<string[]>('zones', {
    subscription: { error: true, touched: true, submitFailed: true, submitError: true, dirtySinceLastSubmit: true },
  });
  const error = visibleError(meta);
  return (
    <Group aria-describedby={error ? 'zones-error' : undefined}>
      <legend>Zones</legend>
      <Choices>
        {zones.map((zone) => (
          <label key={zone}>
            <Field<string> name="zones" component="input" type="checkbox" value={zone} />
            {zone}
          </label>
        ))}
      </Choices>
      <FieldError id="zones-error">{error}</FieldError>
    </Group>
  );
}
