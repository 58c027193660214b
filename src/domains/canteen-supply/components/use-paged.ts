import { useState } from 'react';
import type { SupplyFilters } from '../types';

const FIRST = { current: 1, size: 20 };

/**
 * A statistics table paged by the server (就餐人数统计, 餐次统计: a district's year is hundreds of thousands of rows):
 * the page asked for with the filters, back to the first page whenever the filters change, and the table's pagination.
 */
export function usePaged(filters: SupplyFilters) {
  const [page, setPage] = useState({ ...FIRST, filters });
  const current = page.filters === filters ? page : { ...FIRST, filters };
  return {
    query: { ...filters, current: String(current.current), size: String(current.size) },
    pagination: (total: number) => ({
      current: current.current,
      pageSize: current.size,
      total,
      sizeCanChange: true,
      sizeOptions: [10, 20, 50, 100],
      onChange: (next: number, size: number) => setPage({ current: size === current.size ? next : 1, size, filters }),
    }),
  };
}
