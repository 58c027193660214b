import type { Page } from '../../lib/http';
import { prefetch } from '../../lib/prefetch';
import { filtersOf } from './url-filters';
import { compact, crudKeys, type Filters } from './use-crud-list';

/** The page a list opens on (useCrudList's first paging). */
const FIRST_PAGE = { current: 1, size: 10 };

/**
 * Asks for the first page of a list before its page is drawn (a screen's `prefetch`): the query `useCrudList(name,
 * fetchPage, fixed)` starts with at an address with this query string (`?status=0`), under the same key.
 */
export function prefetchCrudList<Row>(
  name: string,
  fetchPage: (query: Record<string, string | number>) => Promise<Page<Row>>,
  search: string,
  fixed: Filters = {},
) {
  const query: Record<string, string | number> = { ...compact({ ...filtersOf(search), ...fixed }), ...FIRST_PAGE };
  prefetch(crudKeys.key(name, query), () => fetchPage(query));
}
