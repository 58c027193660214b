// Parameters that may travel in any place. The spec names where some calls' parameters go (a query, a JSON body, a
// path); for others it names only the parameters (`POST remove: ids`, `POST update-password: oldPassword, …`). The
// platform's backend reads those as request parameters — the query or a form-encoded body alike — and other front ends
// send a JSON body, so such a route takes its fields from the query, a form body or a JSON body alike: its route config
// says `anyPlace()`, and one preValidation hook gathers the fields into the part its schema declares (the body when it
// declares one, else the query) before that schema checks them. A field given in both the query and the body is the
// body's. docs/contract.md#parameter-places; tests/unit/spec-calls.test.ts holds the spec's calls to it.
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's fields may come in the query, a form body or a JSON body (set only through `anyPlace()`). */
    anyPlace?: boolean;
  }
}

/** The route config of a route whose parameters may travel in any place, with its other settings. */
export const anyPlace = <T extends object>(config?: T) => ({ ...config, anyPlace: true as const });

/** The fields of a parsed query or body: a plain object (form and JSON bodies parse to one), else none. */
const fieldsOf = (value: unknown): Record<string, unknown> | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !Buffer.isBuffer(value) ? (value as Record<string, unknown>) : undefined;

export function anyPlaceParameters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.config.anyPlace) return;
    const query = fieldsOf(request.query) ?? {};
    const body = request.body === undefined || request.body === null ? {} : fieldsOf(request.body);
    // a body that is not an object of fields (a JSON array or text) stays as it came, for the schema to refuse
    if (!body) return;
    // spread copies own fields only, so a `__proto__` key stays a plain field
    if (request.routeOptions.schema?.body) request.body = { ...query, ...body };
    else request.query = { ...query, ...body };
  });
}
