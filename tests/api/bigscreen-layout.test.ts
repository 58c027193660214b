// Saved big-screen layouts (/api/shian/bigscreen/layout/:screen), beside layouts.test.ts: each subject
// (users and suppliers alike) keeps its own, the grid's edges are allowed and one past them is not, every
// malformed payload is refused with its reason and leaves the saved layout and its version as they were.
// Uses the kitchen, meal and cost screens of jiwei, bank and the supplier, which no other file touches.
import { describe, expect, inject, it } from 'vitest';
import { call, tokens } from './client.ts';

type Item = { i: string; x: number; y: number; w: number; h: number };
type Saved = { schemaVersion: number; layout: Item[]; version: number; updateTime: string };
type Envelope<T> = { code: number; msg: string; data: T };

const PATH = '/api/shian/bigscreen/layout';
const layout: Item[] = [
  { i: 'kpi', x: 0, y: 0, w: 24, h: 3 },
  { i: 'camera-wall_1', x: 0, y: 3, w: 16, h: 8 },
  { i: 'alerts', x: 16, y: 3, w: 8, h: 8 },
];

for (const target of inject('targets')) {
  describe(`${target.name}: big-screen layouts per subject`, () => {
    const base = target.url;
    const user = async (username: string) => (await tokens(base, { tenantId: '100001', username })).access;
    const supplier = async () => (await tokens(base, { tenantId: '100001', username: 'supplier', supplier: true })).access;
    const get = (token: string | undefined, screen: string) => call<Envelope<Saved | null>>(base, 'GET', `${PATH}/${screen}`, { token });
    const put = (token: string | undefined, screen: string, json: unknown) => call<Envelope<Saved>>(base, 'PUT', `${PATH}/${screen}`, { token, json });
    const reset = (token: string | undefined, screen: string) => call<Envelope<boolean>>(base, 'DELETE', `${PATH}/${screen}`, { token });

    it('round-trips a saved layout for its own subject only, counts versions, and resets to none', async () => {
      const jiwei = await user('jiwei');
      const bank = await user('bank');
      const vendor = await supplier();
      for (const token of [jiwei, bank, vendor]) await reset(token, 'kitchen');

      const first = await put(jiwei, 'kitchen', { schemaVersion: 1, version: 0, layout });
      expect(first.body).toMatchObject({ code: 200, msg: '操作成功', data: { schemaVersion: 1, layout, version: 1 } });
      expect((await get(jiwei, 'kitchen')).body.data).toEqual(first.body.data);
      const moved = layout.map((item) => (item.i === 'alerts' ? { ...item, y: 11 } : item));
      expect((await put(jiwei, 'kitchen', { schemaVersion: 1, version: 1, layout: moved })).body.data).toMatchObject({ layout: moved, version: 2 });

      // nobody else sees it; a supplier keeps a layout of its own
      expect((await get(bank, 'kitchen')).body).toMatchObject({ code: 200, data: null });
      expect((await get(vendor, 'kitchen')).body.data).toBeNull();
      expect((await put(vendor, 'kitchen', { schemaVersion: 1, version: 0, layout: [layout[0]] })).body.data).toMatchObject({
        layout: [layout[0]],
        version: 1,
      });
      expect((await get(jiwei, 'kitchen')).body.data).toMatchObject({ layout: moved, version: 2 });
      expect((await get(jiwei, 'meal')).body.data).toBeNull();

      // a reset removes only the caller's; resetting twice is fine; a save afterwards starts again at 1
      expect((await reset(jiwei, 'kitchen')).body).toMatchObject({ code: 200, data: true });
      expect((await reset(jiwei, 'kitchen')).body).toMatchObject({ code: 200, data: true });
      expect((await get(jiwei, 'kitchen')).body.data).toBeNull();
      expect((await get(vendor, 'kitchen')).body.data).toMatchObject({ layout: [layout[0]] });
      expect((await put(jiwei, 'kitchen', { schemaVersion: 1, version: 0, layout })).body.data!.version).toBe(1);
      for (const token of [jiwei, vendor]) await reset(token, 'kitchen');
    });

    it('takes the grid to its edges: 24 columns, 200 rows, 40 panels, 40-character keys', async () => {
      const bank = await user('bank');
      const edges = [
        { i: 'k'.repeat(40), x: 23, y: 0, w: 1, h: 1 },
        { i: 'bottom', x: 0, y: 199, w: 24, h: 1 },
      ];
      await reset(bank, 'cost');
      expect((await put(bank, 'cost', { schemaVersion: 1, version: 0, layout: edges })).body.data!.layout).toEqual(edges);
      const forty = Array.from({ length: 40 }, (_, n) => ({ i: `p${n}`, x: (n % 4) * 6, y: Math.floor(n / 4) * 2, w: 6, h: 2 }));
      expect((await put(bank, 'cost', { schemaVersion: 1, version: 1, layout: forty })).body.data!.layout).toEqual(forty);
      await reset(bank, 'cost');
    });

    it('refuses every malformed payload with its reason and keeps the saved layout as it was', async () => {
      const jiwei = await user('jiwei');
      await reset(jiwei, 'meal');
      const saved = (await put(jiwei, 'meal', { schemaVersion: 1, version: 0, layout })).body.data!;
      const item = layout[1]!;
      const cases: [unknown, string][] = [
        [undefined, '不支持的布局版本'],
        [[layout], '不支持的布局版本'],
        [{ schemaVersion: '1', layout }, '不支持的布局版本'],
        [{ schemaVersion: 1 }, '需要 1–40 个面板'],
        [{ schemaVersion: 1, layout: { 0: item } }, '需要 1–40 个面板'],
        [{ schemaVersion: 1, layout: [null] }, '面板标识不正确'],
        [{ schemaVersion: 1, layout: ['kpi'] }, '面板标识不正确'],
        [{ schemaVersion: 1, layout: [{ ...item, i: '' }] }, '面板标识不正确'],
        [{ schemaVersion: 1, layout: [{ ...item, i: 7 }] }, '面板标识不正确'],
        [{ schemaVersion: 1, layout: [{ ...item, i: 'k'.repeat(41) }] }, '面板标识不正确'],
        [{ schemaVersion: 1, layout: [{ ...item, i: '看板' }] }, '面板标识不正确'],
        [{ schemaVersion: 1, layout: [{ ...item, x: '1' }] }, `面板 ${item.i} 的位置或尺寸不是有效的整数`],
        [{ schemaVersion: 1, layout: [{ ...item, y: -1 }] }, `面板 ${item.i} 的位置或尺寸不是有效的整数`],
        [{ schemaVersion: 1, layout: [{ ...item, w: 0 }] }, `面板 ${item.i} 的位置或尺寸不是有效的整数`],
        [{ schemaVersion: 1, layout: [{ ...item, h: undefined }] }, `面板 ${item.i} 的位置或尺寸不是有效的整数`],
        [{ schemaVersion: 1, layout: [{ ...item, x: 9, w: 16 }] }, `面板 ${item.i} 超出网格`],
        [{ schemaVersion: 1, layout: [{ ...item, y: 195, h: 6 }] }, `面板 ${item.i} 超出网格`],
      ];
      for (const [body, reason] of cases) {
        const { status, body: answer } = await put(jiwei, 'meal', body);
        expect([status, answer.msg], JSON.stringify(body)?.slice(0, 80)).toEqual([400, `布局格式不正确：${reason}`]);
      }
      expect((await get(jiwei, 'meal')).body.data).toEqual(saved);

      for (const method of ['GET', 'PUT', 'DELETE']) {
        expect(
          (await call(base, method, `${PATH}/weather`, { token: jiwei, json: method === 'PUT' ? { schemaVersion: 1, layout } : undefined })).body,
          method,
        ).toMatchObject({ code: 404, msg: '未知的统计页面' });
        expect((await call(base, method, `${PATH}/meal`, { json: method === 'PUT' ? { schemaVersion: 1, layout } : undefined })).body, method).toMatchObject({
          code: 401,
          msg: '请求未授权',
        });
      }
      expect((await get(jiwei, 'meal')).body.data).toEqual(saved);
      await reset(jiwei, 'meal');
    });
  });
}
