import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../renderWithTheme';
import { Banner } from './Banner';
import type { NoticeType } from './notice';

/** A screen that keeps its banner in state and removes it on dismiss, as the registration screen does. */
function Screen({
  type = 'error',
  message = 'Registration failed. Please check your information.',
}: {
  type?: NoticeType;
  message?: string;
}) {
  const [shown, setShown] = useState(true);
  return shown ? <Banner type={type} message={message} onDismiss={() => setShown(false)} /> : <p>No notification</p>;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('Banner', () => {
  it('announces an error as an alert and other types as a status', () => {
    renderWithTheme(
      <>
        <Screen />
        <Screen type="success" message="Account created" />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Registration failed. Please check your information.');
    expect(screen.getByRole('status')).toHaveTextContent('Account created');
  });

  it('hides itself after 5 seconds', () => {
    renderWithTheme(<Screen />);

    act(() => jest.advanceTimersByTime(4900));
    expect(screen.getByText('Registration failed. Please check your information.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByText('Registration failed. Please check your information.')).not.toBeInTheDocument();
    expect(screen.getByText('No notification')).toBeInTheDocument();
  });

  it('restarts its 5 seconds when its message changes', () => {
    const { rerender } = renderWithTheme(<Screen type="warning" message="Checking…" />);
    act(() => jest.advanceTimersByTime(4000));
    rerender(<Screen type="warning" message="Still checking…" />);

    act(() => jest.advanceTimersByTime(4000));
    expect(screen.getByText('Still checking…')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('Still checking…')).not.toBeInTheDocument();
  });

  it('can be dismissed by hand', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithTheme(<Screen type="info" message="Profile saved" />);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Profile saved')).not.toBeInTheDocument();
  });
});
