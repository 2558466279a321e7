import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../button/Button';
import { renderWithTheme } from '../renderWithTheme';
import { ToastProvider, useToast } from './ToastProvider';

function SaveButtons() {
  const toast = useToast();
  return (
    <>
      <Button onClick={() => toast.success('Inventory item updated successfully!')}>Save</Button>
      <Button onClick={() => toast.error('Failed to update inventory item')}>Fail</Button>
      <Button onClick={() => toast.info('Farmer profiles are coming soon')}>Info</Button>
      <Button onClick={() => toast.warning('Please fix the form errors before submitting')}>Warn</Button>
    </>
  );
}

const setup = () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithTheme(
    <ToastProvider>
      <SaveButtons />
    </ToastProvider>,
  );
  return user;
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('toasts', () => {
  it('announce successes and infos politely, errors and warnings assertively', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Info' }));
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    await user.click(screen.getByRole('button', { name: 'Warn' }));

    const polite = screen.getByRole('status');
    expect(polite).toHaveAttribute('aria-live', 'polite');
    expect(polite).toHaveTextContent('Inventory item updated successfully!');
    expect(polite).toHaveTextContent('Farmer profiles are coming soon');
    const assertive = screen.getByRole('alert');
    expect(assertive).toHaveAttribute('aria-live', 'assertive');
    expect(assertive).toHaveTextContent('Failed to update inventory item');
    expect(assertive).toHaveTextContent('Please fix the form errors before submitting');
  });

  it('hide themselves after 5 seconds', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    act(() => jest.advanceTimersByTime(4900));
    expect(screen.getByText('Inventory item updated successfully!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByText('Inventory item updated successfully!')).not.toBeInTheDocument();
  });

  it('each keep their own 5 seconds', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    act(() => jest.advanceTimersByTime(3000));
    await user.click(screen.getByRole('button', { name: 'Fail' }));

    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByText('Inventory item updated successfully!')).not.toBeInTheDocument();
    expect(screen.getByText('Failed to update inventory item')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByText('Failed to update inventory item')).not.toBeInTheDocument();
  });

  it('can be dismissed by hand', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Failed to update inventory item')).not.toBeInTheDocument();
  });

  it('need a ToastProvider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithTheme(<SaveButtons />)).toThrow(/ToastProvider/);
  });
});
