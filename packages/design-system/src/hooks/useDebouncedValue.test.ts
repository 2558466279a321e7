import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from './useDebouncedValue';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('the value settles the given time after the last change, not before', () => {
  const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 500), {
    initialProps: { value: '' },
  });
  rerender({ value: 'ya' });
  act(() => jest.advanceTimersByTime(300));
  rerender({ value: 'yam' });
  act(() => jest.advanceTimersByTime(499));
  expect(result.current).toBe('');
  act(() => jest.advanceTimersByTime(1));
  expect(result.current).toBe('yam');
});
