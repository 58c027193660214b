// One check before any route's own validation: no request value may hold a NUL character. PostgreSQL
// cannot store one in text and refuses the query, so without this a NUL in a query string, a form or a
// JSON body anywhere became a 500; now it is a 400 that says which input was wrong.
import type { FastifyInstance } from 'fastify';
import { badRequest } from './envelope.ts';

const NUL = '\u0000';

/** The path of the first string holding a NUL inside `value` (objects and arrays walked), or undefined. */
export function nulAt(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes(NUL) ? path : undefined;
  if (!value || typeof value !== 'object' || depth > 20 || Buffer.isBuffer(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes(NUL)) return path;
    const found = nulAt(item, path ? `${path}.${key}` : key, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

export function inputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['query', request.query],
      ['params', request.params],
      ['body', request.body],
    ] as const) {
      const at = nulAt(value, '');
      if (at !== undefined) throw badRequest(`请求参数包含非法字符（${at || part}）`);
    }
  });
}
