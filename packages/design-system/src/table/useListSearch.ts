import { useEffect, useRef, useState } from 'react';
// eslint-disable-next-line no-restricted-syntax -- the one search debounce, which every list screen uses through this hook
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import type { ListStateUpdateOptions } from './useListState';

/** How long typing pauses before a search is asked (spec §9: search debounce 500 ms). */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * A search box over a list whose search lives in the URL (`useListState`): the box answers every
 * key at once, and the settled text goes to the URL once typing pauses for `delayMs` (one history
 * entry per search, not per key). A search changed by Back, or read from a shared link, comes back
 * into the box. Returns the box's text and its setter.
 */
export function useListSearch(
  search: string,
  setList: (patch: { search: string }, options?: ListStateUpdateOptions) => void,
  delayMs: number = SEARCH_DEBOUNCE_MS,
): [string, (text: string) => void] {
  const [text, setText] = useState(search);
  const settled = useDebouncedValue(text.trim(), delayMs);
  const written = useRef(settled);

  useEffect(() => {
    if (written.current === settled) return;
    written.current = settled;
    if (settled !== search) setList({ search: settled }, { replace: search !== '' });
  }, [settled, search, setList]);

  useEffect(() => {
    if (search === written.current) return;
    written.current = search;
    setText(search);
  }, [search]);

  return [text, setText];
}
