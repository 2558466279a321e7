import { useId, useState, type ReactNode } from 'react';
import { REQUEST_MESSAGES, type KitchenRequest } from '@farmplate/contracts';
import { useUpdateRequestStatus, type RequestDecision } from '@farmplate/api-client';
import { ConfirmDialog, FieldError, Label, TextArea, useToast } from '@farmplate/design-system';
import styled from 'styled-components';
import { requestedAmount } from './requestDisplay';

/** What a decision that went through says; a failed one is named by useUpdateRequestStatus's toast. */
const OUTCOMES: Record<RequestDecision, string> = {
  accepted: REQUEST_MESSAGES.accepted,
  declined: REQUEST_MESSAGES.declined,
  fulfilled: REQUEST_MESSAGES.fulfilled,
};

const ReasonField = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
`;

interface Pending {
  request: KitchenRequest;
  decision: RequestDecision;
}

/**
 * Accept (after a confirm), decline (with a required reason) and fulfil (after confirming that
 * everything was delivered), for the requests screen and the dashboard. Render `dialogs` once.
 */
export function useRequestDecisions() {
  const toast = useToast();
  const update = useUpdateRequestStatus();
  const reasonId = useId();
  const [pending, setPending] = useState<Pending | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  const open = (decision: RequestDecision) => (request: KitchenRequest) => {
    setPending({ request, decision });
    setReason('');
    setReasonError(null);
  };
  const close = () => setPending(null);

  const confirm = async () => {
    if (!pending) return;
    const { request, decision } = pending;
    const declineReason = reason.trim();
    if (decision === 'declined' && !declineReason) {
      setReasonError(REQUEST_MESSAGES.declineReason);
      return;
    }
    try {
      await update.mutateAsync({
        id: request.id,
        change: decision === 'declined' ? { status: decision, decline_reason: declineReason } : { status: decision },
      });
      toast.success(OUTCOMES[decision]);
    } catch {
      // the hook's toast names the failure
    } finally {
      close();
    }
  };

  const request = pending?.request;
  const what = request ? `${requestedAmount(request)} of ${request.inventory_item.produce_name}` : '';
  const content: Record<RequestDecision, { title: string; message: ReactNode; confirmLabel: string }> = {
    accepted: {
      title: 'Accept Request',
      message: `Accept the request from ${request?.kitchen_name} for ${what}?`,
      confirmLabel: 'Accept',
    },
    declined: {
      title: 'Decline Request',
      message: `Decline the request from ${request?.kitchen_name} for ${what}?`,
      confirmLabel: 'Decline',
    },
    fulfilled: {
      title: 'Mark as Fulfilled',
      message: `Please confirm that all items of this request (${what}) have been delivered to ${request?.kitchen_name}. The quantity will be taken from your inventory.`,
      confirmLabel: 'Yes, all items delivered',
    },
  };
  const shown = pending ? content[pending.decision] : null;

  const dialogs = (
    <ConfirmDialog
      open={!!pending}
      title={shown?.title ?? ''}
      message={shown?.message ?? ''}
      confirmLabel={shown?.confirmLabel}
      tone={pending?.decision === 'declined' ? 'danger' : 'primary'}
      busy={update.isPending}
      onConfirm={confirm}
      onCancel={close}
    >
      {pending?.decision === 'declined' && (
        <ReasonField>
          <Label htmlFor={reasonId}>Reason for declining</Label>
          <TextArea
            id={reasonId}
            value={reason}
            rows={3}
            aria-required
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `${reasonId}-error` : undefined}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setReasonError(null);
            }}
          />
          <FieldError id={`${reasonId}-error`}>{reasonError}</FieldError>
        </ReasonField>
      )}
    </ConfirmDialog>
  );

  return { accept: open('accepted'), decline: open('declined'), fulfil: open('fulfilled'), dialogs };
}
