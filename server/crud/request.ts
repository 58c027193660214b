// Reading the common parts of a CRUD call (docs/contract.md#paging, #ids): paging, ids (one or comma-joined), and the
// field helpers every admin route shares. Unknown ids are simply not found, never a database error.
import type { FastifyRequest } from 'fastify';
import { badRequest, type Page } from '../http/envelope.ts';
import { field } from '../http/params.ts';

const MAX_BIGINT = 9223372036854775807n;

/** A bigint id as text, or undefined. */
export const idOf = (text: unknown): string | undefined =>
  typeof text === 'string' && /^\d{1,19}$/.test(text) && BigInt(text) <= MAX_BIGINT ? String(BigInt(text)) : undefined;

/** `ids=1,2` (or repeated keys): every one a valid id, at least one, at most 1,000. */
export function idsOf(request: FastifyRequest, name = 'ids', emptyMessage = '请选择要删除的数据'): string[] {
  const raw = (request.body as Record<string, unknown> | undefined)?.[name] ?? (request.query as Record<string, unknown>)[name];
  const parts = (Array.isArray(raw) ? raw : [raw])
    .filter((value): value is string | number => typeof value === 'string' || typeof value === 'number')
    .flatMap((value) => String(value).split(','))
    .map((value) => value.trim())
    .filter(Boolean);
  if (!parts.length) throw badRequest(emptyMessage);
  if (parts.length > 1000) throw badRequest('一次最多处理 1000 条');
  const ids = parts.map(idOf);
  if (ids.some((id) => id === undefined)) throw badRequest('ids 不正确');
  return [...new Set(ids as string[])];
}

export interface Paging {
  current: number;
  size: number;
  offset: number;
}

const whole = (text: string, fallback: number, max: number) => (/^\d{1,9}$/.test(text) && Number(text) >= 1 ? Math.min(Number(text), max) : fallback);

/** `current` (1-based, default 1) and `size` (default 10, at most `max`). */
export function pagingOf(request: FastifyRequest, max = 200): Paging {
  const current = whole(field(request, 'current'), 1, 1_000_000);
  const size = whole(field(request, 'size'), 10, max);
  return { current, size, offset: (current - 1) * size };
}

export const pageOf = <T>(records: T[], total: number | string, paging: Pick<Paging, 'current' | 'size'>): Page<T> => {
  const count = Number(total);
  return { records, total: count, size: paging.size, current: paging.current, pages: Math.ceil(count / paging.size) };
};

/** A LIKE pattern matching the text anywhere, with the wildcards in it taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
/** A LIKE pattern matching at the start. */
export const startingWith = (text: string) => `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
