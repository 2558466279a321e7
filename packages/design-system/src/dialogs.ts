// @farmplate/design-system/dialogs: modal, confirm and alert dialogs (Radix Dialog and
// AlertDialog). A public page that asks one question (empty the cart? cancel the order?) needs
// these, not the menus, selects, tooltips, tabs and table of the full entry. Shared as a
// singleton of its own; the full entry re-exports it through the package specifier.
export { Modal, Dialog, type ModalProps, type DialogProps } from './dialog/Modal';
export { ConfirmDialog, type ConfirmDialogProps } from './dialog/ConfirmDialog';
export { AlertDialog, type AlertDialogProps } from './dialog/AlertDialog';
export type { DialogSize } from './dialog/DialogFrame';
