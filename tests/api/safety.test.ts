// 安全服务 (/api/shian/safety/…, docs/product-rules.md#safety-service): a template edited into a new version (an
// inspection keeps the one it used), an inspection with two 不符合 items → two hazards → one rectified with a photo and
// confirmed by the inspecting bureau, one overdue → a warning (待办提醒) in the bureau's reach counted as its list;
// the rectifier cannot confirm; reach (another tenant, another school) and refusals; every step in safety_log.
import pg from 'pg';
import { afterAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import { roleId } from '../../server/seed/org.ts';
import { seedId, SPACE } from '../../server/seed/ids.ts';
import { WORK_PERSONNEL_CANTEENS } from '../../server/seed/work-personnel-seed.ts';
import { tokens } from './client.ts';
import { callerOf, signedIn, uniqueAccount, type Caller, type PageOf } from './support/session.ts';
import { PNG, uploadFile } from './support/supply.ts';

const S = '/api/shian/safety';
const CANTEEN1 = seedId(SPACE.dept, 4); // 第一小学学生食堂
const SCHOOL2 = seedId(SPACE.dept, 5); // 东湖区实验中学
const CANTEEN2A = WORK_PERSONNEL_CANTEENS.canteen2a; // 实验中学's canteen
const DENIED = { code: 403, msg: '没有权限执行此操作' };

type Template = { id: string; name: string; currentVersion: number; versionId: string; items: { area: string; content: string }[]; version: number };
type Hazard = {
  id: string;
  status: number;
  overdue: boolean;
  deadline: string;
  canteenId: string;
  mine: boolean;
  version: number;
  rectifyUserId: string | null;
};
type Inspection = {
  id: string;
  templateVersion: number;
  failCount: number;
  openCount: number;
  items: { seq: number; result: number; hazardId: string | null }[];
};
type Item = { key: string; count: number | null; link: string };

/** The app's day `offset` days from today in the deployment's zone (the tests' servers run Asia/Shanghai). */
async function dayOf(caller: Caller, offset: number): Promise<string> {
  const { now } = (await caller.get<{ now: number }>('/api/shian/clock')).body.data;
  return new Date(now + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
}

const photo = (base: string, caller: Caller) => uploadFile(base, caller, PNG, '整改.png');

const targets = inject('targets');
const databaseUrl = targets.find((target) => target.databaseUrl)?.databaseUrl;
let db: pg.Client | undefined;
afterAll(async () => db?.end());

for (const target of targets) {
  describe(`${target.name}: safety (日常检查, 隐患整改)`, () => {
    const base = target.url;
    const hazards = async (caller: Caller, query: Record<string, string> = {}) =>
      (await caller.get<PageOf<Hazard>>(`${S}/hazard/list`, { size: '200', ...query })).body.data;
    const todo = async (caller: Caller, key: string) => (await caller.get<Item[]>('/api/rabbit-desk/todo/summary')).body.data.find((item) => item.key === key);

    /** A template of three items the bureau makes, then edits into version 2 (four items). */
    const template = async (centre: Caller) => {
      const items = [
        { area: '证照管理', content: '健康证明齐全' },
        { area: '环境卫生', content: '防鼠设施完好' },
        { area: '留样管理', content: '留样 48 小时' },
      ];
      const made = (await centre.post<Template>(`${S}/template/submit`, { name: `测试检查表${Date.now().toString(36)}`, items })).body.data;
      expect(made).toMatchObject({ currentVersion: 1, items });
      const edited = (
        await centre.post<Template>(`${S}/template/submit`, {
          id: made.id,
          version: made.version,
          name: made.name,
          items: [...items, { area: '加工制作', content: '生熟分开' }],
        })
      ).body.data;
      expect(edited).toMatchObject({ id: made.id, currentVersion: 2 });
      expect(edited.versionId).not.toBe(made.versionId);
      expect((await centre.post(`${S}/template/submit`, { id: made.id, version: made.version, name: made.name, items })).body.code).toBe(409);
      return edited;
    };

    it('answers 401 without a token, 403 to suppliers and to the roles a step is not theirs', async () => {
      for (const path of ['template/list', 'inspection/list', 'hazard/list', 'canteens'])
        expect((await callerOf(base, '').get(`${S}/${path}`)).status, path).toBe(401);
      const supplier = callerOf(base, (await tokens(base, { tenantId: '100001', username: 'supplier', supplier: true })).access);
      expect((await supplier.get(`${S}/hazard/list`)).status).toBe(403);
      expect((await (await signedIn(base, 'bank')).get(`${S}/hazard/list`)).body).toMatchObject(DENIED);
      const jiwei = await signedIn(base, 'jiwei');
      expect((await jiwei.post(`${S}/inspection/submit`, { canteenId: CANTEEN1, templateId: '1', inspectDate: '2024-01-01', items: [] })).body).toMatchObject(
        DENIED,
      );
      expect(
        (await (await signedIn(base, 'school')).post(`${S}/template/submit`, { name: '学校模板', items: [{ area: 'a', content: 'b' }] })).body,
      ).toMatchObject(DENIED);
      expect((await jiwei.post(`${S}/hazard/rectify`, { id: '1', version: 1, note: 'x', photoIds: ['1'] })).body).toMatchObject(DENIED);
    });

    it('the demo: every reader sees the hazards of its reach; another tenant none of them', async () => {
      const east = await hazards(await signedIn(base, 'centre'));
      expect(east.total).toBeGreaterThanOrEqual(3);
      expect(east.records.some((hazard) => hazard.overdue)).toBe(true);
      const canteen = await hazards(await signedIn(base, 'canteen'));
      expect(canteen.records.every((hazard) => hazard.canteenId === CANTEEN1)).toBe(true);
      const west = await hazards(await signedIn(base, 'centre2', '100002'));
      expect(west.total).toBeGreaterThanOrEqual(1);
      expect(west.records.some((hazard) => east.records.some((mine) => mine.id === hazard.id))).toBe(false);
    });

    it('checks an inspection’s fields with their messages', async () => {
      const centre = await signedIn(base, 'centre');
      const chosen = (await centre.get<Template[]>(`${S}/template/list`)).body.data[0]!;
      const today = await dayOf(centre, 0);
      const all = (result: number, extra = {}) => chosen.items.map((_, index) => ({ seq: index + 1, result, ...extra }));
      const submit = async (body: Record<string, unknown>) =>
        (await centre.post(`${S}/inspection/submit`, { canteenId: CANTEEN1, templateId: chosen.id, inspectDate: today, items: all(1), ...body })).body;
      expect(await submit({ canteenId: '' })).toMatchObject({ code: 400, msg: '请选择检查食堂' });
      expect(await submit({ inspectDate: '2024-02-31' })).toMatchObject({ code: 400, msg: '检查日期格式应为 YYYY-MM-DD' });
      expect(await submit({ inspectDate: await dayOf(centre, 2) })).toMatchObject({ code: 400, msg: '检查日期不能晚于今天' });
      expect(await submit({ items: all(1).slice(1) })).toMatchObject({ code: 400, msg: '请逐项填写检查结果' });
      expect(await submit({ items: all(2) })).toMatchObject({ code: 400, msg: '请选择整改期限' });
      expect(await submit({ items: all(2, { deadline: await dayOf(centre, -1), responsible: '李' }) })).toMatchObject({
        code: 400,
        msg: '整改期限不能早于检查日期',
      });
      expect(await submit({ items: all(2, { deadline: today }) })).toMatchObject({ code: 400, msg: '请输入整改责任人' });
      expect(await submit({ canteenId: seedId(SPACE.dept, 17) })).toMatchObject({ code: 403, msg: '检查食堂不在管辖范围内' });
      expect(await submit({ items: all(1, { photoIds: ['999999999'] }) })).toMatchObject({ code: 400, msg: '照片不存在' });
    });

    it('two 不符合 → two hazards: one rectified with a photo and confirmed, one overdue warns the bureau; logged', async () => {
      const [centre, canteen, market] = [await signedIn(base, 'centre'), await signedIn(base, 'canteen'), await signedIn(base, 'market')];
      const chosen = await template(centre);
      const [inspected, soon, late] = [await dayOf(centre, -10), await dayOf(centre, 5), await dayOf(centre, -3)];
      const made = await centre.post<{ id: string; hazardIds: string[] }>(`${S}/inspection/submit`, {
        canteenId: CANTEEN1,
        templateId: chosen.id,
        inspectDate: inspected,
        summary: '测试检查',
        items: [
          { seq: 1, result: 2, note: '健康证过期', deadline: soon, responsible: '李食堂' },
          { seq: 2, result: 1 },
          { seq: 3, result: 2, note: '未留样', deadline: late, responsible: '李食堂' },
          { seq: 4, result: 3 },
        ],
      });
      expect(made.body.code, JSON.stringify(made.body)).toBe(200);
      const [fixed, overdue] = made.body.data.hazardIds as [string, string];
      expect(made.body.data.hazardIds).toHaveLength(2);
      // the template edited again: the inspection keeps version 2
      await centre.post(`${S}/template/submit`, { id: chosen.id, version: chosen.version, name: chosen.name, items: chosen.items.slice(0, 2) });
      const detail = (await centre.get<Inspection>(`${S}/inspection/detail`, { id: made.body.data.id })).body.data;
      expect(detail).toMatchObject({ templateVersion: 2, failCount: 2, openCount: 2 });
      expect(detail.items.map((item) => [item.result, item.hazardId])).toEqual([
        [2, fixed],
        [1, null],
        [2, overdue],
        [3, null],
      ]);

      // the overdue one: a warning for the bureau and market supervision, counted as its list; not in another tenant
      const bureauOverdue = await hazards(centre, { overdue: '1' });
      expect(bureauOverdue.records.map((hazard) => hazard.id)).toContain(overdue);
      expect(bureauOverdue.records.map((hazard) => hazard.id)).not.toContain(fixed);
      expect(bureauOverdue.records.every((hazard) => hazard.overdue && hazard.status === 0)).toBe(true);
      expect(await todo(centre, 'safety.overdue')).toMatchObject({ count: bureauOverdue.total, link: '/anquan/rectify/index?overdue=1' });
      expect((await hazards(market, { overdue: '1' })).records.map((hazard) => hazard.id)).toContain(overdue);
      expect((await hazards(await signedIn(base, 'centre2', '100002'))).records.map((hazard) => hazard.id)).not.toContain(overdue);
      expect((await (await signedIn(base, 'centre2', '100002')).get(`${S}/hazard/detail`, { id: overdue })).body).toMatchObject({
        code: 404,
        msg: '隐患不存在',
      });

      // the canteen rectifies with a photo (none: refused); the bureau may not rectify
      const open = (await canteen.get<Hazard>(`${S}/hazard/detail`, { id: fixed })).body.data;
      expect((await canteen.post(`${S}/hazard/rectify`, { id: fixed, version: open.version, note: '已换证', photoIds: [] })).body).toMatchObject({
        code: 400,
        msg: '请上传整改照片',
      });
      expect((await centre.post(`${S}/hazard/rectify`, { id: fixed, version: open.version, note: '已换证', photoIds: ['1'] })).body).toMatchObject(DENIED);
      const picture = await photo(base, canteen);
      const rectified = await canteen.post<Hazard>(`${S}/hazard/rectify`, { id: fixed, version: open.version, note: '已换证', photoIds: [picture] });
      expect(rectified.body.data).toMatchObject({ status: 1, version: open.version + 1 });
      expect((await canteen.post(`${S}/hazard/rectify`, { id: fixed, version: open.version + 1, note: '再次', photoIds: [picture] })).body).toMatchObject({
        code: 400,
        msg: '隐患已整改，等待确认',
      });
      const withPhoto = (await centre.get<{ rectifyPhotos: { id: string; link: string }[] }>(`${S}/hazard/detail`, { id: fixed })).body.data;
      expect(withPhoto.rectifyPhotos.map((file) => file.id)).toEqual([picture]);
      // only the inspecting unit confirms: not the canteen, not market supervision
      expect((await canteen.post(`${S}/hazard/confirm`, { id: fixed, version: open.version + 1 })).body).toMatchObject({
        code: 403,
        msg: '只有检查单位可以确认整改',
      });
      expect((await market.post(`${S}/hazard/confirm`, { id: fixed, version: open.version + 1 })).body).toMatchObject({
        code: 403,
        msg: '只有检查单位可以确认整改',
      });
      expect((await centre.post(`${S}/hazard/confirm`, { id: fixed, version: open.version })).body.code).toBe(409);
      const confirmed = await centre.post<Hazard>(`${S}/hazard/confirm`, { id: fixed, version: open.version + 1 });
      expect(confirmed.body.data).toMatchObject({ status: 2, mine: true });
      expect((await centre.get<Inspection>(`${S}/inspection/detail`, { id: made.body.data.id })).body.data.openCount).toBe(1);

      if (target.databaseUrl) {
        db ??= new pg.Client({ connectionString: databaseUrl });
        if (!(db as unknown as { _connected?: boolean })._connected) await db.connect().catch(() => undefined);
        const logged = await db.query(`SELECT action FROM safety_log WHERE entity = 'hazard' AND entity_id = $1 ORDER BY id`, [fixed]);
        expect(logged.rows.map((row) => row.action)).toEqual(['create', 'rectify', 'confirm']);
        const open = await db.query(
          `SELECT count(*)::int AS n FROM safety_hazard WHERE tenant_id = '100001' AND status = 0 AND deadline < (now() AT TIME ZONE 'Asia/Shanghai')::date`,
        );
        expect(bureauOverdue.total).toBe(open.rows[0].n);
      }
    });

    it('the rectifier cannot confirm; a return sends the hazard back with its reason', async () => {
      // a principal of a school self-inspects, rectifies a hazard itself and may not confirm it; another principal may.
      // The test's own principals sit in 实验中学: 第一小学's users are listed exactly by another file run alongside.
      const centre = await signedIn(base, 'centre');
      const principal = async (realName: string) => {
        const account = uniqueAccount('aq');
        const made = await centre.post<{ id: string }>('/api/rabbit-user/submit', {
          account,
          password: 'Abc123',
          realName,
          sex: 1,
          deptId: SCHOOL2,
          roleId: roleId(1, 'school'),
        });
        expect(made.body.code, JSON.stringify(made.body)).toBe(200);
        onTestFinished(() => centre.post('/api/rabbit-user/remove', undefined, { ids: made.body.data.id }).then(() => undefined));
        return callerOf(base, (await tokens(base, { tenantId: '100001', username: account, password: 'Abc123' })).access);
      };
      const school = await principal('安全校长');
      const chosen = (await school.get<Template[]>(`${S}/template/list`)).body.data[0]!;
      const today = await dayOf(school, 0);
      const made = await school.post<{ id: string; hazardIds: string[] }>(`${S}/inspection/submit`, {
        canteenId: CANTEEN2A,
        templateId: chosen.id,
        inspectDate: today,
        items: chosen.items.map((_, index) =>
          index === 0 ? { seq: 1, result: 2, note: '自查问题', deadline: today, responsible: '安全校长' } : { seq: index + 1, result: 1 },
        ),
      });
      expect(made.body.code, JSON.stringify(made.body)).toBe(200);
      const hazard = made.body.data.hazardIds[0]!;
      const picture = await photo(base, school);
      expect((await school.post(`${S}/hazard/rectify`, { id: hazard, version: 1, note: '整改', photoIds: [picture] })).body.code).toBe(200);
      expect((await school.post(`${S}/hazard/confirm`, { id: hazard, version: 2 })).body).toMatchObject({ code: 403, msg: '整改人不能确认自己的整改' });
      const deputy = await principal('安全副校长');
      expect((await deputy.post(`${S}/hazard/return`, { id: hazard, version: 2, reason: '' })).body).toMatchObject({ code: 400, msg: '请输入退回原因' });
      const returned = await deputy.post<Hazard & { returnReason: string }>(`${S}/hazard/return`, { id: hazard, version: 2, reason: '照片不清晰' });
      expect(returned.body.data).toMatchObject({ status: 0, returnReason: '照片不清晰' });
      // another school of the tenant (第一小学's principal) sees nothing of it
      const outsider = await signedIn(base, 'school');
      expect((await hazards(outsider)).records.map((row) => row.id)).not.toContain(hazard);
      expect((await outsider.post(`${S}/hazard/rectify`, { id: hazard, version: 3, note: 'x', photoIds: [await photo(base, outsider)] })).body).toMatchObject({
        code: 404,
        msg: '隐患不存在',
      });
    });

    it('服务热线: the bureau records and handles calls; the school reads those about itself, another tenant none', async () => {
      const [centre, school] = [await signedIn(base, 'centre'), await signedIn(base, 'school')];
      type Call = { id: string; schoolId: string | null; status: number; result: string; version: number };
      const content = `来电测试${Date.now().toString(36)}`;
      expect((await school.post(`${S}/call/submit`, { caller: '家长', kind: 1, content })).body).toMatchObject(DENIED);
      expect((await centre.post(`${S}/call/submit`, { caller: '', kind: 1, content })).body).toMatchObject({ code: 400, msg: '请输入来电人' });
      expect((await centre.post(`${S}/call/submit`, { caller: '家长', kind: 4, content })).body).toMatchObject({ code: 400, msg: '请选择来电类型' });
      expect((await centre.post(`${S}/call/submit`, { caller: '家长', kind: 1, content, schoolId: seedId(SPACE.dept, 16) })).body).toMatchObject({
        code: 400,
        msg: '学校不在管辖范围内',
      });
      const about = (await centre.post<Call>(`${S}/call/submit`, { caller: '家长', phone: '13912345678', kind: 2, content, schoolId: seedId(SPACE.dept, 3) }))
        .body.data;
      const district = (await centre.post<Call>(`${S}/call/submit`, { caller: '市民', kind: 1, content: `${content}区级` })).body.data;
      expect(about).toMatchObject({ schoolId: seedId(SPACE.dept, 3), status: 0 });
      const ids = async (caller: Caller) => (await caller.get<PageOf<Call>>(`${S}/call/list`, { size: '200' })).body.data.records.map((call) => call.id);
      expect(await ids(centre)).toEqual(expect.arrayContaining([about.id, district.id]));
      expect(await ids(school)).toContain(about.id);
      expect(await ids(school)).not.toContain(district.id);
      expect(await ids(await signedIn(base, 'centre2', '100002'))).not.toContain(about.id);
      expect((await centre.post(`${S}/call/handle`, { id: about.id, version: about.version, result: '' })).body).toMatchObject({
        code: 400,
        msg: '请输入处理结果',
      });
      const handled = (await centre.post<Call>(`${S}/call/handle`, { id: about.id, version: about.version, result: '已转学校处理' })).body.data;
      expect(handled).toMatchObject({ status: 1, result: '已转学校处理' });
      expect((await centre.post(`${S}/call/handle`, { id: about.id, version: handled.version, result: '再次' })).body).toMatchObject({
        code: 400,
        msg: '来电已处理',
      });
      expect((await (await signedIn(base, 'centre2', '100002')).post(`${S}/call/handle`, { id: district.id, version: 1, result: 'x' })).body).toMatchObject({
        code: 404,
        msg: '来电记录不存在',
      });
    });

    it('食安知识库: found by a word or the title’s pinyin initials, in its tenant; the bureau writes plain text', async () => {
      const [centre, school] = [await signedIn(base, 'centre'), await signedIn(base, 'school')];
      type Article = { id: string; title: string; content: string; category: number; version: number; editable: boolean };
      const titles = async (caller: Caller, query: Record<string, string>) =>
        (await caller.get<PageOf<Article>>(`${S}/article/list`, { size: '100', ...query })).body.data.records.map((article) => article.title);
      expect(await titles(school, { keyword: 'splyc' })).toContain('食品留样操作规范');
      expect(await titles(school, { keyword: '留样' })).toContain('食品留样操作规范');
      expect(await titles(school, { category: '3' })).toEqual(['某校食堂使用过期食材被处罚案例']);
      expect(await titles(await signedIn(base, 'centre2', '100002'), { keyword: 'splyc' })).toEqual([]);
      expect((await school.post(`${S}/article/submit`, { category: 1, title: '越权', content: 'x' })).body).toMatchObject(DENIED);
      expect((await centre.post(`${S}/article/submit`, { category: 9, title: '标题', content: 'x' })).body).toMatchObject({ code: 400, msg: '请选择分类' });
      const title = `晨检要点${Date.now().toString(36)}`;
      const made = (await centre.post<Article>(`${S}/article/submit`, { category: 2, title, content: '<script>alert(1)</script>\n测体温' })).body.data;
      expect(made).toMatchObject({ title, content: '<script>alert(1)</script>\n测体温', editable: true });
      expect(await titles(school, { keyword: 'cjyd' })).toContain(title);
      expect((await centre.post(`${S}/article/submit`, { id: made.id, version: made.version + 1, category: 2, title, content: 'y' })).body.code).toBe(409);
      expect((await centre.post(`${S}/article/remove`, { id: made.id })).body.code).toBe(200);
      expect(await titles(school, { keyword: 'cjyd' })).not.toContain(title);
    });
  });
}
