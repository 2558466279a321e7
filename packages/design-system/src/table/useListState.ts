import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { DataTableSort } from './DataTable';

/** A list's state and its defaults: page, search, filters, tab, sort… (numbers stay numbers). */
/** List state values are strings, numbers or booleans: their URL form is String(value). */
const toParam = (value: unknown) => String(value);

export type ListDefaults = Record<string, string | number>;
export type ListState<D extends ListDefaults> = { [K in keyof D]: D[K] extends number ? number : string };

export interface ListStateUpdateOptions {
  /** Replace the history entry instead of adding one (typing in a search box). */
  replace?: boolean;
}

/**
 * A list's state in the URL query (`?page=2&tab=pending&sort=-name`), so the list can be linked
 * to, reloaded and walked back with Back. Values equal to their default are left out of the URL;
 * query parameters this list does not know are kept. Changing anything but `page` goes back to
 * page 1. A number that does not parse (or is below 1 for `page`) reads as its default.
 */
export function useListState<D extends ListDefaults>(
  defaults: D,
): [ListState<D>, (patch: Partial<ListState<D>>, options?: ListStateUpdateOptions) => void] {
  const [params, setParams] = useSearchParams();
  // Compared by value: callers may pass a new object literal on every render.
  const key = JSON.stringify(defaults);
  const stable = useMemo(() => JSON.parse(key) as D, [key]);

  const state = useMemo(() => {
    const read: Record<string, string | number> = {};
    for (const [name, fallback] of Object.entries(stable)) {
      const raw = params.get(name);
      if (raw === null) read[name] = fallback;
      else if (typeof fallback === 'number') {
        const parsed = Number(raw);
        const valid = raw.trim() !== '' && Number.isSafeInteger(parsed) && !(name === 'page' && parsed < 1);
        read[name] = valid ? parsed : fallback;
      } else read[name] = raw;
    }
    return read as ListState<D>;
  }, [params, stable]);

  const update = useCallback(
    (patch: Partial<ListState<D>>, options?: ListStateUpdateOptions) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const values: Record<string, unknown> = { ...patch };
          const resetsPage = 'page' in stable && !('page' in values) && Object.keys(values).length > 0;
          if (resetsPage) values.page = stable.page;
          for (const [name, value] of Object.entries(values)) {
            if (value === undefined || value === null || toParam(value) === toParam(stable[name])) next.delete(name);
            else next.set(name, toParam(value));
          }
          return next;
        },
        { replace: options?.replace ?? false },
      );
    },
    [setParams, stable],
  );

  return [state, update];
}

/** Same hook, by its other name. */
export const useUrlState = useListState;

/** 'name' → ascending by name, '-name' → descending, '' → unsorted. */
export function parseSort(value: string): DataTableSort | null {
  if (!value || value === '-') return null;
  return value.startsWith('-') ? { id: value.slice(1), desc: true } : { id: value, desc: false };
}

/** The inverse of parseSort, for the URL and for the API's `sort` query. */
export function formatSort(sort: DataTableSort | null): string {
  return sort ? `${sort.desc ? '-' : ''}${sort.id}` : '';
}
