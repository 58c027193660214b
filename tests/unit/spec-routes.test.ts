// @vitest-environment node
// The spec's calls (tests/unit/spec-calls.ts, one row a call of §7) against the reference server's route table
// (tests/unit/route-table.ts): each is served with the spec's method and path, and takes its parameters where the spec
// puts them — where the spec names no place, from the query, a form and a JSON body alike (anyPlace()). And the list of
// docs/contract.md#calls-by-module — every route, by module, the spec's or this project's own — is the route table's:
// a route added, removed or moved without the list following fails here (`UPDATE_CALLS=1` rewrites the list).
import { readFileSync, writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeTable, type RouteEntry } from './route-table';
import { SPEC_CALLS, specKey, type SpecCall } from './spec-calls';

/** Whether the route takes the call's parameters where the spec puts them; the reason when not. */
function serverRefuses(call: SpecCall, route: RouteEntry): string | undefined {
  switch (call.params) {
    case 'query':
      return route.body && !route.anyPlace ? 'its parameters are read from a body, not the query' : undefined;
    case 'json':
      return route.body || route.anyPlace ? undefined : 'it reads no body';
    case 'path':
      return route.params ? undefined : 'it reads no path parameter';
    case 'unnamed':
      return route.anyPlace ? undefined : 'it does not take its parameters from the query, a form and a JSON body alike (anyPlace())';
    case 'none':
      return undefined;
  }
}

const CONTRACT = 'docs/contract.md';
const BEGIN = '<!-- calls-by-module: generated from the route table and tests/unit/spec-calls.ts -->';
const END = '<!-- /calls-by-module -->';

/** The list of every route by module: the spec's calls, then this project's own. */
function callsByModule(routes: RouteEntry[]): string {
  const spec = new Set(SPEC_CALLS.map(specKey));
  const modules = [...new Set(routes.map((route) => route.module))];
  const lines: string[] = [];
  const ours = routes.filter((route) => !spec.has(specKey({ method: route.method, path: route.url })));
  lines.push(`${routes.length} routes: ${routes.length - ours.length} of the spec's calls, ${ours.length} of this project's own.`, '');
  lines.push('| module | the spec’s calls | this project’s own |', '|---|---|---|');
  for (const module of modules) {
    const own = routes.filter((route) => route.module === module);
    const cell = (list: RouteEntry[]) => list.map((route) => `${route.method} \`${route.url}\``).join('<br>') || '—';
    const isSpec = (route: RouteEntry) => spec.has(specKey({ method: route.method, path: route.url }));
    lines.push(`| ${module} | ${cell(own.filter(isSpec))} | ${cell(own.filter((route) => !isSpec(route)))} |`);
  }
  return lines.join('\n');
}

describe('the spec’s calls (§7) on the reference server', () => {
  let routes: RouteEntry[];
  beforeAll(async () => {
    routes = await routeTable();
  });

  it('lists each call once', () => {
    const keys = SPEC_CALLS.map(specKey);
    expect(keys.length).toBeGreaterThan(140);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('the reference server serves each with its method and path, and takes the parameters where the spec puts them', () => {
    const wrong: string[] = [];
    for (const call of SPEC_CALLS) {
      const route = routes.find((one) => one.method === call.method && one.url === call.path);
      if (!route) {
        const other = routes.filter((one) => one.url === call.path).map((one) => one.method);
        wrong.push(`${specKey(call)}: not served${other.length ? ` (only ${other.join(', ')})` : ''}`);
        continue;
      }
      const refused = serverRefuses(call, route);
      if (refused) wrong.push(`${specKey(call)}: ${refused}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('docs/contract.md lists every call by module', () => {
  it('the spec’s and this project’s own, as the route table has them', async () => {
    const text = readFileSync(CONTRACT, 'utf8');
    const start = text.indexOf(BEGIN);
    const end = text.indexOf(END);
    expect(start, `${CONTRACT} holds the generated list between its markers`).toBeGreaterThan(0);
    const listed = text.slice(start + BEGIN.length, end).trim();
    const expected = callsByModule(await routeTable());
    if (process.env.UPDATE_CALLS && listed !== expected) writeFileSync(CONTRACT, `${text.slice(0, start + BEGIN.length)}\n${expected}\n${text.slice(end)}`);
    else expect(listed, 'run UPDATE_CALLS=1 npx vitest run --project unit tests/unit/spec-routes.test.ts').toBe(expected);
  });
});
