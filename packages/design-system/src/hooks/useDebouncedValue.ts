import { useEffect, useState } from 'react';

/**
 * `value`, but only once it has stopped changing for `delayMs`: a search box asks the server once
 * typing pauses, not on every keystroke. Each screen names its own pause (the farmer's inventory
 * search waits the spec's 500 ms).
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
