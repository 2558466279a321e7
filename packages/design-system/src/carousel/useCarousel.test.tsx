import { act, renderHook } from '@testing-library/react';
import { useCarousel } from './useCarousel';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useCarousel', () => {
  it('advances every interval and wraps', () => {
    const { result } = renderHook(() => useCarousel(2, 4000));
    expect(result.current.index).toBe(0);
    act(() => jest.advanceTimersByTime(4000));
    expect(result.current.index).toBe(1);
    act(() => jest.advanceTimersByTime(4000));
    expect(result.current.index).toBe(0);
  });

  it('wraps next, prev and goTo both ways', () => {
    const { result } = renderHook(() => useCarousel(4, 8000));
    act(() => result.current.prev());
    expect(result.current.index).toBe(3);
    act(() => result.current.next());
    expect(result.current.index).toBe(0);
    act(() => result.current.goTo(6));
    expect(result.current.index).toBe(2);
    act(() => result.current.goTo(-1));
    expect(result.current.index).toBe(3);
  });

  it('gives a slide chosen by hand a full interval', () => {
    const { result } = renderHook(() => useCarousel(4, 5000));
    act(() => jest.advanceTimersByTime(4000));
    act(() => result.current.goTo(2));
    act(() => jest.advanceTimersByTime(4000));
    expect(result.current.index).toBe(2);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.index).toBe(3);
  });

  it('stays put while paused', () => {
    const { result } = renderHook(() => useCarousel(3, 5000));
    act(() => result.current.setPaused(true));
    act(() => jest.advanceTimersByTime(20000));
    expect(result.current.index).toBe(0);
  });
});
