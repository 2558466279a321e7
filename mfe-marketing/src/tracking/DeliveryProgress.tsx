import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { failureText, useTipTrackedOrder } from '@farmplate/api-client/core';
import { CURRENCY_OF_REGION, formatMoney, type TrackedOrder } from '@farmplate/contracts';
import { Button, FieldError, FieldHint, Input, Label } from '@farmplate/design-system/core';

/** The steps of an order, the kitchen's and the courier's alike (TrackingPage shows both). */
export const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(4, 1fr);
  }
  li {
    padding: ${({ theme }) => theme.space(3)};
    border: 2px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  li[data-done='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.text};
  }
  li[aria-current='step'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Code = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  strong {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    letter-spacing: 0.2em;
  }
`;

const TipForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: end;
  > div {
    flex: 1 1 10rem;
  }
`;

/** The delivery's steps after the kitchen's, as the customer reads them. */
const DELIVERY_STEPS = [
  { status: 'unassigned', label: 'Finding a courier' },
  { status: 'assigned', label: 'Courier on the way to the kitchen' },
  { status: 'picked_up', label: 'Picked up' },
  { status: 'delivered', label: 'Delivered' },
] as const;

/** Whole amounts of the order's money with up to two decimals: '3', '2.50'. */
const TIP_PATTERN = /^\d{1,6}(\.\d{1,2})?$/;

function TipBox({ order, token }: { order: TrackedOrder; token: string }) {
  const tip = useTipTrackedOrder(token);
  const id = useId();
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const currency = CURRENCY_OF_REGION[order.region];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = amount.trim();
    if (!TIP_PATTERN.test(value) || Number(value) <= 0) {
      setProblem('Please enter a tip amount, for example 3 or 2.50');
      return;
    }
    setProblem(null);
    try {
      await tip.mutateAsync(Number(value));
      setAmount('');
    } catch (error) {
      setProblem(failureText(error, { failed: 'Failed to add your tip', errored: 'Error adding your tip' }));
    }
  };

  return (
    <TipForm method="post" noValidate onSubmit={(event) => void submit(event)} aria-label="Add a tip">
      <div>
        <Label htmlFor={id}>Add a tip ({currency === 'NGN' ? '₦' : '$'})</Label>
        <Input
          id={id}
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.currentTarget.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
        />
        <FieldHint id={`${id}-hint`}>Your courier keeps 100% of it.</FieldHint>
        {problem && (
          <div role="alert">
            <FieldError id={`${id}-error`}>{problem}</FieldError>
          </div>
        )}
      </div>
      <Button type="submit" loading={tip.isPending}>
        Add tip
      </Button>
    </TipForm>
  );
}

/**
 * The delivery of a tracked order, beside the kitchen's steps: finding a courier, the
 * courier's first name once one has it, picked up, delivered; the 4-digit code the customer gives
 * the courier at the door (shown here only); after delivery, a tip. A pickup order says where to
 * collect it.
 */
export function DeliveryProgress({ order, token }: { order: TrackedOrder; token: string }) {
  if (order.status === 'cancelled') return null;
  const money = (amount: number) => formatMoney(amount, CURRENCY_OF_REGION[order.region]);
  if (order.fulfilment === 'pickup') {
    return <p>Pickup order: collect it at {order.kitchen_name} once it is ready.</p>;
  }
  const status = order.delivery_status ?? 'unassigned';
  const failed = status === 'failed';
  // couriers see an order once the kitchen has it ready: before that no delivery step is current
  const kitchenDone = order.status === 'ready' || order.status === 'completed';
  const current =
    kitchenDone || status !== 'unassigned' ? DELIVERY_STEPS.findIndex((step) => step.status === status) : -1;
  const courier = order.courier_first_name;
  const label = (step: (typeof DELIVERY_STEPS)[number]) =>
    step.status === 'assigned' && courier ? `${courier} is on the way to the kitchen` : step.label;
  return (
    <>
      {failed ? (
        <p role="status">The delivery could not be completed. We will contact you about your order.</p>
      ) : (
        <Steps aria-label="Delivery progress">
          {DELIVERY_STEPS.map((step, index) => (
            <li key={step.status} data-done={index <= current} aria-current={index === current ? 'step' : undefined}>
              {label(step)}
              {step.status === 'picked_up' && index <= current && courier && <> · {courier} is on the way to you</>}
            </li>
          ))}
        </Steps>
      )}
      {order.delivery_code && status !== 'delivered' && !failed && (
        <Code>
          Your delivery code: <strong>{order.delivery_code}</strong>
          <br />
          <small>Give it to your courier at the door. Never share it before your food is in your hands.</small>
        </Code>
      )}
      {order.can_tip ? (
        <TipBox order={order} token={token} />
      ) : (
        status === 'delivered' &&
        order.tip > 0 && (
          <p role="status">
            You tipped {money(order.tip)}. Thank you! {courier ?? 'Your courier'} keeps all of it.
          </p>
        )
      )}
    </>
  );
}
