import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from '../button/Button';
import { renderWithTheme } from '../renderWithTheme';
import { AlertDialog } from './AlertDialog';
import { ConfirmDialog } from './ConfirmDialog';
import { Modal } from './Modal';

/** A page with a button that opens a form modal, as the screens use it. */
function ModalPage({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add New User</Button>
      <Modal
        open={open}
        onClose={close}
        title="Add New User"
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button>Save</Button>
          </>
        }
      >
        <label>
          Name <input />
        </label>
        <label>
          Email <input />
        </label>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('opens as a named modal dialog over the page, in a portal on document.body', async () => {
    const { container } = renderWithTheme(<ModalPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Add New User' }));

    const dialog = screen.getByRole('dialog', { name: 'Add New User' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container).not.toContainElement(dialog);
    expect(document.body).toContainElement(dialog);
  });

  it('puts focus on the first field and keeps Tab and Shift+Tab inside', async () => {
    renderWithTheme(<ModalPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Add New User' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveFocus();

    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(name).toHaveFocus();

    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const onClose = jest.fn();
    renderWithTheme(<ModalPage onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Add New User' });
    await userEvent.click(opener);

    await userEvent.keyboard('{Escape}');

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes from the × button', async () => {
    renderWithTheme(<ModalPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Add New User' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('ConfirmDialog', () => {
  const props = {
    open: true,
    title: 'Cancel Order',
    message: 'Are you sure you want to cancel this order?',
    confirmLabel: 'Yes, cancel it!',
    cancelLabel: 'No',
    tone: 'danger' as const,
  };

  it('asks with its message, starting on the safe choice', () => {
    renderWithTheme(<ConfirmDialog {...props} onConfirm={jest.fn()} onCancel={jest.fn()} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel Order' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to cancel this order?');
    expect(within(dialog).getByRole('button', { name: 'No' })).toHaveFocus();
  });

  it('confirms, cancels and cancels on Escape', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    renderWithTheme(<ConfirmDialog {...props} onConfirm={onConfirm} onCancel={onCancel} />);

    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel it!' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('cannot be dismissed while the action runs', async () => {
    const onCancel = jest.fn();
    renderWithTheme(<ConfirmDialog {...props} busy onConfirm={jest.fn()} onCancel={onCancel} />);

    expect(screen.getByRole('button', { name: 'Yes, cancel it!' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'No' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('over a modal, Escape closes only the confirmation', async () => {
    const onCloseModal = jest.fn();
    const onCancel = jest.fn();
    renderWithTheme(
      <>
        <Modal open onClose={onCloseModal} title="Order details">
          <p>Order #12</p>
        </Modal>
        <ConfirmDialog {...props} onConfirm={jest.fn()} onCancel={onCancel} />
      </>,
    );

    await userEvent.keyboard('{Escape}');

    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onCloseModal).not.toHaveBeenCalled();
  });
});

describe('AlertDialog', () => {
  it('shows its message and closes from its one button', async () => {
    const onClose = jest.fn();
    renderWithTheme(
      <AlertDialog
        open
        title="Success!"
        message="Your account has been created successfully!"
        buttonLabel="Continue"
        onClose={onClose}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Success!' });
    expect(dialog).toHaveTextContent('Your account has been created successfully!');
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders nothing while closed', () => {
    renderWithTheme(
      <AlertDialog open={false} title="Error" message="Failed to update order status" onClose={jest.fn()} />,
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
