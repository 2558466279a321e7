import type { ReactNode } from 'react';
import { Button } from '@farmplate/design-system/core';
import { DialogFrame } from './DialogFrame';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'danger' for destructive actions (delete, cancel order, decline). */
  tone?: 'primary' | 'danger';
  /** While the action runs: confirm shows a spinner, nothing can be dismissed. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Extra content under the message, e.g. the decline-reason field. */
  children?: ReactNode;
}

/** Asks before an action (Radix AlertDialog: Escape cancels, the backdrop does not). Focus starts on Cancel so Enter never confirms a destructive action by accident. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  tone = 'primary',
  busy = false,
  onConfirm,
  onCancel,
  children,
}: ConfirmDialogProps) {
  return (
    <DialogFrame
      open={open}
      role="alertdialog"
      size="sm"
      title={title}
      description={message}
      onDismiss={busy ? undefined : onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy} data-autofocus>
            {cancelLabel}
          </Button>
          <Button variant={tone} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </DialogFrame>
  );
}
