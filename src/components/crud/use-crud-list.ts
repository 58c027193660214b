import { useState } from 'react';
import useSWR from 'swr';
import type { Page } from '../../lib/http';

export type Filters = Record<string, string | undefined>;

/**
 * The state of one paged list: the search bar's filters merged into the paging parameters (docs/contract.md#paging),
 * fetched through SWR under `['crud', name, query]` so a write can revalidate every list of a name. `enabled: false`
 * (a list that needs a choice first) asks the server nothing; `refreshInterval` (ms) asks again while the list is shown
 * (a live state).
 */
export function useCrudList<Row>(
  name: string,
  fetchPage: (query: Record<string, string | number>) => Promise<Page<Row>>,
  fixed: Filters = {},
  { enabled = true, refreshInterval }: { enabled?: boolean; refreshInterval?: number } = {},
) {
  const [filters, setFilters] = useState<Filters>({});
  const [paging, setPaging] = useState({ current: 1, size: 10 });
  const query: Record<string, string | number> = { ...compact({ ...filters, ...fixed }), current: paging.current, size: paging.size };
  const list = useSWR(enabled ? ['crud', name, query] : null, () => fetchPage(query), { keepPreviousData: true, refreshInterval });
  return {
    list,
    /** Asked again on its own (a live list): its background refreshes show no spinner. */
    live: Boolean(refreshInterval),
    query,
    paging,
    setPaging: (current: number, size: number) => setPaging({ current: size === paging.size ? current : 1, size }),
    search: (next: Filters) => {
      setFilters(next);
      setPaging({ ...paging, current: 1 });
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

/** The SWR matcher of every list of a name. */
export const crudKeyOf = (name: string) => (key: unknown) => Array.isArray(key) && key[0] === 'crud' && key[1] === name;
