// 通知 (/api/rabbit-desk/notice, 新闻资讯): the steps 草稿 → 已发布 → 已撤回 once each with their messages, the
// version checked, the body kept as plain text, and the reach: a notice to one school is seen by that school and its
// bureau only — not by another school of the tenant, nor by another tenant; drafts and withdrawn notices by no reader.
import { describe, expect, inject, it } from 'vitest';
import { roleId } from '../../server/seed/org.ts';
import { seedId, SPACE } from '../../server/seed/ids.ts';
import { tokens } from './client.ts';
import { callerOf, signedIn, uniqueAccount, type Caller, type PageOf } from './support/session.ts';

type Notice = {
  id: string;
  title: string;
  subtitle: string;
  tag: string;
  img: string;
  content: string;
  status: number;
  audience: number;
  schoolIds: string[];
  schoolNames: string[];
  deptName: string;
  publishTime: string | null;
  own: boolean;
  version: number;
};

const N = '/api/rabbit-desk/notice';
const SCHOOL1 = seedId(SPACE.dept, 3); // 东湖区第一小学
const SCHOOL2 = seedId(SPACE.dept, 5); // 东湖区实验中学
const SCHOOL21 = seedId(SPACE.dept, 16); // 西山区第一中学 (tenant 100002)
const DENIED = { code: 403, msg: '没有权限执行此操作' };
const GONE = { code: 404, msg: '通知不存在' };
const STALE = { code: 409, msg: '该记录已被他人修改，请刷新后再保存' };

for (const target of inject('targets')) {
  describe(`${target.name}: notices (新闻资讯)`, () => {
    const base = target.url;
    const titles = async (caller: Caller, query: Record<string, string> = {}) =>
      (await caller.get<PageOf<Notice>>(`${N}/list`, { size: '50', ...query })).body.data.records.map((notice) => notice.title);
    let school2: Caller | undefined;
    /** A principal of 东湖区实验中学, made once per engine. */
    const secondSchool = async () => {
      if (school2) return school2;
      const account = uniqueAccount('tz');
      const made = await (
        await signedIn(base, 'centre')
      ).post('/api/rabbit-user/submit', {
        account,
        password: 'Abc123',
        realName: '通知测试校长',
        sex: 1,
        deptId: SCHOOL2,
        roleId: roleId(1, 'school'),
      });
      expect(made.body.code, JSON.stringify(made.body)).toBe(200);
      school2 = callerOf(base, (await tokens(base, { tenantId: '100001', username: account, password: 'Abc123' })).access);
      return school2;
    };

    it('answers 401 without a token and 403 to suppliers; writes need the button and the bureau’s role', async () => {
      for (const path of ['list', 'detail']) expect((await callerOf(base, '').get(`${N}/${path}`, { id: '1' })).status, path).toBe(401);
      const supplier = callerOf(base, (await tokens(base, { tenantId: '100001', username: 'supplier', supplier: true })).access);
      expect((await supplier.get(`${N}/list`)).status).toBe(403);
      const draft = { title: '越权草稿', content: '正文', audience: 0 };
      for (const account of ['school', 'canteen', 'jiwei', 'market', 'bank'])
        expect((await (await signedIn(base, account)).post(`${N}/submit`, draft)).body, account).toMatchObject(DENIED);
      for (const step of ['publish', 'withdraw'])
        expect((await (await signedIn(base, 'school')).post(`${N}/${step}`, { id: '1', version: 1 })).body).toMatchObject(DENIED);
    });

    it('the demo: readers see the published notices of their reach, newest first; drafts and withdrawn ones only the bureau', async () => {
      const school = await signedIn(base, 'school');
      const seen = (await school.get<PageOf<Notice>>(`${N}/list`, { size: '50' })).body.data.records;
      expect(seen.map((notice) => notice.title)).toEqual(
        expect.arrayContaining(['关于开展秋季学校食堂食品安全专项检查的通知', '第一小学食堂从业人员健康证到期提醒']),
      );
      expect(seen.every((notice) => notice.status === 1 && !notice.own)).toBe(true);
      const times = seen.map((notice) => notice.publishTime!);
      expect([...times].sort().reverse()).toEqual(times);
      // another school of the tenant: not the notice to 第一小学
      const other = await titles(await secondSchool());
      expect(other).toContain('关于开展秋季学校食堂食品安全专项检查的通知');
      expect(other).not.toContain('第一小学食堂从业人员健康证到期提醒');
      // the canteen reads its school's
      expect(await titles(await signedIn(base, 'canteen'))).toContain('第一小学食堂从业人员健康证到期提醒');
      // the bureau sees its draft and withdrawn notice; another tenant nothing of this one
      const bureau = await titles(await signedIn(base, 'centre'), {});
      expect(bureau).toEqual(expect.arrayContaining(['关于寒假期间食堂停餐安排的通知（草稿）', '关于调整学生餐收费标准的通知']));
      for (const title of ['关于寒假期间食堂停餐安排的通知（草稿）', '关于调整学生餐收费标准的通知'])
        expect(seen.map((notice) => notice.title)).not.toContain(title);
      const west = await titles(await signedIn(base, 'centre2', '100002'));
      expect(west).toContain('西山区学校食堂大宗食材集中采购工作通知');
      expect(west.some((title) => title.startsWith('东湖') || seen.some((notice) => notice.title === title))).toBe(false);
    });

    it('checks each field with its message', async () => {
      const centre = await signedIn(base, 'centre');
      const submit = async (body: Record<string, unknown>) => (await centre.post(`${N}/submit`, { title: '标题', content: '正文', audience: 0, ...body })).body;
      expect(await submit({ title: '' })).toMatchObject({ code: 400, msg: '请输入标题' });
      expect(await submit({ content: ' ' })).toMatchObject({ code: 400, msg: '请输入正文' });
      expect(await submit({ audience: 3 })).toMatchObject({ code: 400, msg: '请选择发布范围' });
      expect(await submit({ audience: 1, schoolIds: [] })).toMatchObject({ code: 400, msg: '请选择接收学校' });
      expect(await submit({ audience: 1, schoolIds: [SCHOOL21] })).toMatchObject({ code: 400, msg: '接收学校不在管辖范围内' });
      expect(await submit({ img: 'javascript:alert(1)' })).toMatchObject({ code: 400, msg: '图片地址不正确' });
      expect(await submit({ tag: '一二三四五六七八九十一' })).toMatchObject({ code: 400, msg: '标签不能超过 10 个字' });
      expect(await submit({ id: '1' })).toMatchObject({ code: 400, msg: '缺少版本号，请刷新后再保存' });
      expect(await submit({ id: '1', version: 1 })).toMatchObject(GONE);
    });

    it('a notice to one school: draft unseen, published seen by that school only, withdrawn gone; each step once, versions checked', async () => {
      const centre = await signedIn(base, 'centre');
      const school = await signedIn(base, 'school');
      const other = await secondSchool();
      const west = await signedIn(base, 'centre2', '100002');
      const title = `实验中学通知${Date.now().toString(36)}`;
      const content = '<script>alert(1)</script>\n请于周五前<b>上报</b>。';
      const made = (await centre.post<Notice>(`${N}/submit`, { title, subtitle: '副标题', tag: '通知', content, audience: 1, schoolIds: [SCHOOL2, SCHOOL2] }))
        .body;
      expect(made).toMatchObject({
        code: 200,
        data: { title, status: 0, audience: 1, schoolIds: [SCHOOL2], schoolNames: ['东湖区实验中学'], deptName: '东湖区教育局', own: true, version: 1 },
      });
      const draft = made.data;
      expect(await titles(other)).not.toContain(title);
      expect((await other.get(`${N}/detail`, { id: draft.id })).body).toMatchObject(GONE);

      // edit the draft (a stale version changes nothing), then publish
      const edited = (await centre.post<Notice>(`${N}/submit`, { ...draft, subtitle: '改后的副标题' })).body.data;
      expect(edited).toMatchObject({ subtitle: '改后的副标题', version: 2 });
      expect((await centre.post(`${N}/submit`, { ...draft, subtitle: '旧版本' })).body).toMatchObject(STALE);
      expect((await centre.post(`${N}/publish`, { id: draft.id, version: 1 })).body).toMatchObject(STALE);
      // another tenant's bureau cannot touch it
      expect((await west.post(`${N}/publish`, { id: draft.id, version: 2 })).body).toMatchObject(GONE);
      const published = (await centre.post<Notice>(`${N}/publish`, { id: draft.id, version: 2 })).body.data;
      expect(published).toMatchObject({ status: 1, version: 3, publishTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) });

      // the school addressed reads it, body exactly as written (plain text); the others do not
      expect((await other.get<PageOf<Notice>>(`${N}/list`, { title: title.slice(-6) })).body.data.records.map((notice) => notice.title)).toEqual([title]);
      expect((await other.get<Notice>(`${N}/detail`, { id: draft.id })).body.data).toMatchObject({ content, own: false });
      expect(await titles(school)).not.toContain(title);
      expect((await school.get(`${N}/detail`, { id: draft.id })).body).toMatchObject(GONE);
      expect((await west.get(`${N}/detail`, { id: draft.id })).body).toMatchObject(GONE);
      expect(await titles(west)).not.toContain(title);

      // each step once
      expect((await centre.post(`${N}/submit`, { ...published, title: '改标题' })).body).toMatchObject({ code: 400, msg: '只有草稿可以修改' });
      expect((await centre.post(`${N}/publish`, { id: draft.id, version: 3 })).body).toMatchObject({ code: 400, msg: '通知已发布' });
      expect((await west.post(`${N}/withdraw`, { id: draft.id, version: 3 })).body).toMatchObject(GONE);
      expect((await centre.post<Notice>(`${N}/withdraw`, { id: draft.id, version: 3 })).body.data).toMatchObject({ status: 2, version: 4 });
      expect((await centre.post(`${N}/withdraw`, { id: draft.id, version: 4 })).body).toMatchObject({ code: 400, msg: '通知已撤回' });
      expect((await centre.post(`${N}/publish`, { id: draft.id, version: 4 })).body).toMatchObject({ code: 400, msg: '已撤回的通知不能再发布' });
      expect(await titles(other)).not.toContain(title);
      expect(await titles(centre, { status: '2' })).toContain(title);
    });

    it('a notice to the whole tenant reaches every school and canteen of it, and no other tenant', async () => {
      const centre = await signedIn(base, 'centre');
      const title = `全区通知${Date.now().toString(36)}`;
      const draft = (await centre.post<Notice>(`${N}/submit`, { title, content: '全区各校：请知悉。', audience: 0, schoolIds: [SCHOOL1] })).body.data;
      expect(draft).toMatchObject({ audience: 0, schoolIds: [] });
      expect((await centre.post(`${N}/publish`, { id: draft.id, version: draft.version })).body.code).toBe(200);
      for (const account of ['school', 'canteen', 'jiwei', 'bank']) expect(await titles(await signedIn(base, account)), account).toContain(title);
      expect(await titles(await secondSchool())).toContain(title);
      expect(await titles(await signedIn(base, 'centre2', '100002'))).not.toContain(title);
    });
  });
}
