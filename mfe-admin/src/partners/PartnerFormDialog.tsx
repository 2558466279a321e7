import { useState } from 'react';
import { Form } from 'react-final-form';
import { PARTNER_STATUSES } from '@farmplate/contracts';
import { useSavePartner, type Partner, type PartnerKind } from '@farmplate/api-client';
import { Banner, Button, Grid, Modal, SelectField, Stack, TextField } from '@farmplate/design-system';
import { errorText } from '../shared/notice';
import {
  NEW_PARTNER_VALUES,
  PARTNER_KINDS,
  partnerFormProblem,
  partnerFormValues,
  toPartnerInput,
  type PartnerFormValues,
} from './partnerFormRules';

const STATUS_OPTIONS = PARTNER_STATUSES.map((status) => ({
  value: status,
  label: status[0]!.toUpperCase() + status.slice(1),
}));

export interface PartnerFormDialogProps {
  kind: PartnerKind;
  open: boolean;
  /** the partner being edited; none for Add */
  partner: Partner | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** Add or edit a farmer, kitchen or delivery partner (spec §3 form fields, §5 rules, §8 messages). */
export function PartnerFormDialog({ kind, open, partner, onClose, onSaved }: PartnerFormDialogProps) {
  const save = useSavePartner();
  const [problem, setProblem] = useState<string | null>(null);
  const labels = PARTNER_KINDS[kind];
  const adding = !partner;

  const submit = async (values: PartnerFormValues) => {
    const broken = partnerFormProblem(values, adding);
    setProblem(broken);
    if (broken) return;
    try {
      const result = await save.mutateAsync({ kind, id: partner?.id, input: toPartnerInput(kind, values) });
      onSaved(result.message);
    } catch (error) {
      setProblem(errorText(error, 'Failed to save partner'));
    }
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={adding ? labels.add : `Edit ${partner.name}`}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="partner-form" loading={save.isPending}>
            {adding ? labels.add : 'Save Changes'}
          </Button>
        </>
      }
    >
      <Form<PartnerFormValues>
        onSubmit={submit}
        initialValues={partner ? partnerFormValues(kind, partner) : NEW_PARTNER_VALUES}
        render={({ handleSubmit }) => (
          <form id="partner-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
            <Stack gap={4}>
              {problem && <Banner type="error" message={problem} onDismiss={() => setProblem(null)} autoHideMs={0} />}
              <Grid columns={{ base: 1, md: 2 }}>
                <TextField name="business_name" label={labels.businessLabel} autoComplete="off" />
                <TextField name="name" label="Contact Person" required autoComplete="off" />
                <TextField name="contact_email" label="Email" type="email" required autoComplete="off" />
                <TextField name="contact_phone" label="Phone" type="tel" required autoComplete="off" />
                <TextField
                  name="offering"
                  label={labels.offeringLabel}
                  hint={kind === 'kitchens' ? undefined : 'Separate several with commas'}
                  autoComplete="off"
                />
                <SelectField name="status" label="Status" options={STATUS_OPTIONS} />
                <TextField
                  name="password"
                  label="Password"
                  type="password"
                  required={adding}
                  autoComplete="new-password"
                  hint={adding ? undefined : 'Leave blank to keep the current password'}
                />
                <TextField
                  name="password_confirmation"
                  label="Confirm Password"
                  type="password"
                  required={adding}
                  autoComplete="new-password"
                />
              </Grid>
            </Stack>
          </form>
        )}
      />
    </Modal>
  );
}
