import type { ReactNode } from 'react';
import { Button } from '@farmplate/design-system/core';
import { DialogFrame } from './DialogFrame';

export interface AlertDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  buttonLabel?: string;
  /** Called by the button and Escape. */
  onClose: () => void;
}

/** A message the user acknowledges with one button ('Success!' … Continue), on Radix AlertDialog. */
export function AlertDialog({ open, title, message, buttonLabel = 'OK', onClose }: AlertDialogProps) {
  return (
    <DialogFrame
      open={open}
      role="alertdialog"
      size="sm"
      title={title}
      description={message}
      onDismiss={onClose}
      footer={
        <Button onClick={onClose} data-autofocus>
          {buttonLabel}
        </Button>
      }
    />
  );
}
