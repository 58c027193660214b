// Answers described (docs/architecture.md#answers-described): every /api route says what its 200 answers in the
// OpenAPI description, and the API tests' client checks every answer against it (tests/api/support/answers.ts).
// Here: no route goes undescribed, and the check does catch an answer that differs from its description.
import { describe, expect, inject, it } from 'vitest';
import { call } from './client.ts';
import { checkerOf, type OpenApiDocument } from './support/answers.ts';
import { signedIn } from './support/session.ts';

type Described = OpenApiDocument & {
  paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: object }> }> }>>;
};

const CLOCK = '/api/shian/clock';

const targets = inject('targets');
for (const target of targets) {
  describe(`${target.name}: answers described`, () => {
    const base = target.url;

    it('describes the 200 answer of every /api route in the OpenAPI description', async () => {
      const routes = (await call<{ data: { method: string; url: string }[] }>(base, 'GET', '/api/test/routes')).body.data;
      const document = (await call<Described>(base, 'GET', '/api/openapi.json')).body;
      const described = routes.filter(({ url }) => !url.startsWith('/api/test/') && url !== '/api/openapi.json');
      expect(described.length).toBeGreaterThan(200);
      const undescribed = described
        .filter(({ method, url }) => {
          const path = url.replace(/:(\w+)/g, '{$1}');
          const content = document.paths[path]?.[method.toLowerCase()]?.responses?.['200']?.content ?? {};
          return !Object.values(content).some((each) => each.schema);
        })
        .map(({ method, url }) => `${method} ${url}`);
      expect(undescribed).toEqual([]);
    });

    it('fails an answer that does not match its route’s description, naming the route and the place', async () => {
      const document = (await call<Described>(base, 'GET', '/api/openapi.json')).body;
      const checker = checkerOf(document);
      const caller = await signedIn(base, 'admin', '000000');
      const real = await caller.get(CLOCK);
      const type = 'application/json; charset=utf-8';
      // the real answer passes (the client has checked it already)
      expect(() => checker.check('GET', CLOCK, 200, type, real.body)).not.toThrow();
      const data = real.body.data as Record<string, unknown>;
      // a field of the wrong type
      expect(() => checker.check('GET', CLOCK, 200, type, { ...real.body, data: { ...data, now: String(data.now) } })).toThrow(
        /GET \/api\/shian\/clock[\s\S]*\/data\/now: must be integer/,
      );
      // a field missing, and one the description does not know
      const { demo: _demo, ...withoutDemo } = data;
      expect(() => checker.check('GET', CLOCK, 200, type, { ...real.body, data: withoutDemo })).toThrow(/at \/data: must have required property 'demo'/);
      expect(() => checker.check('GET', CLOCK, 200, type, { ...real.body, data: { ...data, extra: 1 } })).toThrow(
        /at \/data: must NOT have additional properties \(extra\)/,
      );
      // the envelope itself
      expect(() => checker.check('GET', CLOCK, 200, type, { ...real.body, success: 'yes' })).toThrow(/at \/success: must be boolean/);
      // a route's path pattern is matched, and a parameter's route checked like any other
      expect(() => checker.check('GET', '/api/shian/statistics/kitchen', 200, type, { code: 200, success: true, msg: '', data: 'x' })).toThrow(
        /GET \/api\/shian\/statistics\/\{screen\}/,
      );
      // an answer of a route the description does not have, or of a type it does not list
      expect(() => checker.check('GET', '/api/shian/nowhere', 200, type, real.body)).toThrow(
        /GET \/api\/shian\/nowhere answered 200 but the OpenAPI description has no such route/,
      );
      expect(() => checker.check('GET', CLOCK, 200, 'text/plain', 'x')).toThrow(/GET \/api\/shian\/clock answered text\/plain/);
      // refusals are not described: not checked
      expect(() => checker.check('GET', CLOCK, 401, type, { code: 401 })).not.toThrow();
    });
  });
}
