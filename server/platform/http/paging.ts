// The common answers of a CRUD call (docs/contract.md#paging): a page of records, and LIKE patterns that take the
// user's text literally. Reading paging and ids is the request schemas' business (server/platform/http/fields.ts).
import type { Page } from './envelope.ts';
import type { Paging } from './fields.ts';

export const pageOf = <T>(records: T[], total: number | string, paging: Paging): Page<T> => {
  const count = Number(total);
  return { records, total: count, size: paging.size, current: paging.current, pages: Math.ceil(count / paging.size) };
};

/** A LIKE pattern matching the text anywhere, with the wildcards in it taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
/** A LIKE pattern matching at the start. */
export const startingWith = (text: string) => `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
