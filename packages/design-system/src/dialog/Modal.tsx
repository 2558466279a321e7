import type { ReactNode } from 'react';
import { DialogFrame, type DialogSize } from './DialogFrame';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, a click on the backdrop and the × button. */
  onClose: () => void;
  title: ReactNode;
  /** A line under the title that describes the dialog (wired to aria-describedby). */
  description?: ReactNode;
  children?: ReactNode;
  /** Action buttons, right-aligned (stacked on a phone). */
  footer?: ReactNode;
  size?: DialogSize;
  closeLabel?: string;
}

/** A form or details dialog (Radix Dialog). `Dialog` is the same component under its library name. */
export function Modal({ open, onClose, title, description, children, footer, size, closeLabel }: ModalProps) {
  return (
    <DialogFrame
      open={open}
      onDismiss={onClose}
      title={title}
      description={description}
      footer={footer}
      size={size}
      closeLabel={closeLabel}
    >
      {children}
    </DialogFrame>
  );
}

export { Modal as Dialog, type ModalProps as DialogProps };
