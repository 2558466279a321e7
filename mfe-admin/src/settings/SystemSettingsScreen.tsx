import { useState } from 'react';
import { Form, useFormState } from 'react-final-form';
import styled from 'styled-components';
import { SETTINGS_MESSAGES, TIME_ZONES } from '@farmplate/contracts';
import { useSaveSettings, useSettings } from '@farmplate/api-client';
import {
  Button,
  Card,
  CheckboxField,
  EmptyState,
  FieldError,
  Grid,
  PageHeader,
  SelectField,
  Spinner,
  Stack,
  Tabs,
  TextField,
  ToggleField,
  useToast,
} from '@farmplate/design-system';
import { errorText } from '../shared/notice';
import { NumberField, SaveFailure, saveFailure } from '../shared/settingsForm';
import {
  SETTINGS_TAB_OF,
  settingsFormValues,
  toSettingsInput,
  validateSettings,
  type SettingsFormValues,
} from './settingsRules';

type SettingsTab = 'general' | 'orders' | 'payments' | 'notifications';
const TABS: { id: SettingsTab; label: string }[] = [
  { id: 'general', label: 'General' },
  { id: 'orders', label: 'Orders' },
  { id: 'payments', label: 'Payments' },
  { id: 'notifications', label: 'Notifications' },
];
const TAB_LABEL = Object.fromEntries(TABS.map((tab) => [tab.id, tab.label])) as Record<SettingsTab, string>;
const TIME_ZONE_OPTIONS = TIME_ZONES.map((zone) => ({ value: zone, label: zone }));
/** A limit's box: a whole number from 1. */
const LIMIT_INPUT = { min: 1, max: 10_000, step: 1 } as const;

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const FormProblem = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.danger};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** The payment-method boxes share one rule: at least one stays on. */
function PaymentMethodsError() {
  const { errors, submitFailed, touched } = useFormState({
    subscription: { errors: true, submitFailed: true, touched: true },
  });
  const shown = submitFailed || touched?.pay_stripe || touched?.pay_paypal || touched?.pay_cod;
  const message = errors?.['payment_methods'] as string | undefined;
  return <FieldError id="payment-methods-error">{shown ? message : undefined}</FieldError>;
}

/** On a failed save, names the tabs that hold a field to fix (their fields may be out of sight). */
function TabsWithErrors() {
  const { errors, submitErrors, submitFailed } = useFormState({
    subscription: { errors: true, submitErrors: true, submitFailed: true },
  });
  if (!submitFailed) return null;
  const tabs = [
    ...new Set(
      Object.keys({ ...errors, ...submitErrors })
        .map((field) => SETTINGS_TAB_OF[field])
        .filter(Boolean),
    ),
  ];
  if (tabs.length === 0) return null;
  return (
    <FormProblem role="alert">
      Please fix the highlighted fields on: {tabs.map((tab) => TAB_LABEL[tab!]).join(', ')}.
    </FormProblem>
  );
}

/** /dashboard/settings: the platform settings of spec §3 in four tabs, saved together. */
export default function SystemSettingsScreen() {
  const toast = useToast();
  const settings = useSettings();
  const save = useSaveSettings();
  const [tab, setTab] = useState<SettingsTab>('general');

  const submit = async (values: SettingsFormValues) => {
    try {
      const result = await save.mutateAsync(toSettingsInput(values));
      toast.success(result.message || SETTINGS_MESSAGES.updated);
      return undefined;
    } catch (error) {
      return saveFailure(error, SETTINGS_MESSAGES.saveFailed);
    }
  };

  const header = <PageHeader title="System Settings" subtitle="How the platform runs, charges and notifies." />;
  if (settings.isPending)
    return (
      <Stack gap={6}>
        {header}
        <Spinner label="Loading settings..." showLabel />
      </Stack>
    );
  if (settings.isError)
    return (
      <Stack gap={6}>
        {header}
        <EmptyState
          title={SETTINGS_MESSAGES.loadFailed}
          message={errorText(settings.error)}
          action={
            <Button variant="secondary" onClick={() => void settings.refetch()}>
              Try Again
            </Button>
          }
        />
      </Stack>
    );

  return (
    <Stack gap={6}>
      {header}
      <Form<SettingsFormValues>
        onSubmit={submit}
        initialValues={settingsFormValues(settings.data)}
        validate={validateSettings}
        render={({ handleSubmit, submitting }) => (
          <form noValidate onSubmit={(event) => void handleSubmit(event)} aria-label="System settings">
            <Stack gap={4}>
              <TabsWithErrors />
              <Card>
                <Tabs label="Settings sections" items={TABS} value={tab} onChange={setTab}>
                  {tab === 'general' && (
                    <Grid columns={{ base: 1, md: 2 }}>
                      <TextField name="platform_name" label="Platform Name" required />
                      <TextField name="support_email" label="Support Email" type="email" required />
                      <TextField name="support_phone" label="Support Phone" type="tel" />
                      <TextField name="default_currency" label="Default Currency" maxLength={3} />
                      <SelectField name="time_zone" label="Time Zone" options={TIME_ZONE_OPTIONS} />
                    </Grid>
                  )}
                  {tab === 'orders' && (
                    <Stack gap={4}>
                      <Grid columns={{ base: 1, md: 3 }}>
                        <NumberField name="minimum_order_amount" label="Minimum Order Amount ($)" min={0} step={0.01} />
                        <NumberField name="delivery_fee" label="Delivery Fee ($)" min={0} step={0.01} />
                        <NumberField name="tax_rate" label="Tax Rate (%)" min={0} max={100} step={0.01} />
                      </Grid>
                      <Fieldset>
                        <legend>Delivery Partners</legend>
                        <Grid columns={{ base: 1, md: 2 }}>
                          <NumberField
                            name="courier_fee_share"
                            label="Courier Fee Share (%)"
                            min={0}
                            max={100}
                            step={0.1}
                            hint="The courier's share of each delivery fee; couriers also keep 100% of tips"
                          />
                          <NumberField
                            name="max_active_deliveries_per_courier"
                            label="Deliveries per Courier at Once"
                            min={1}
                            max={10}
                            step={1}
                            hint="How many open deliveries one courier may carry"
                          />
                        </Grid>
                      </Fieldset>
                      <Fieldset>
                        <legend>Checkout Limits</legend>
                        <Grid columns={{ base: 1, md: 2 }}>
                          <NumberField
                            name="checkout_orders_per_address_per_hour"
                            label="Orders per Client Address per Hour"
                            {...LIMIT_INPUT}
                            hint="Checkout requests from one network address; households and offices share one"
                          />
                          <NumberField
                            name="checkout_orders_per_contact_per_hour"
                            label="Orders per Customer Email or Phone per Hour"
                            {...LIMIT_INPUT}
                            hint="From any address; past it checkout answers “Too many orders”"
                          />
                        </Grid>
                      </Fieldset>
                    </Stack>
                  )}
                  {tab === 'payments' && (
                    <Stack gap={4}>
                      <Fieldset aria-describedby="payment-methods-error">
                        <legend>Payment Methods</legend>
                        <CheckboxField name="pay_stripe" label="Credit/Debit Card (Stripe)" />
                        <CheckboxField name="pay_paypal" label="PayPal" />
                        <CheckboxField name="pay_cod" label="Cash on Delivery" />
                        <PaymentMethodsError />
                      </Fieldset>
                      <NumberField
                        name="platform_commission_rate"
                        label="Platform Commission Rate (%)"
                        min={0}
                        max={100}
                        step={0.1}
                        hint="Between 0 and 100, in steps of 0.1"
                      />
                    </Stack>
                  )}
                  {tab === 'notifications' && (
                    <Stack gap={4}>
                      <ToggleField
                        name="enable_email_notifications"
                        label="Enable Email Notifications"
                        hint="Off: the platform sends no order mails at all"
                      />
                      <Fieldset>
                        <legend>Email Types</legend>
                        <CheckboxField name="email_order_confirmation" label="Order Confirmation" />
                        <CheckboxField name="email_order_status_updates" label="Order Status Updates" />
                      </Fieldset>
                      <Fieldset>
                        <legend>Mail Caps per Recipient</legend>
                        <Grid columns={{ base: 1, md: 2 }}>
                          <NumberField
                            name="mails_per_recipient_per_hour"
                            label="Mails per Recipient per Hour"
                            {...LIMIT_INPUT}
                            hint="Of every kind to one address; past it mails are not sent"
                          />
                          <NumberField
                            name="mails_per_recipient_per_day"
                            label="Mails per Recipient per Day"
                            {...LIMIT_INPUT}
                            hint="Not lower than the hourly cap"
                          />
                        </Grid>
                      </Fieldset>
                    </Stack>
                  )}
                </Tabs>
              </Card>
              <SaveFailure />
              <Footer>
                <Button type="submit" loading={submitting}>
                  Save Changes
                </Button>
              </Footer>
            </Stack>
          </form>
        )}
      />
    </Stack>
  );
}
