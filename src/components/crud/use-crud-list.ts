import { useEffect, useState } from 'react';
import useSWR from 'swr';
import type { Page } from '../../lib/http';
import { keyFamily } from '../../lib/swr-keys';
import { filtersOf, useAddress } from './url-filters';
import './highlight.css';

export type Filters = Record<string, string | undefined>;

/** How long a row just created stays highlighted. */
export const HIGHLIGHT_MS = 3000;

/**
 * The state of one paged list: the search bar's filters merged into the paging parameters (docs/contract.md#paging),
 * fetched through SWR under `['crud', name, query]` so a write can revalidate every list of a name. `enabled: false`
 * (a list that needs a choice first) asks the server nothing; `refreshInterval` (ms) asks again while the list is shown
 * (a live state).
 *
 * The first filters come from the address (`?status=0`: a 待办提醒 card opens its list filtered), and again whenever
 * the address of the list's own page changes while it stays open (a kept-alive tab); 重置 clears them. `initial`
 * filters stand in for an address that names none (a list that opens filtered, yet can be widened); `fixed` filters win
 * over the address and cannot be changed.
 */
export function useCrudList<Row>(
  name: string,
  fetchPage: (query: Record<string, string | number>) => Promise<Page<Row>>,
  fixed: Filters = {},
  { enabled = true, refreshInterval, initial }: { enabled?: boolean; refreshInterval?: number; initial?: Filters } = {},
) {
  const address = useAddress();
  const [home] = useState(address?.pathname);
  const [seen, setSeen] = useState(address?.search ?? '');
  const [filters, setFilters] = useState<Filters>(() => {
    const named = filtersOf(address?.search ?? '');
    return Object.keys(named).length || !initial ? named : initial;
  });
  const [paging, setPaging] = useState({ current: 1, size: 10 });
  const [highlightId, setHighlightId] = useState<string | null>(null);
  if (address && address.pathname === home && address.search !== seen) {
    // the page's address changed while the list stayed mounted: its filters follow (set during render, React's derived-state pattern)
    setSeen(address.search);
    setFilters(filtersOf(address.search));
    setPaging({ ...paging, current: 1 });
  }
  useEffect(() => {
    if (!highlightId) return;
    const timer = setTimeout(() => setHighlightId(null), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlightId]);

  const query: Record<string, string | number> = { ...compact({ ...filters, ...fixed }), current: paging.current, size: paging.size };
  const list = useSWR(enabled ? crudKeys.key(name, query) : null, () => fetchPage(query), { keepPreviousData: true, refreshInterval });
  return {
    list,
    /** Asked again on its own (a live list): its background refreshes show no spinner. */
    live: Boolean(refreshInterval),
    query,
    /** The filters in force, for a search bar to show. */
    filters,
    paging,
    setPaging: (current: number, size: number) => setPaging({ current: size === paging.size ? current : 1, size }),
    search: (next: Filters) => {
      setFilters(next);
      setPaging({ ...paging, current: 1 });
    },
    /** The row just created, highlighted for a moment (`rowClassName`). */
    highlightId,
    rowClassName: (row: { id?: string }) => (highlightId && row.id === highlightId ? 'crud-row-highlight' : ''),
    /**
     * After a create: opens the first page — the lists put the newest first — and highlights the new row. `saved` is
     * what the save answered: the record, or its id.
     */
    reveal: (saved: unknown) => {
      const id = typeof saved === 'string' ? saved : (saved as { id?: unknown } | null)?.id;
      setPaging({ ...paging, current: 1 });
      if (typeof id === 'string' || typeof id === 'number') setHighlightId(String(id));
      void list.mutate();
    },
  };
}

export type CrudList<Row> = ReturnType<typeof useCrudList<Row>>;

/** Filters without empty values, trimmed. */
export function compact(filters: Filters): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filters)
      .map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value] as const)
      .filter((entry): entry is readonly [string, string] => Boolean(entry[1])),
  );
}

/** Every CRUD list's key: `['crud', name, query]`. */
export const crudKeys = keyFamily<[name: string, query: Record<string, string | number>]>('crud');

/** The SWR matcher of every list whose name passes `test` (a domain's lists, by their names' prefix). */
export const crudListsWhere = (test: (name: string) => boolean) => (key: unknown) => crudKeys.matches(key) && test(String((key as unknown[])[1]));

/** The SWR matcher of every list of a name. */
export const crudKeyOf = (name: string) => crudListsWhere((listName) => listName === name);
