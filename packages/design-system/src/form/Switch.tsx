import * as SwitchPrimitive from '@radix-ui/react-switch';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldHint } from '@farmplate/design-system/core';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 32px;
`;

const Root = styled(SwitchPrimitive.Root)`
  position: relative;
  flex-shrink: 0;
  width: 44px;
  height: 24px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.borderStrong};
  cursor: pointer;
  transition: background ${({ theme }) => theme.transitions.fast};

  &[data-state='checked'] {
    background: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

const Thumb = styled(SwitchPrimitive.Thumb)`
  display: block;
  width: 18px;
  height: 18px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transform: translateX(3px);
  transition: transform ${({ theme }) => theme.transitions.fast};

  &[data-state='checked'] {
    transform: translateX(23px);
  }
`;

const Text = styled.label`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
`;

export interface SwitchProps {
  /** The visible label, which is also the switch's accessible name ('Accepting orders'). */
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** A line under the label, wired to aria-describedby. */
  hint?: ReactNode;
  disabled?: boolean;
  id?: string;
  className?: string;
}

/**
 * An on/off setting that takes effect at once (kitchen settings toggles), on Radix Switch: a
 * button with role="switch" and aria-checked; Space and Enter toggle it. Inside a final-form
 * form use `ToggleField` instead.
 */
export function Switch({ label, checked, onCheckedChange, hint, disabled, id, className }: SwitchProps) {
  const ownId = useId();
  const switchId = id ?? ownId;
  const hintId = `${switchId}-hint`;
  return (
    <div className={className}>
      <Row>
        <Root
          id={switchId}
          checked={checked}
          onCheckedChange={onCheckedChange}
          disabled={disabled}
          aria-describedby={hint ? hintId : undefined}
        >
          <Thumb />
        </Root>
        <Text htmlFor={switchId}>{label}</Text>
      </Row>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
    </div>
  );
}
