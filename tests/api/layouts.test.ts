// Saved big-screen layouts (/api/shian/bigscreen/layout/:screen): per user and screen, validated item by
// item (a bad payload changes nothing), reset to none.
import { describe, expect, inject, it } from 'vitest';
import { call, tokens } from './client.ts';

type Saved = { schemaVersion: number; layout: { i: string; x: number; y: number; w: number; h: number }[]; version: number; updateTime: string };
type Envelope<T> = { code: number; msg: string; data: T };

const PATH = '/api/shian/bigscreen/layout';
const layout = [
  { i: 'trend', x: 0, y: 0, w: 12, h: 5 },
  { i: 'latest', x: 12, y: 0, w: 12, h: 5 },
];

for (const target of inject('targets')) {
  describe(`${target.name}: saved big-screen layouts`, () => {
    const base = target.url;
    const get = async (token: string, screen = 'frozen') => (await call<Envelope<Saved | null>>(base, 'GET', `${PATH}/${screen}`, { token })).body;
    const put = (token: string, json: unknown, screen = 'frozen') => call<Envelope<Saved>>(base, 'PUT', `${PATH}/${screen}`, { token, json });

    it('saves a layout for the user and screen, keeps only the grid fields, and resets it', async () => {
      const { access } = await tokens(base, { tenantId: '100001', username: 'approver' });
      await call(base, 'DELETE', `${PATH}/frozen`, { token: access });
      expect((await get(access)).data).toBeNull();
      const saved = (await put(access, { schemaVersion: 1, version: 0, layout: layout.map((item) => ({ ...item, static: true, extra: 'x' })) })).body.data;
      expect(saved).toMatchObject({ schemaVersion: 1, layout, version: 1, updateTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) });
      expect((await put(access, { schemaVersion: 1, version: 1, layout: [layout[1], layout[0]] })).body.data.version).toBe(2);
      expect((await get(access)).data!.layout).toEqual([layout[1], layout[0]]);
      // another screen, another user: their own
      expect((await get(access, 'rice')).data).toBeNull();
      const other = await tokens(base, { tenantId: '100001', username: 'centre' });
      expect((await get(other.access)).data?.layout ?? null).not.toEqual([layout[1], layout[0]]);
      expect((await call(base, 'DELETE', `${PATH}/frozen`, { token: access })).body).toMatchObject({ code: 200, data: true });
      expect((await get(access)).data).toBeNull();
    });

    it('saves over the version it loaded: another window saving first makes a 409, never a silent overwrite', async () => {
      const { access } = await tokens(base, { tenantId: '100001', username: 'approver' });
      await call(base, 'DELETE', `${PATH}/rice`, { token: access });
      const conflict = { code: 409, msg: '布局已在其他窗口或设备上修改' };
      // two walls with nothing saved: the first save wins, the second is told
      expect((await put(access, { schemaVersion: 1, version: 0, layout }, 'rice')).body.data.version).toBe(1);
      expect((await put(access, { schemaVersion: 1, version: 0, layout: [layout[1], layout[0]] }, 'rice')).body).toMatchObject(conflict);
      // both loaded version 1: one saves (2), the other still holds 1
      expect((await put(access, { schemaVersion: 1, version: 1, layout: [layout[1], layout[0]] }, 'rice')).body.data.version).toBe(2);
      expect((await put(access, { schemaVersion: 1, version: 1, layout }, 'rice')).body).toMatchObject(conflict);
      expect((await get(access, 'rice')).data).toMatchObject({ layout: [layout[1], layout[0]], version: 2 });
      // overwriting is deliberate: the wall loads the latest version and saves over it
      expect((await put(access, { schemaVersion: 1, version: 2, layout }, 'rice')).body.data).toMatchObject({ layout, version: 3 });
      expect((await put(access, { schemaVersion: 1, layout }, 'rice')).body).toMatchObject({ code: 400, msg: '缺少版本号，请刷新后再保存' });
      await call(base, 'DELETE', `${PATH}/rice`, { token: access });
    });

    it('refuses a bad layout with the reason, and leaves the saved one as it was', async () => {
      const { access } = await tokens(base, { tenantId: '100001', username: 'approver' });
      await put(access, { schemaVersion: 1, version: 0, layout });
      const cases: [unknown, string][] = [
        [{ schemaVersion: 2, layout }, '布局格式不正确：不支持的布局版本'],
        [{ layout }, '布局格式不正确：不支持的布局版本'],
        [{ schemaVersion: 1, layout: [] }, '布局格式不正确：需要 1–40 个面板'],
        [{ schemaVersion: 1, layout: 'trend' }, '布局格式不正确：需要 1–40 个面板'],
        [{ schemaVersion: 1, layout: [{ ...layout[0], i: '<b>' }] }, '布局格式不正确：面板标识不正确'],
        [{ schemaVersion: 1, layout: [layout[0], layout[0]] }, '布局格式不正确：面板 trend 重复'],
        [{ schemaVersion: 1, layout: [{ ...layout[0], w: 1.5 }] }, '布局格式不正确：面板 trend 的位置或尺寸不是有效的整数'],
        [{ schemaVersion: 1, layout: [{ ...layout[0], x: -1 }] }, '布局格式不正确：面板 trend 的位置或尺寸不是有效的整数'],
        [{ schemaVersion: 1, layout: [{ ...layout[0], x: 20, w: 6 }] }, '布局格式不正确：面板 trend 超出网格'],
        [{ schemaVersion: 1, layout: Array.from({ length: 41 }, (_, n) => ({ i: `p${n}`, x: 0, y: n, w: 1, h: 1 })) }, '布局格式不正确：需要 1–40 个面板'],
      ];
      for (const [body, message] of cases) {
        const { status, body: answer } = await put(access, body);
        expect([status, answer.msg], JSON.stringify(body).slice(0, 80)).toEqual([400, message]);
      }
      expect((await get(access)).data!.layout).toEqual(layout);
      expect((await put(access, { schemaVersion: 1, version: 1, layout }, 'weather')).body).toMatchObject({ code: 404, msg: '未知的统计页面' });
      expect((await call(base, 'GET', `${PATH}/frozen`)).status).toBe(401);
      await call(base, 'DELETE', `${PATH}/frozen`, { token: access });
    });
  });
}
