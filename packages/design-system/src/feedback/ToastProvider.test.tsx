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
  it('show in the Notifications region, errors and warnings announced assertively, the rest politely', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    act(() => jest.advanceTimersByTime(50)); // Radix announces on the next frames

    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(within(region).getByText('Inventory item updated successfully!')).toBeVisible();
    expect(within(region).getByText('Failed to update inventory item')).toBeVisible();
    const announcements = screen.getAllByRole('status');
    const polite = announcements.find((el) => el.textContent?.includes('Inventory item updated successfully!'));
    const assertive = announcements.find((el) => el.textContent?.includes('Failed to update inventory item'));
    expect(polite).toHaveAttribute('aria-live', 'polite');
    expect(assertive).toHaveAttribute('aria-live', 'assertive');

    await user.click(screen.getByRole('button', { name: 'Warn' }));
    await user.click(screen.getByRole('button', { name: 'Info' }));
    act(() => jest.advanceTimersByTime(50));
    const later = screen.getAllByRole('status');
    expect(later.find((el) => el.textContent?.includes('Please fix the form errors'))).toHaveAttribute(
      'aria-live',
      'assertive',
    );
    expect(later.find((el) => el.textContent?.includes('Farmer profiles are coming soon'))).toHaveAttribute(
      'aria-live',
      'polite',
    );
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

  it('say a message once while it is on screen, and again after it has gone', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(within(region).getAllByText('Failed to update inventory item')).toHaveLength(1);
    act(() => jest.advanceTimersByTime(5000));
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    expect(within(region).getAllByText('Failed to update inventory item')).toHaveLength(1);
  });

  it('can be dismissed by hand', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    await user.click(within(region).getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Failed to update inventory item')).not.toBeInTheDocument();
  });

  it('wait while the pointer is over them, then take the rest of their 5 seconds', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    act(() => jest.advanceTimersByTime(1000));
    await user.hover(screen.getByText('Inventory item updated successfully!'));
    act(() => jest.advanceTimersByTime(10000));
    expect(screen.getByText('Inventory item updated successfully!')).toBeInTheDocument();
    await user.unhover(screen.getByText('Inventory item updated successfully!'));
    act(() => jest.advanceTimersByTime(4100));
    expect(screen.queryByText('Inventory item updated successfully!')).not.toBeInTheDocument();
  });

  it("raised before their region's code has loaded, wait for it: none is lost", async () => {
    jest.useRealTimers();
    // A module registry of its own: the region is not loaded yet there (jest.setup-dom.cjs loads it
    // for every other test), as on a page's first screen.
    await jest.isolateModulesAsync(async () => {
      const { createElement } = require('react') as typeof import('react');
      const rtl = require('@testing-library/react/pure') as typeof import('@testing-library/react');
      const { ThemeProvider } = require('styled-components') as typeof import('styled-components');
      const { theme: isolatedTheme } = require('../theme/theme') as typeof import('../theme/theme');
      const fresh = require('./ToastProvider') as typeof import('./ToastProvider');
      function RaiseAtOnce() {
        const toast = fresh.useToast();
        return createElement(
          'button',
          { type: 'button', onClick: () => toast.error('Failed to load inventory') },
          'Load',
        );
      }
      rtl.render(
        createElement(
          ThemeProvider,
          { theme: isolatedTheme },
          createElement(fresh.ToastProvider, null, createElement(RaiseAtOnce)),
        ),
      );
      expect(rtl.screen.queryByRole('region', { name: 'Notifications (F8)' })).not.toBeInTheDocument();

      rtl.fireEvent.click(rtl.screen.getByRole('button', { name: 'Load' }));
      const region = await rtl.screen.findByRole('region', { name: 'Notifications (F8)' });
      expect(await rtl.within(region).findByText('Failed to load inventory')).toBeInTheDocument();
      rtl.cleanup();
    });
  });

  it('need a ToastProvider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithTheme(<SaveButtons />)).toThrow(/ToastProvider/);
  });
});
