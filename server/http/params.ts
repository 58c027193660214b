// Reading request fields the way the legacy backend does: from a form or JSON body, else the query.
import type { FastifyRequest } from 'fastify';

type Fields = Record<string, unknown>;

const asFields = (value: unknown): Fields => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {});

/** A string field from the body, else the query; trimmed unless `raw` (passwords are taken as typed). */
export function field(request: FastifyRequest, name: string, raw = false): string {
  const value = asFields(request.body)[name] ?? asFields(request.query)[name];
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  return raw ? text : text.trim();
}

export function header(request: FastifyRequest, name: string): string {
  const value = request.headers[name.toLowerCase()];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}
