import { describe, expect, inject, it } from 'vitest';
import { call, tokens } from './client.ts';

type MenuNode = { path: string; children: MenuNode[] };

const ACCOUNTS = ['centre', 'jiwei', 'market', 'school', 'canteen', 'bank', 'approver'];

for (const target of inject('targets')) {
  describe(`${target.name}: the shell's own endpoints`, () => {
    const base = target.url;

    it('answers every top menu with its route tree in one call, the same trees menu/routes gives one by one', async () => {
      for (const username of ['admin', ...ACCOUNTS]) {
        const { access } = await tokens(base, { tenantId: username === 'admin' ? '000000' : '100001', username });
        const tops = (await call<{ data: { id: string; code: string }[] }>(base, 'GET', '/api/rabbit-system/menu/top-menu', { token: access })).body.data;
        const all = (
          await call<{ data: { id: string; code: string; children: MenuNode[] }[] }>(base, 'GET', '/api/rabbit-system/menu/all-routes', { token: access })
        ).body.data;
        expect(
          all.map((top) => top.code),
          username,
        ).toEqual(tops.map((top) => top.code));
        expect(tops.length, username).toBeGreaterThan(0);
        for (const top of tops) {
          const one = (await call<{ data: MenuNode[] }>(base, 'GET', '/api/rabbit-system/menu/routes', { token: access, query: { topMenuId: top.id } })).body
            .data;
          expect(all.find((item) => item.id === top.id)!.children, `${username} ${top.code}`).toEqual(one);
        }
      }
      expect((await call(base, 'GET', '/api/rabbit-system/menu/all-routes')).status).toBe(401);
    });

    it('grants the platform administrator the platform only: 首页 without its business items, no business module', async () => {
      const { access } = await tokens(base, { tenantId: '000000', username: 'admin' });
      const all = (await call<{ data: { code: string; children: MenuNode[] }[] }>(base, 'GET', '/api/rabbit-system/menu/all-routes', { token: access })).body
        .data;
      expect(all.map((top) => top.code)).toEqual(['base']);
      const paths: string[] = [];
      const walk = (nodes: MenuNode[]) => nodes.forEach((node) => (paths.push(node.path), walk(node.children ?? [])));
      walk(all[0]!.children);
      expect(paths).toEqual(expect.arrayContaining(['/wel/index', '/system/user', '/system/menu', '/dict-horizontal/index']));
      for (const business of ['/wel/dashboard', '/home/school/list/index', '/liancan2/home/news', '/binding/supplier', '/jiwei/letter'])
        expect(paths, business).not.toContain(business);
    });

    // the counts by domain are the to-do summary's (todo-summary.test.ts)
    it('gives the overview: to-do counts by domain and the last sign-ins with the current one marked', async () => {
      const first = await tokens(base, { tenantId: '100001', username: 'canteen' });
      const second = await tokens(base, { tenantId: '100001', username: 'canteen' });
      const { body } = await call<{ data: { todoByKind: { kind: string; count: number }[]; lastSignIns: { current: boolean; address: string }[] } }>(
        base,
        'GET',
        '/api/shian/dashboard',
        { token: second.access },
      );
      expect(body.data.todoByKind).toEqual(expect.arrayContaining([{ kind: 'workPersonnel', count: expect.any(Number) }]));
      expect(body.data.lastSignIns.length).toBeGreaterThanOrEqual(2);
      expect(body.data.lastSignIns[0]!.current).toBe(true);
      expect(body.data.lastSignIns.filter((row) => row.current)).toHaveLength(1);
      void first;
    });

    it('stores the error log, validates it, and refuses more than 200 entries', async () => {
      const { access } = await tokens(base, { tenantId: '100001', username: 'school' });
      const entry = { type: 'error', message: 'boom', stack: 'at x', info: '', url: '/wel/index', time: '2026-11-23 10:00:00' };
      expect((await call(base, 'POST', '/api/shian/error-log', { token: access, json: { entries: [entry, entry] } })).body).toMatchObject({
        code: 200,
        data: { saved: 2 },
      });
      const tooMany = await call(base, 'POST', '/api/shian/error-log', { token: access, json: { entries: Array.from({ length: 201 }, () => entry) } });
      expect(tooMany.status).toBe(400);
      expect(tooMany.body).toMatchObject({ code: 400, success: false });
      const bad = await call(base, 'POST', '/api/shian/error-log', { token: access, json: { entries: [{ message: 1 }] } });
      expect(bad).toMatchObject({ status: 400, body: { code: 400, success: false, data: null } });
      expect((await call(base, 'POST', '/api/shian/error-log', { token: access, json: { logs: [] } })).status).toBe(400);
      // Oversized fields are clipped, not refused; a token in them is redacted before it is stored.
      const huge = {
        ...entry,
        message: `Bearer ${access} ${'x'.repeat(5000)}`,
        stack: 'y'.repeat(20_000),
        url: `/wel?access_token=${access}&q=${'z'.repeat(5000)}`,
      };
      expect((await call(base, 'POST', '/api/shian/error-log', { token: access, json: { entries: [huge] } })).body).toMatchObject({
        code: 200,
        data: { saved: 1 },
      });
      expect((await call(base, 'POST', '/api/shian/error-log', { token: access, json: { entries: [] } })).body).toMatchObject({
        code: 200,
        data: { saved: 0 },
      });
      expect((await call(base, 'POST', '/api/shian/error-log', { json: { entries: [] } })).status).toBe(401);
    });

    it('answers the settings the console needs; hand-off targets are hidden when not configured', async () => {
      const { access } = await tokens(base, { tenantId: '100001', username: 'school' });
      const { body } = await call(base, 'GET', '/api/shian/settings', { token: access });
      expect(body).toMatchObject({
        code: 200,
        data: { timeZone: 'Asia/Shanghai', frameOrigins: [], bigDataConfigured: true, warningScreenConfigured: false, foodTradingConfigured: false },
      });
      const handoff = await call(base, 'POST', '/api/shian/handoff', { token: access, json: { target: 'foodtrading' } });
      expect(handoff).toEqual({ status: 404, body: { code: 404, success: false, data: null, msg: '未配置该外部系统' } });
      expect((await call(base, 'POST', '/api/shian/handoff', { token: access, json: { target: 'elsewhere' } })).status).toBe(400);
    });

    it('hands off to another site with a single-use code, never a token; a signed-out session’s code is void', async () => {
      const session = await tokens(base, { tenantId: '100001', username: 'centre' });
      const issue = async () => {
        const { body } = await call<{ data: { url: string } }>(base, 'POST', '/api/shian/handoff', { token: session.access, json: { target: 'bigdata' } });
        return new URL(body.data.url);
      };
      const url = await issue();
      expect(url.origin + url.pathname).toBe('http://bigdata.example/entry');
      expect(url.searchParams.get('from')).toBe('shian');
      expect(url.toString()).not.toContain(session.access);
      const code = url.searchParams.get('code')!;
      const exchange = (value: string) => call(base, 'POST', '/api/shian/handoff/exchange', { query: { code: value } });
      expect((await exchange(code)).body).toMatchObject({ code: 200, data: { account: 'centre', tenantId: '100001', target: 'bigdata' } });
      expect((await exchange(code)).body).toMatchObject({ code: 400, msg: '无效的授权码' });
      const later = (await issue()).searchParams.get('code')!;
      await call(base, 'POST', '/api/rabbit-auth/oauth/logout', { token: session.access });
      expect((await exchange(later)).body).toMatchObject({ code: 400, msg: '无效的授权码' });
      expect((await exchange('')).status).toBe(400);
      expect((await exchange('not-a-code')).body).toMatchObject({ code: 400, msg: '无效的授权码' });
      // The other site calls with the client header only; without it the exchange is refused.
      const fresh = await tokens(base, { tenantId: '100001', username: 'centre' });
      const { body } = await call<{ data: { url: string } }>(base, 'POST', '/api/shian/handoff', { token: fresh.access, json: { target: 'bigdata' } });
      const third = new URL(body.data.url).searchParams.get('code')!;
      expect((await call(base, 'POST', '/api/shian/handoff/exchange', { basic: null, query: { code: third } })).status).toBe(401);
      expect((await exchange(third)).body).toMatchObject({ code: 200, data: { account: 'centre', userType: 'education', loginType: 1 } });
    });

    it('lists these endpoints in the OpenAPI description', async () => {
      const { body } = await call<{ paths: Record<string, Record<string, { tags?: string[]; summary?: string }>> }>(base, 'GET', '/api/openapi.json');
      const routes: [string, string][] = [
        ['/api/rabbit-desk/todo/summary', 'get'],
        ['/api/shian/dashboard', 'get'],
        ['/api/shian/error-log', 'post'],
        ['/api/shian/handoff', 'post'],
        ['/api/shian/handoff/exchange', 'post'],
        ['/api/shian/settings', 'get'],
        ['/api/rabbit-personnel/service/number', 'get'],
      ];
      for (const [path, method] of routes) expect(body.paths[path]?.[method]?.summary, path).toBeTruthy();
    });

    it('finds the most specific service hotline, and none in a district without', async () => {
      const school = await tokens(base, { tenantId: '100001', username: 'school' });
      expect((await call(base, 'GET', '/api/rabbit-personnel/service/number', { token: school.access })).body).toMatchObject({ data: '400-810-1234' });
      const other = await tokens(base, { tenantId: '100002', username: 'centre2' });
      expect((await call(base, 'GET', '/api/rabbit-personnel/service/number', { token: other.access })).body).toMatchObject({ data: '' });
      const supplier = await tokens(base, { tenantId: '100001', username: 'supplier', supplier: true });
      expect((await call(base, 'GET', '/api/rabbit-personnel/service/number', { token: supplier.access })).body).toMatchObject({ data: '400-810-1234' });
      expect((await call(base, 'GET', '/api/rabbit-personnel/service/number')).status).toBe(401);
    });
  });
}
