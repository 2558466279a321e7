import { Form } from 'react-final-form';
import {
  DELIVERY_MESSAGES,
  FAILURE_REASON_LABELS,
  FAILURE_REASONS,
  formatMoney,
  IMAGE_LIMITS,
  IMAGE_MESSAGES,
  type CourierDelivery,
  type FailureReason,
} from '@farmplate/contracts';
import {
  ApiError,
  failureText,
  useActiveDeliveries,
  useConfirmDelivery,
  useConfirmPickup,
  useReportFailedDelivery,
} from '@farmplate/api-client';
import {
  Button,
  Card,
  EmptyState,
  FactList,
  ImageField,
  LinkButton,
  PageHeader,
  SelectField,
  Spinner,
  Stack,
  TextAreaField,
  TextField,
  useToast,
} from '@farmplate/design-system';
import styled from 'styled-components';
import { codeProblem, COURIER_MESSAGES } from '../shared/courierText';
import { StepList } from './StepList';

const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const FormLayout = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const STEP_FAILURE = { failed: 'The step was refused', errored: 'Error reaching the server', reason: 'alone' } as const;

/** A refused step's message under its field: the server's own field messages, else its reason. */
const refusalOf = (error: unknown, field: string): Record<string, string> => {
  if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) return error.fieldErrors;
  return { [field]: failureText(error, STEP_FAILURE) };
};

const REASON_OPTIONS = FAILURE_REASONS.map((reason) => ({
  value: reason,
  label: FAILURE_REASON_LABELS[reason],
}));

const PHOTO_MESSAGES = { wrongType: IMAGE_MESSAGES.type.profile, tooLarge: IMAGE_MESSAGES.tooLarge.profile };

interface ContactProps {
  title: string;
  name: string;
  address: string | null;
  area: string | null;
  phone: string | null;
}

function Contact({ title, name, address, area, phone }: ContactProps) {
  const id = `${title.toLowerCase().replace(/\W+/g, '-')}-title`;
  return (
    <Card as="section" aria-labelledby={id}>
      <SectionTitle id={id}>{title}</SectionTitle>
      <FactList>
        <dt>Name</dt>
        <dd>{name}</dd>
        <dt>Address</dt>
        <dd>{address ?? area ?? 'N/A'}</dd>
        <dt>Phone</dt>
        <dd>{phone ? <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a> : 'N/A'}</dd>
      </FactList>
    </Card>
  );
}

function PickupForm({ delivery }: { delivery: CourierDelivery }) {
  const pickup = useConfirmPickup();
  const toast = useToast();
  const submit = async ({ pickup_code }: { pickup_code?: string }) => {
    try {
      await pickup.mutateAsync({ id: delivery.id, body: { pickup_code: (pickup_code ?? '').trim() } });
      toast.success(DELIVERY_MESSAGES.pickedUp);
      return undefined;
    } catch (error) {
      return refusalOf(error, 'pickup_code');
    }
  };
  return (
    <Card as="section" aria-labelledby="pickup-title">
      <SectionTitle id="pickup-title">Confirm pickup</SectionTitle>
      <Form<{ pickup_code?: string }>
        onSubmit={submit}
        validate={({ pickup_code }) => {
          const problem = codeProblem(pickup_code);
          return problem ? { pickup_code: problem } : {};
        }}
        render={({ handleSubmit, submitting }) => (
          <FormLayout onSubmit={handleSubmit} noValidate>
            <TextField
              name="pickup_code"
              label="Pickup code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={4}
              required
              hint={
                delivery.pickup_kind === 'farm'
                  ? "The farmer tells you the order's code, or hands the box over on Box Orders."
                  : "The kitchen tells you the order's code, or hands the order over on its board."
              }
            />
            <Button type="submit" disabled={submitting}>
              Confirm pickup
            </Button>
          </FormLayout>
        )}
      />
    </Card>
  );
}

function DeliveryCodeForm({ delivery }: { delivery: CourierDelivery }) {
  const deliver = useConfirmDelivery();
  const toast = useToast();
  const submit = async ({ delivery_code }: { delivery_code?: string }) => {
    try {
      await deliver.mutateAsync({ id: delivery.id, body: { delivery_code: (delivery_code ?? '').trim() } });
      toast.success(DELIVERY_MESSAGES.delivered);
      return undefined;
    } catch (error) {
      return refusalOf(error, 'delivery_code');
    }
  };
  return (
    <Card as="section" aria-labelledby="deliver-title">
      <SectionTitle id="deliver-title">Confirm delivery</SectionTitle>
      <Form<{ delivery_code?: string }>
        onSubmit={submit}
        validate={({ delivery_code }) => {
          const problem = codeProblem(delivery_code);
          return problem ? { delivery_code: problem } : {};
        }}
        render={({ handleSubmit, submitting }) => (
          <FormLayout onSubmit={handleSubmit} noValidate>
            <TextField
              name="delivery_code"
              label="Delivery code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={4}
              required
              hint="The customer reads the 4-digit code on their tracking page."
            />
            <Button type="submit" disabled={submitting}>
              Confirm delivery
            </Button>
          </FormLayout>
        )}
      />
    </Card>
  );
}

function LeftAtDoorForm({ delivery }: { delivery: CourierDelivery }) {
  const deliver = useConfirmDelivery();
  const toast = useToast();
  const submit = async ({ photo }: { photo?: File | null }) => {
    if (!photo) return { photo: COURIER_MESSAGES.photoRequired };
    try {
      await deliver.mutateAsync({ id: delivery.id, body: { left_at_door: true, photo } });
      toast.success(DELIVERY_MESSAGES.delivered);
      return undefined;
    } catch (error) {
      return refusalOf(error, 'photo');
    }
  };
  return (
    <Card as="section" aria-labelledby="door-title">
      <SectionTitle id="door-title">Left at the door</SectionTitle>
      <Form<{ photo?: File | null }>
        onSubmit={submit}
        render={({ handleSubmit, submitting }) => (
          <FormLayout onSubmit={handleSubmit} noValidate>
            <ImageField
              name="photo"
              label="Photo at the door"
              accept="image/*"
              maxBytes={IMAGE_LIMITS.profile}
              messages={PHOTO_MESSAGES}
              hint="When nobody answers and the customer asked for it: a photo of the order at the door."
            />
            <Button type="submit" variant="secondary" disabled={submitting}>
              Confirm left at the door
            </Button>
          </FormLayout>
        )}
      />
    </Card>
  );
}

function FailForm({ delivery }: { delivery: CourierDelivery }) {
  const fail = useReportFailedDelivery();
  const toast = useToast();
  const submit = async ({ reason, note }: { reason?: FailureReason; note?: string }) => {
    if (!reason) return { reason: COURIER_MESSAGES.reasonRequired };
    try {
      await fail.mutateAsync({ id: delivery.id, body: { reason, note: note?.trim() || undefined } });
      toast.success(DELIVERY_MESSAGES.failed);
      return undefined;
    } catch (error) {
      return refusalOf(error, 'reason');
    }
  };
  return (
    <Card as="section" aria-labelledby="fail-title">
      <SectionTitle id="fail-title">Delivery failed</SectionTitle>
      <Form<{ reason?: FailureReason; note?: string }>
        onSubmit={submit}
        render={({ handleSubmit, submitting }) => (
          <FormLayout onSubmit={handleSubmit} noValidate>
            <SelectField name="reason" label="Reason" options={REASON_OPTIONS} placeholder="Choose a reason" required />
            <TextAreaField name="note" label="Note" rows={2} maxLength={500} />
            <Button type="submit" variant="danger" disabled={submitting}>
              Report failed delivery
            </Button>
          </FormLayout>
        )}
      />
    </Card>
  );
}

/**
 * The delivery under way (/dashboard/active-delivery): Go to kitchen → Picked up → Delivered.
 * First the kitchen's address and phone and the pickup (the order's code, or the kitchen's
 * handover, which moves this screen live); then the customer's, the delivery code or "left at
 * the door" with a photo, or a failure with its reason.
 */
export default function ActiveDeliveryScreen() {
  const active = useActiveDeliveries();
  if (active.isPending) return <Spinner label="Loading the active delivery" showLabel />;
  if (active.data === undefined)
    return (
      <EmptyState
        title="Unable to load data"
        action={
          <Button variant="secondary" onClick={() => void active.refetch()}>
            Try Again
          </Button>
        }
      />
    );
  // the oldest open delivery first: the next one shows once it is done
  const [delivery, ...more] = active.data;
  if (!delivery)
    return (
      <Stack gap={5}>
        <PageHeader title="Active Delivery" />
        <EmptyState
          title="No active delivery"
          message="Claim a ready order to start a delivery."
          action={
            <LinkButton to="../available-deliveries" relative="path">
              See available deliveries
            </LinkButton>
          }
        />
      </Stack>
    );
  const pickedUp = delivery.delivery_status === 'picked_up';
  return (
    <Stack gap={5}>
      <PageHeader
        title="Active Delivery"
        subtitle={`Order #${delivery.order_number} · you earn ${formatMoney(delivery.earning, delivery.currency)}`}
      />
      {more.length > 0 && <p>Then {more.length === 1 ? '1 more delivery' : `${more.length} more deliveries`}.</p>}
      <StepList status={delivery.delivery_status} pickup={delivery.pickup_kind} />
      {pickedUp ? (
        <>
          <Contact title="Customer" {...delivery.customer} />
          <DeliveryCodeForm delivery={delivery} />
          <LeftAtDoorForm delivery={delivery} />
          <FailForm delivery={delivery} />
        </>
      ) : (
        <>
          <Contact title={delivery.pickup_kind === 'farm' ? 'Farm' : 'Kitchen'} {...delivery.kitchen} />
          <PickupForm delivery={delivery} />
        </>
      )}
    </Stack>
  );
}
