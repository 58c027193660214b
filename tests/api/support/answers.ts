// Every answer an API test receives is checked against what the server says it returns: the route's 200 response
// schema in the app's OpenAPI description (GET /api/openapi.json, read once per server instance), validated with
// ajv. A mismatch fails the test, naming the route and the place in the answer. Answers other than 200 (refusals)
// and the test-support routes are not described and not checked.
import { Ajv, type ValidateFunction } from 'ajv';
import { inject } from 'vitest';

const BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;
const JSON_TYPE = 'application/json';

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, object> };
}

/** One described route: its path as a pattern, and per method its 200 content (type → schema). */
interface Described {
  template: string;
  pattern: RegExp;
  methods: Map<string, Record<string, { schema?: object }> | undefined>;
}

export interface AnswerChecker {
  /** Throws when the answer does not match the route's description; `body` is the parsed JSON, or null when not JSON. */
  check(method: string, path: string, status: number, contentType: string | null, body: unknown): void;
}

// OpenAPI 3.0 speaks a dialect of JSON Schema: `nullable` is read as "or null" (jsonSchemaOf), and the rest (`example`,
// formats like `binary`) is documentation, not a rule.
const ajvOptions = { allErrors: true, strict: false, validateFormats: false };
/** The id under which a document's components are known to its validator, for the `$ref`s into them. */
const COMPONENTS = 'openapi.json';

/** The JSON Schema an OpenAPI 3.0 schema means: `{ …, nullable: true }` becomes "that, or null"; `$ref`s reach the components. */
export function jsonSchemaOf(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(jsonSchemaOf);
  if (schema === null || typeof schema !== 'object') return schema;
  const { nullable, ...rest } = schema as Record<string, unknown>;
  // a reference into the components points into the document's components, known to the validator by id
  const inside = (key: string, value: unknown) =>
    key === '$ref' && typeof value === 'string' && value.startsWith('#/components/') ? `${COMPONENTS}${value}` : jsonSchemaOf(value);
  const plain = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, inside(key, value)]));
  if (nullable !== true) return nullable === undefined ? plain : { ...plain, nullable: jsonSchemaOf(nullable) };
  if (typeof plain.type === 'string') {
    const withNull = { ...plain, type: [plain.type, 'null'] };
    return Array.isArray(plain.enum) && !plain.enum.includes(null) ? { ...withNull, enum: [...plain.enum, null] } : withNull;
  }
  return { anyOf: [plain, { type: 'null' }] };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The checker of one OpenAPI document. */
export function checkerOf(document: OpenApiDocument): AnswerChecker {
  const routes: Described[] = Object.entries(document.paths).map(([template, operations]) => ({
    template,
    pattern: new RegExp(
      `^${template
        .split(/\{[^}]+\}/)
        .map(escape)
        .join('[^/]+')}$`,
    ),
    methods: new Map(Object.entries(operations).map(([method, operation]) => [method.toUpperCase(), operation.responses?.['200']?.content])),
  }));
  const ajv = new Ajv(ajvOptions);
  ajv.addSchema(jsonSchemaOf({ components: document.components ?? {} }) as object, COMPONENTS);
  const compiled = new Map<object, ValidateFunction>();
  const validatorOf = (schema: object) => {
    let validate = compiled.get(schema);
    if (!validate) compiled.set(schema, (validate = ajv.compile(jsonSchemaOf(schema) as object)));
    return validate;
  };
  return {
    check(method, path, status, contentType, body) {
      if (status !== 200 || !path.startsWith('/api/') || path.startsWith('/api/test/') || path === '/api/openapi.json') return;
      // a path of its own wins over a pattern (Fastify's rule too)
      const route =
        routes.find((each) => each.template === path && each.methods.has(method)) ?? routes.find((each) => each.pattern.test(path) && each.methods.has(method));
      const name = `${method} ${route?.template ?? path}`;
      if (!route) throw new Error(`${name} answered 200 but the OpenAPI description has no such route`);
      const content = route.methods.get(method);
      if (!content) throw new Error(`${name} answered 200 but its description has no 200 response`);
      const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
      const described = content[type] ?? content['*/*'];
      if (!described?.schema)
        throw new Error(`${name} answered ${type || 'no content type'}, which its description does not list (${Object.keys(content).join(', ')})`);
      if (type !== JSON_TYPE) return;
      const validate = validatorOf(described.schema);
      if (validate(body)) return;
      const problems = (validate.errors ?? []).map((error) => {
        const where = error.instancePath || '/';
        const extra = error.keyword === 'additionalProperties' ? ` (${String((error.params as { additionalProperty?: string }).additionalProperty)})` : '';
        return `  at ${where}: ${error.message ?? error.keyword}${extra}`;
      });
      throw new Error(`the answer of ${name} does not match its response schema:\n${problems.join('\n')}`);
    },
  };
}

async function read(base: string, token?: string): Promise<OpenApiDocument | undefined> {
  const headers: Record<string, string> = { Authorization: BASIC };
  if (token) headers['Blade-Auth'] = `bearer ${token}`;
  const res = await fetch(new URL('/api/openapi.json', base), { headers });
  return res.ok ? ((await res.json()) as OpenApiDocument) : undefined;
}

const checkers = new Map<string, Promise<AnswerChecker>>();

/**
 * The checker of the server at `base`, from its own description. A production server keeps it for signed-in
 * callers: then it is read with the call's token, or, before anyone signed in there, from the shared test server
 * (the same code: the same routes).
 */
export function checkerFor(base: string, token?: string): Promise<AnswerChecker> {
  const origin = new URL(base).origin;
  let checker = checkers.get(origin);
  if (!checker) {
    checker = (async () => {
      const own = (await read(origin)) ?? (token ? await read(origin, token) : undefined);
      if (own) return checkerOf(own);
      const shared = inject('targets')[0]!.url;
      const fallback = new URL(shared).origin !== origin ? await read(shared) : undefined;
      if (!fallback) throw new Error(`the OpenAPI description of ${origin} could not be read to check its answers`);
      return checkerOf(fallback);
    })();
    checkers.set(origin, checker);
    // a failed read is tried again by the next call
    checker.catch(() => checkers.delete(origin));
  }
  return checker;
}
