// 信息公开 for parents (server/modules/disclosure, decision 0019): a school's public page shows only what it published;
// survey answers and complaints from the public link need the captcha, are plain text and bounded; a complaint is
// assigned, replied, closed, escalated to the bureau when overdue, and its reply read by its reference number — and
// its contact only by the school and its bureau; every count in the caller's reach. 食谱公示 reads the nutrition
// module's published weeks (recipes.ts): this week's, as the demo seed publishes them.
// The rate limits (429) run on a server of their own with small settings, at the end of this file.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import { seedId, SPACE } from '../../server/seed/ids.ts';
import { call, captcha, newAddress } from './client.ts';
import { CAPTCHA } from './global-setup.ts';
import { describeOwnServers } from './support/own-servers.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { signedIn, type Caller, type PageOf } from './support/session.ts';

const D = '/api/shian/disclosure';
const P = '/api/shian/public';
const SCHOOL1 = seedId(SPACE.dept, 3); // 东湖区第一小学
const SCHOOL2 = seedId(SPACE.dept, 5); // 东湖区实验中学

type Link = { schoolId: string; schoolName: string; token: string };
type Complaint = {
  id: string;
  refNo: string;
  schoolId: string;
  status: number;
  contactName: string;
  contactPhone: string;
  escalated: boolean;
  reply: string;
  handlerId: string | null;
  version: number;
  actionable: boolean;
};
type Survey = { id: string; questions: { id: string; title: string }[]; open: boolean; own: boolean; version: number; responses: number };
type Result = {
  responses: number;
  average: number | null;
  questions: { id: string; average: number | null; counts: number[] }[];
  schools: { schoolId: string; responses: number; average: number | null }[];
  trend: { day: string; responses: number }[];
  comments: { comment: string }[];
};

const solved = async (base: string) => ({ captchaKey: (await captcha(base)).key, captchaCode: CAPTCHA });
const linkOf = async (caller: Caller, schoolId: string) => (await caller.get<Link[]>(`${D}/links`)).body.data.find((link) => link.schoolId === schoolId)!;

for (const target of inject('targets')) {
  describe(`${target.name}: 信息公开 (public disclosure)`, () => {
    const base = target.url;
    const open = (method: string, url: string, json?: unknown) => call<{ code: number; msg: string; data: never }>(base, method, url, { json });

    it('a school’s public page: only its published notices, this week’s published recipes, its prices, its open surveys; an unknown link is refused', async () => {
      const school = await signedIn(base, 'school');
      const links = (await school.get<Link[]>(`${D}/links`)).body.data;
      expect(links.map((link) => link.schoolId)).toEqual([SCHOOL1]);
      expect(links[0]!.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      // the bureau keeps the links of its schools, the same token; 纪委 keeps none
      expect((await linkOf(await signedIn(base, 'centre'), SCHOOL1)).token).toBe(links[0]!.token);
      expect((await (await signedIn(base, 'jiwei')).get<Link[]>(`${D}/links`)).body.data).toEqual([]);
      const page = await call<{
        data: {
          schoolName: string;
          notices: { title: string }[];
          recipes: { schoolId: string; weekStart: string; days: { date: string; meals: { dishes: { name: string }[] }[] }[] }[];
          prices: { meals: unknown[] };
          surveys: unknown[];
        };
      }>(base, 'GET', `${P}/school/${links[0]!.token}`, {});
      expect(page.status).toBe(200);
      expect(page.body.data.schoolName).toBe('东湖区第一小学');
      // this week's published recipes of the school's canteens, and no other school's
      const { recipes } = page.body.data;
      expect(recipes.length).toBeGreaterThan(0);
      for (const week of recipes) {
        expect(week.schoolId).toBe(SCHOOL1);
        expect(new Date(`${week.weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
        expect(week.days.flatMap((day) => day.meals.flatMap((meal) => meal.dishes)).length).toBeGreaterThan(0);
      }
      // the notices: exactly the published ones the school's own readers see
      const readable = (await school.get<PageOf<{ title: string; status: number }>>('/api/rabbit-desk/notice/list', { size: '50' })).body.data.records;
      expect(page.body.data.notices.map((notice) => notice.title)).toEqual(
        readable
          .filter((notice) => notice.status === 1)
          .slice(0, 10)
          .map((notice) => notice.title),
      );
      // nothing personal: no user, contact or account field anywhere in the page
      expect(JSON.stringify(page.body.data)).not.toMatch(/phone|realName|account|contact|personnel/i);
      expect((await open('GET', `${P}/school/${'x'.repeat(32)}`)).body).toMatchObject({ code: 404, msg: '链接无效或已失效' });
      expect((await open('GET', `${P}/school/short`)).status).toBe(400);
      // the console's 食谱公示: the same school's weeks; a day of a week long past published nothing
      const listed = (await school.get<{ schoolId: string }[]>(`${D}/recipe`)).body.data;
      expect(listed.length).toBeGreaterThan(0);
      expect(listed.every((week) => week.schoolId === SCHOOL1)).toBe(true);
      expect((await school.get(`${D}/recipe`, { day: '2020-01-06' })).body).toMatchObject({ code: 200, data: [] });
    });

    it('a renewed link replaces the old one: the old token opens nothing', async () => {
      const centre = await signedIn(base, 'centre');
      const before = await linkOf(centre, SCHOOL2);
      const renewed = (await centre.post<Link>(`${D}/links/renew`, { schoolId: SCHOOL2 })).body.data;
      expect(renewed.token).not.toBe(before.token);
      expect((await open('GET', `${P}/school/${before.token}`)).status).toBe(404);
      expect((await open('GET', `${P}/school/${renewed.token}`)).status).toBe(200);
      // a school renews only its own
      expect((await (await signedIn(base, 'school')).post(`${D}/links/renew`, { schoolId: SCHOOL2 })).body).toMatchObject({ code: 400 });
    });

    it.runIf(target.databaseUrl)('价格公示 matches the meal plans and the accepted unit prices of 30 days counted by plain SQL', async () => {
      const db = new pg.Client({ connectionString: target.databaseUrl });
      await db.connect();
      onTestFinished(() => db.end());
      const answer = await (
        await signedIn(base, 'school')
      ).get<{ meals: { name: string; lunch: number }[]; goods: { code: string; average: number; batches: number }[] }>(`${D}/price`);
      expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
      const prices = answer.body.data;
      const meals = await db.query(`SELECT name, price2 AS lunch FROM sys_meal_category WHERE school_id = $1 AND is_deleted = 0 ORDER BY name`, [SCHOOL1]);
      expect(prices.meals.map(({ name, lunch }) => ({ name, lunch }))).toEqual(meals.rows);
      const goods = await db.query(
        `SELECT l.goods_code AS code, round(sum(l.unit_price * a.accepted_qty)::numeric / sum(a.accepted_qty))::int AS average, count(*)::int AS batches
           FROM supply_acceptance a JOIN supply_order o ON o.id = a.order_id JOIN supply_order_line l ON l.id = a.line_id
          WHERE o.school_id = $1 AND a.accepted_qty > 0 AND a.create_time >= app_now() - interval '30 days' GROUP BY 1 ORDER BY 1`,
        [SCHOOL1],
      );
      expect(prices.goods.map(({ code, average, batches }) => ({ code, average, batches }))).toEqual(goods.rows);
    });

    it('价格公示 in reach: another school’s asked for answers nothing of it; another tenant sees none', async () => {
      const school = await signedIn(base, 'school');
      const other = (await school.get<{ meals: unknown[]; goods: unknown[] }>(`${D}/price`, { schoolId: SCHOOL2 })).body.data;
      expect(other).toMatchObject({ meals: [], goods: [] });
      const centre2 = await signedIn(base, 'centre2', '100002');
      expect((await centre2.get<{ meals: unknown[] }>(`${D}/price`, { schoolId: SCHOOL1 })).body.data).toMatchObject({ meals: [], goods: [] });
      expect((await (await signedIn(base, 'supplier', '100001', { supplier: true })).get(`${D}/price`)).status).toBe(403);
    });

    it('满意度评价: answered from the public link with the captcha; results per question, school and day; in reach only', async () => {
      const centre = await signedIn(base, 'centre');
      // today on the app clock, in the demo's zone (Asia/Shanghai)
      const now = (await call<{ data: { now: number } }>(base, 'GET', '/api/shian/clock', { token: centre.token })).body.data.now;
      const start = new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);
      const made = await centre.post<Survey>(`${D}/survey/submit`, {
        title: `午餐满意度 ${Date.now()}`,
        audience: 1,
        startDate: start,
        endDate: '2099-12-31',
        questions: ['饭菜口味', '份量'],
        schoolIds: [SCHOOL1, SCHOOL2],
      });
      expect(made.body.code, JSON.stringify(made.body)).toBe(200);
      const survey = made.body.data;
      expect(survey.open).toBe(true);
      const [q1, q2] = survey.questions;
      const token1 = (await linkOf(centre, SCHOOL1)).token;
      const token2 = (await linkOf(centre, SCHOOL2)).token;
      const page = await open('GET', `${P}/school/${token1}`);
      expect(JSON.stringify(page.body)).toContain(survey.id);
      const answer = async (token: string, scores: [number, number], comment = '') =>
        open('POST', `${P}/survey/answer`, {
          token,
          surveyId: survey.id,
          scores: [
            { questionId: q1!.id, score: scores[0] },
            { questionId: q2!.id, score: scores[1] },
          ],
          comment,
          ...(await solved(base)),
        });
      expect((await answer(token1, [5, 4], '很好吃')).body.code).toBe(200);
      expect((await answer(token1, [3, 4])).body.code).toBe(200);
      expect((await answer(token2, [1, 2])).body.code).toBe(200);
      // refusals: a wrong captcha, a question left out, a score out of range, HTML in the comment
      const wrong = await open('POST', `${P}/survey/answer`, {
        token: token1,
        surveyId: survey.id,
        scores: [
          { questionId: q1!.id, score: 5 },
          { questionId: q2!.id, score: 5 },
        ],
        captchaKey: (await captcha(base)).key,
        captchaCode: 'nope',
      });
      expect(wrong.body).toMatchObject({ code: 400, msg: '验证码不正确' });
      expect(
        (await open('POST', `${P}/survey/answer`, { token: token1, surveyId: survey.id, scores: [{ questionId: q1!.id, score: 5 }], ...(await solved(base)) }))
          .body,
      ).toMatchObject({
        code: 400,
        msg: '请为每道题评分',
      });
      expect((await answer(token1, [6, 4])).body).toMatchObject({ code: 400, msg: '请为每道题评分' });
      expect((await answer(token1, [5, 5], '<script>alert(1)</script>')).body).toMatchObject({ code: 400, msg: '内容不能包含 HTML 标记' });
      // the bureau: both schools; the school: its own answers only
      const all = (await centre.get<Result>(`${D}/survey/result`, { id: survey.id })).body.data;
      expect(all.responses).toBe(3);
      expect(all.average).toBe(Number(((5 + 4 + 3 + 4 + 1 + 2) / 6).toFixed(2)));
      expect(all.questions.map((question) => question.counts)).toEqual([
        [1, 0, 1, 0, 1],
        [0, 1, 0, 2, 0],
      ]);
      expect(all.schools.map((school) => [school.schoolId, school.responses, school.average])).toEqual([
        [SCHOOL1, 2, 4],
        [SCHOOL2, 1, 1.5],
      ]);
      expect(all.trend.reduce((sum, day) => sum + day.responses, 0)).toBe(3);
      expect(all.comments.map((comment) => comment.comment)).toEqual(['很好吃']);
      const own = (await (await signedIn(base, 'school')).get<Result>(`${D}/survey/result`, { id: survey.id })).body.data;
      expect(own.responses).toBe(2);
      expect(own.schools.map((school) => school.schoolId)).toEqual([SCHOOL1]);
      // another district: not found
      expect((await (await signedIn(base, 'centre2', '100002')).get(`${D}/survey/result`, { id: survey.id })).body).toMatchObject({ code: 404 });
      // ended early by its unit: no longer on the page nor answerable; a school cannot end the bureau's
      expect((await (await signedIn(base, 'school')).post(`${D}/survey/close`, { id: survey.id, version: survey.version })).body).toMatchObject({ code: 403 });
      expect((await centre.post(`${D}/survey/close`, { id: survey.id, version: survey.version })).body.code).toBe(200);
      expect(JSON.stringify((await open('GET', `${P}/school/${token1}`)).body)).not.toContain(survey.id);
      expect((await answer(token1, [5, 5])).body).toMatchObject({ code: 400, msg: '问卷不存在或已结束' });
    });

    it('投诉建议 from the public link: a reference number, assigned, replied, read back by the number, closed; the contact only to the school and its bureau', async () => {
      const school = await signedIn(base, 'school');
      const token = (await linkOf(school, SCHOOL1)).token;
      const sent = await open('POST', `${P}/complaint`, {
        token,
        kind: 1,
        title: '午餐偏咸',
        content: '孩子说最近午餐的菜偏咸，希望改进。',
        contactName: '张家长',
        contactPhone: '13800001111',
        ...(await solved(base)),
      });
      expect(sent.body.code, JSON.stringify(sent.body)).toBe(200);
      const { refNo } = sent.body.data as { refNo: string };
      expect(refNo).toMatch(/^[A-Z2-7]{16}$/);
      const lookup = (ref: string, at = token) => open('POST', `${P}/complaint/reply`, { token: at, refNo: ref });
      expect((await lookup(refNo)).body).toMatchObject({ code: 200, data: { refNo, status: 0, reply: '' } });
      expect(JSON.stringify((await lookup(refNo)).body)).not.toContain('13800001111');
      // the school sees the contact, 纪委 (no bureau of the school) does not
      const mine = (await school.get<PageOf<Complaint>>(`${D}/complaint/list`, { size: '50' })).body.data.records.find((row) => row.refNo === refNo)!;
      expect(mine).toMatchObject({ contactName: '张家长', contactPhone: '13800001111', status: 0, schoolId: SCHOOL1 });
      const seenByJiwei = (await (await signedIn(base, 'jiwei')).get<PageOf<Complaint>>(`${D}/complaint/list`, { size: '50' })).body.data.records.find(
        (row) => row.refNo === refNo,
      )!;
      expect(seenByJiwei).toMatchObject({ contactName: '', contactPhone: '' });
      const centre = (await (await signedIn(base, 'centre')).get<PageOf<Complaint>>(`${D}/complaint/list`, { size: '50' })).body.data.records.find(
        (row) => row.refNo === refNo,
      )!;
      expect(centre.contactPhone).toBe('13800001111');
      // another district sees nothing of it; the reference at another school's link finds nothing
      const others = (await (await signedIn(base, 'centre2', '100002')).get<PageOf<Complaint>>(`${D}/complaint/list`, { size: '50' })).body.data.records;
      expect(others.some((row) => row.refNo === refNo)).toBe(false);
      expect((await lookup(refNo, (await linkOf(await signedIn(base, 'centre'), SCHOOL2)).token)).body).toMatchObject({
        code: 404,
        msg: '未找到该编号的投诉建议',
      });
      // the bureau may not act on a complaint not yet escalated
      expect((await (await signedIn(base, 'centre')).post(`${D}/complaint/reply`, { id: mine.id, version: mine.version, reply: '已处理' })).body).toMatchObject(
        { code: 400 },
      );
      // 受理 to a staff member of the school, reply, close
      const handlers = (await school.get<{ id: string; name: string }[]>(`${D}/complaint/handlers`, { schoolId: SCHOOL1 })).body.data;
      expect(handlers.length).toBeGreaterThan(0);
      const assigned = await school.post<Complaint>(`${D}/complaint/assign`, { id: mine.id, version: mine.version, handlerId: handlers[0]!.id });
      expect(assigned.body.data).toMatchObject({ status: 1, handlerId: handlers[0]!.id });
      expect((await school.post(`${D}/complaint/close`, { id: mine.id, version: assigned.body.data.version })).body).toMatchObject({
        code: 400,
        msg: '请先回复再办结',
      });
      expect((await school.post(`${D}/complaint/reply`, { id: mine.id, version: assigned.body.data.version, reply: '<b>已整改</b>' })).body).toMatchObject({
        code: 400,
        msg: '内容不能包含 HTML 标记',
      });
      const replied = await school.post<Complaint>(`${D}/complaint/reply`, {
        id: mine.id,
        version: assigned.body.data.version,
        reply: '已调整盐量，感谢反馈。',
      });
      expect(replied.body.data).toMatchObject({ status: 2, reply: '已调整盐量，感谢反馈。' });
      expect((await school.post(`${D}/complaint/reply`, { id: mine.id, version: replied.body.data.version, reply: '再次' })).body).toMatchObject({
        code: 400,
        msg: '投诉建议已回复',
      });
      expect((await lookup(refNo.toLowerCase())).body).toMatchObject({ code: 200, data: { status: 2, reply: '已调整盐量，感谢反馈。' } });
      expect((await school.post<Complaint>(`${D}/complaint/close`, { id: mine.id, version: replied.body.data.version })).body.data.status).toBe(3);
      // a stale version
      expect((await school.post(`${D}/complaint/close`, { id: mine.id, version: replied.body.data.version })).body).toMatchObject({
        code: 400,
        msg: '投诉建议已办结',
      });
    });

    it('public submissions: the captcha, the sizes, plain text only; a staff entry needs the button and the reach', async () => {
      const token = (await linkOf(await signedIn(base, 'school'), SCHOOL1)).token;
      const form = { token, kind: 2, title: '建议', content: '增加水果' };
      expect((await open('POST', `${P}/complaint`, { ...form, captchaKey: (await captcha(base)).key, captchaCode: 'zzzz' })).body).toMatchObject({
        code: 400,
        msg: '验证码不正确',
      });
      expect((await open('POST', `${P}/complaint`, form)).status).toBe(400);
      // a captcha works once
      const used = await solved(base);
      expect((await open('POST', `${P}/complaint`, { ...form, ...used })).body.code).toBe(200);
      expect((await open('POST', `${P}/complaint`, { ...form, ...used })).body).toMatchObject({ code: 400, msg: '验证码不正确' });
      for (const html of ['<img src=x onerror=alert(1)>', 'a &lt; b', '<!-- x -->'])
        expect((await open('POST', `${P}/complaint`, { ...form, content: html, ...(await solved(base)) })).body, html).toMatchObject({
          code: 400,
          msg: '内容不能包含 HTML 标记',
        });
      // a plain "<" in a sentence is plain text
      expect((await open('POST', `${P}/complaint`, { ...form, content: '分量 < 以前', ...(await solved(base)) })).body.code).toBe(200);
      expect((await open('POST', `${P}/complaint`, { ...form, content: '长'.repeat(1001), ...(await solved(base)) })).body).toMatchObject({
        code: 400,
        msg: '内容不能超过 1000 个字',
      });
      expect((await open('POST', `${P}/complaint`, { ...form, content: 'x'.repeat(20_000), ...(await solved(base)) })).status).toBe(413);
      expect((await open('POST', `${P}/complaint`, { ...form, contactPhone: '123', ...(await solved(base)) })).body).toMatchObject({
        code: 400,
        msg: '请输入正确的手机号码',
      });
      // staff entry: the school for itself, not for another school; 纪委 has no keeping
      const school = await signedIn(base, 'school');
      const entered = await school.post<Complaint>(`${D}/complaint/submit`, {
        schoolId: SCHOOL1,
        kind: 1,
        title: '电话投诉',
        content: '来电反映',
        contactPhone: '13900002222',
      });
      expect(entered.body.data).toMatchObject({ status: 0, contactPhone: '13900002222' });
      expect((await school.post(`${D}/complaint/submit`, { schoolId: SCHOOL2, kind: 1, title: 't', content: 'c' })).body).toMatchObject({
        code: 400,
        msg: '请选择学校',
      });
      expect(
        (await (await signedIn(base, 'jiwei')).post(`${D}/complaint/submit`, { schoolId: SCHOOL1, kind: 1, title: 't', content: 'c' })).body.code,
      ).not.toBe(200);
    });

    it('escalation: an unreplied complaint past its deadline goes up to the bureau — its list, its 待办提醒, its reply', async () => {
      const school = await signedIn(base, 'school');
      const centre = await signedIn(base, 'centre');
      const entered = (await school.post<Complaint>(`${D}/complaint/submit`, { schoolId: SCHOOL1, kind: 1, title: '逾期测试', content: '无人处理' })).body.data;
      expect(entered).toMatchObject({ escalated: false, actionable: true });
      const escalatedOf = async () => (await centre.get<PageOf<Complaint>>(`${D}/complaint/list`, { escalated: '1', size: '200' })).body.data.records;
      expect((await escalatedOf()).some((row) => row.id === entered.id)).toBe(false);
      // the bureau sees it, but may not act on it yet: its row offers no action
      const seen = (await centre.get<PageOf<Complaint>>(`${D}/complaint/list`, { size: '200' })).body.data.records.find((row) => row.id === entered.id);
      expect(seen).toMatchObject({ escalated: false, actionable: false });
      onTestFinished(async () => void (await call(base, 'POST', '/api/test/clock', { json: { offsetSeconds: 0 } })));
      await call(base, 'POST', '/api/test/clock', { json: { offsetSeconds: 4 * 86_400 } });
      const up = (await escalatedOf()).find((row) => row.id === entered.id)!;
      expect(up).toMatchObject({ escalated: true, status: 0, actionable: true });
      const summary = (await centre.get<{ key: string; count: number }[]>('/api/rabbit-desk/todo/summary')).body.data;
      const item = (Array.isArray(summary) ? summary : (summary as { items: { key: string; count: number }[] }).items).find(
        (entry) => entry.key === 'complaint.escalated',
      );
      expect(item?.count).toBe((await escalatedOf()).length);
      // now the bureau may reply
      const replied = await centre.post<Complaint>(`${D}/complaint/reply`, { id: up.id, version: up.version, reply: '教育局已督办' });
      expect(replied.body.data).toMatchObject({ status: 2, escalated: true });
      expect((await escalatedOf()).some((row) => row.id === entered.id)).toBe(false);
    });
  });
}

describeOwnServers('limits of the public pages', { run: 'pglite' }, () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'shian-public-'));
  let server: RunningServer;
  let base = '';
  beforeAll(async () => {
    server = await startServer({
      DATA_DIR: path.join(folder, 'data'),
      CAPTCHA_FIXED_CODE: CAPTCHA,
      SEED_DEMO: '1',
      PUBLIC_RATE_LIMIT: '5',
      PUBLIC_SCHOOL_RATE_LIMIT: '12',
      PUBLIC_SUBMIT_RATE_LIMIT: '2',
    });
    base = server.url;
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('429 past the limits per address, per school (many addresses) and of submissions; other addresses and schools go on', async () => {
    const centre = await signedIn(base, 'centre');
    const links = (await centre.get<Link[]>(`${D}/links`)).body.data;
    const [one, two] = [links.find((link) => link.schoolId === SCHOOL1)!.token, links.find((link) => link.schoolId === SCHOOL2)!.token];
    const page = (token: string, address: string) => call(base, 'GET', `${P}/school/${token}`, { address });
    const address = newAddress();
    for (let i = 0; i < 5; i += 1) expect((await page(one, address)).status).toBe(200);
    const refused = await page(one, address);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 429, msg: '请求过于频繁，请稍后再试' });
    // the address is refused on every public route, even a submission
    expect((await call(base, 'POST', `${P}/complaint/reply`, { address, json: { token: two, refNo: 'AAAAAAAAAAAAAAAA' } })).status).toBe(429);
    // per school: 12 a minute over any number of addresses (5 already counted above)
    let statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) statuses.push((await page(one, newAddress())).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 429]);
    expect((await page(two, newAddress())).status).toBe(200);
    // submissions: 2 a minute per address (the reply look-up counts as one)
    const writer = newAddress();
    statuses = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push((await call(base, 'POST', `${P}/complaint/reply`, { address: writer, json: { token: two, refNo: 'AAAAAAAAAAAAAAAA' } })).status);
    expect(statuses).toEqual([404, 404, 429]);
  });
});
