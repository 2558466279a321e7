import { useId, type ReactNode } from 'react';
import { Button } from '../button/Button';
import { DialogFrame } from './DialogFrame';

export interface AlertDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  buttonLabel?: string;
  /** Called by the button, Escape and the backdrop. */
  onClose: () => void;
}

/** A message the user acknowledges with one button ('Success!' … Continue). */
export function AlertDialog({ open, title, message, buttonLabel = 'OK', onClose }: AlertDialogProps) {
  const messageId = useId();
  return (
    <DialogFrame
      open={open}
      role="alertdialog"
      size="sm"
      title={title}
      describedBy={messageId}
      onDismiss={onClose}
      footer={
        <Button onClick={onClose} data-autofocus>
          {buttonLabel}
        </Button>
      }
    >
      <div id={messageId}>{message}</div>
    </DialogFrame>
  );
}
