import type { DeliveryStatus, PickupKind } from '@farmplate/contracts';
import { VisuallyHidden } from '@farmplate/design-system';
import styled from 'styled-components';

/** The courier's three steps, in order: the status each one is done at (the first names the pickup point). */
const STEPS = [
  { label: 'Go to', doneAt: ['picked_up', 'delivered'] },
  { label: 'Picked up', doneAt: ['delivered'] },
  { label: 'Delivered', doneAt: [] },
] as const satisfies { label: string; doneAt: DeliveryStatus[] }[];

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;

  li {
    counter-increment: step;
    padding: ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-align: center;
  }
  li::before {
    content: counter(step) '. ';
  }
  li[data-done='true'] {
    color: ${({ theme }) => theme.colors.text};
  }
  li[aria-current='step'] {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/**
 * Go to kitchen (a farm box: Go to farm) → Picked up → Delivered, the current step marked for
 * screen readers too.
 */
export function StepList({ status, pickup = 'kitchen' }: { status: DeliveryStatus; pickup?: PickupKind }) {
  const current = STEPS.findIndex((step) => !(step.doneAt as readonly DeliveryStatus[]).includes(status));
  return (
    <Steps aria-label="Delivery steps">
      {STEPS.map((step, index) => (
        <li key={step.label} aria-current={index === current ? 'step' : undefined} data-done={index < current}>
          {step.label === 'Go to' ? `Go to ${pickup}` : step.label}
          {index < current && <VisuallyHidden> (done)</VisuallyHidden>}
        </li>
      ))}
    </Steps>
  );
}
