import type { ReactNode } from 'react';
import { DialogFrame, type DialogSize } from './DialogFrame';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, a click on the backdrop and the × button. */
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Action buttons, right-aligned (stacked on a phone). */
  footer?: ReactNode;
  size?: DialogSize;
  closeLabel?: string;
}

export function Modal({ open, onClose, title, children, footer, size, closeLabel }: ModalProps) {
  return (
    <DialogFrame open={open} onDismiss={onClose} title={title} footer={footer} size={size} closeLabel={closeLabel}>
      {children}
    </DialogFrame>
  );
}
