// Lists the server answers whole (the supply chain's calls answer at most 200 records, newest first), paged — and
// filtered, where the server does not — on the client, in the shape the CRUD table asks for.
import type { Page } from '../../lib/http';

type Query = Record<string, string | number>;

/** One page of a whole list, by the paging of `query` (current, size); its other keys are ignored. */
export function pageOf<Row>(rows: readonly Row[], query: Query): Page<Row> {
  const size = Math.max(1, Number(query.size) || 10);
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, Number(query.current) || 1), pages);
  return { records: rows.slice((current - 1) * size, current * size), total: rows.length, size, current, pages };
}

/**
 * One page of `rows` after the filters of `query`: each other key a field of the row that contains the value
 * (case-insensitive), or equals it for the `exact` fields; an empty value filters nothing.
 */
export function filteredPageOf<Row>(rows: readonly Row[], query: Query, exact: readonly string[] = []): Page<Row> {
  const { current, size, ...filters } = query;
  const chosen = rows.filter((row) =>
    Object.entries(filters).every(([field, wanted]) => {
      if (wanted === '' || wanted === undefined) return true;
      const value = (row as Record<string, unknown>)[field];
      if (exact.includes(field)) return String(value) === String(wanted);
      return String(value ?? '')
        .toLowerCase()
        .includes(String(wanted).trim().toLowerCase());
    }),
  );
  return pageOf(chosen, { current: current ?? 1, size: size ?? 10 });
}
