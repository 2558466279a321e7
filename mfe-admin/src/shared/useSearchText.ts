import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '@farmplate/design-system';

/** A search asks the server once typing pauses this long. */
const SEARCH_DEBOUNCE_MS = 400;

/**
 * A search box whose settled text lives in the URL (one history entry per search, not per key);
 * a search changed by Back comes back into the box. Returns the box's text and its setter.
 */
export function useSearchText(
  urlSearch: string,
  write: (search: string, options: { replace: boolean }) => void,
): [string, (text: string) => void] {
  const [text, setText] = useState(urlSearch);
  const settled = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const written = useRef(settled);
  useEffect(() => {
    if (written.current === settled) return;
    written.current = settled;
    if (settled !== urlSearch) write(settled, { replace: urlSearch !== '' });
  }, [settled, urlSearch, write]);
  useEffect(() => {
    if (urlSearch === written.current) return;
    written.current = urlSearch;
    setText(urlSearch);
  }, [urlSearch]);
  return [text, setText];
}
