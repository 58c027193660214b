import { useContext } from 'react';
import { UNSAFE_LocationContext } from 'react-router-dom';

/** Query keys that name a record or a page, never a list's filter. */
const NOT_FILTERS = new Set(['id', 'current', 'size']);

/** A list's filters as given in the address (`?status=0&name=…`), e.g. by a 待办提醒 card's link. */
export function filtersOf(search: string): Record<string, string> {
  return Object.fromEntries([...new URLSearchParams(search)].filter(([key, value]) => !NOT_FILTERS.has(key) && value !== ''));
}

/**
 * The address the list is shown at, or null outside a router (a list in a unit test). Read from the router's context
 * rather than `useLocation`, which throws there.
 */
export function useAddress(): { pathname: string; search: string } | null {
  return (useContext(UNSAFE_LocationContext) as { location: { pathname: string; search: string } } | null)?.location ?? null;
}
