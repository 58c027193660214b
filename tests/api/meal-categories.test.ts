// 餐别设置 (docs/product-rules.md#meal-plans) on both engines: a plan's add, edit (409 on a stale version, 409 on a
// name used), delete (refused while people are on it); the template; an upload of 5 rows of which 2 are bad ending
// 部分失败 with the rows and reasons in the task and in its error file, the good rows changed (refundType 1 paying the
// subsidy out to cash); a file that is not an .xlsx, one that lacks a column and someone else's upload refused
// whole; the bulk update; another school's plan or person not found; the bank refused.
import ExcelJS from 'exceljs';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { seedId, SPACE } from '../../server/seed/ids.ts';
import { DINER_SCHOOLS, STUDENTS, TEACHERS } from '../../server/seed/system-personnel-seed.ts';
import { BASIC } from './client.ts';
import { signedIn, uniqueAccount, type Caller } from './support/session.ts';

type Plan = { id: string; schoolId: string; schoolName: string; name: string; prices: number[]; people: number; version: number };
type Diner = { id: string; personnelNo: string; name: string; mealCategoryId: string | null; cash: number; subsidy: number };
type Task = {
  taskId: string;
  kind: string;
  status: number;
  total: number;
  success: number;
  fail: number;
  errors: { row?: number; reason: string }[];
  errorFileUrl: string | null;
};

const P = '/api/rabbit-personnel/personnel';
const GONE = { code: 404, msg: '数据不存在' };
const [first, second] = DINER_SCHOOLS;
const OTHER_SCHOOL_PERSON = seedId(SPACE.diner, TEACHERS + STUDENTS + 1);
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function sheetOf(rows: unknown[][], header = ['人员编号', '姓名', '餐别']): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('餐别导入');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function readBook(content: ArrayBuffer): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(content);
  return book;
}

const values = (sheet: ExcelJS.Worksheet) =>
  sheet
    .getSheetValues()
    .slice(1)
    .map((row) => (row as unknown[]).slice(1));

for (const target of inject('targets')) {
  describe(`${target.name}: meal plans`, () => {
    const base = target.url;
    const upload = async (caller: Caller, content: Buffer, kind = 'sheet') => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(content)]), 'meal.xlsx');
      const res = await fetch(new URL(`/api/rabbit-file/file/upload?kind=${kind}`, base), {
        method: 'POST',
        headers: { Authorization: BASIC, 'Blade-Auth': `bearer ${caller.token}` },
        body: form,
      });
      return (await res.json()) as { code: number; msg: string; data: { link: string } };
    };
    const start = (caller: Caller, url: string, refundType = '0') => caller.get<{ taskId: string }>(`${P}/uploadFileForMealCategory`, { url, refundType });
    const settled = async (caller: Caller, taskId: string): Promise<Task> => {
      for (let i = 0; i < 200; i += 1) {
        await caller.post('/api/test/tasks/tick');
        const task = (await caller.get<Task>(`${P}/uploadTaskStatus`, { taskId })).body.data;
        if (task.status >= 2) return task;
        await pause(50);
      }
      throw new Error(`task ${taskId} not final`);
    };
    const newPlan = async (caller: Caller, prices = [300, 1000, 800, 0]) =>
      (await caller.post<Plan>(`${P}/mealCategory/submit`, { name: uniqueAccount('餐别'), prices })).body.data;
    const newDiner = async (caller: Caller, fields: Record<string, unknown> = {}) =>
      (await caller.post<Diner>(`${P}/submit`, { personnelNo: uniqueAccount('M'), name: '餐别学生', type: 2, ...fields })).body.data;
    const detail = async (caller: Caller, id: string) => (await caller.get<Diner>(`${P}/detail`, { id })).body.data;

    it('adds, edits and deletes a plan: versions, a name once per school, prices in fen, refused while people are on it', async () => {
      const school = await signedIn(base, 'school');
      const plan = await newPlan(school);
      expect(plan).toMatchObject({ schoolId: first.school, prices: [300, 1000, 800, 0], people: 0, version: 1 });
      const list = (await school.get<Plan[]>(`${P}/mealCategory/list`)).body.data;
      expect(list.find((row) => row.id === plan.id)).toMatchObject({ name: plan.name, schoolName: '东湖区第一小学' });
      const edited = await school.post<Plan>(`${P}/mealCategory/update`, { id: plan.id, version: 1, name: plan.name, prices: [300, 1100, 800, 0] });
      expect(edited.body.data).toMatchObject({ prices: [300, 1100, 800, 0], version: 2 });
      expect((await school.post(`${P}/mealCategory/update`, { id: plan.id, version: 1, name: plan.name, prices: [0, 0, 0, 0] })).body).toMatchObject({
        code: 409,
        msg: '该记录已被他人修改，请刷新后再保存',
      });
      expect((await school.post(`${P}/mealCategory/submit`, { name: plan.name, prices: [0, 0, 0, 0] })).body).toMatchObject({
        code: 409,
        msg: '该餐别名称已存在',
      });
      expect((await school.post(`${P}/mealCategory/submit`, { name: 'x', prices: [0, 1.5, 0, 0] })).body).toMatchObject({
        code: 400,
        msg: '每餐价格须为 0–1000 元',
      });
      expect((await school.post(`${P}/mealCategory/submit`, { name: '', prices: [0, 0, 0, 0] })).body).toMatchObject({ code: 400, msg: '请输入餐别名称' });
      expect((await school.post(`${P}/mealCategory/submit`, { name: 'x', prices: [0, 0, 0, 0], schoolId: second.school })).body).toMatchObject(GONE);
      expect((await school.post(`${P}/mealCategory/update`, { id: '1', version: 1, name: 'x', prices: [0, 0, 0, 0] })).body).toMatchObject(GONE);

      await newDiner(school, { mealCategoryId: plan.id });
      expect((await school.post(`${P}/mealCategory/remove`, {}, { ids: plan.id })).body).toMatchObject({
        code: 400,
        msg: `餐别“${plan.name}”下还有 1 人，不能删除`,
      });
      const empty = await newPlan(school);
      expect((await school.post(`${P}/mealCategory/remove`, {}, { ids: empty.id })).body).toMatchObject({ code: 200 });
      expect((await school.get<Plan[]>(`${P}/mealCategory/list`)).body.data.some((row) => row.id === empty.id)).toBe(false);
      expect((await school.post(`${P}/mealCategory/remove`, {}, { ids: empty.id })).body).toMatchObject(GONE);

      const bank = await signedIn(base, 'bank');
      expect((await bank.post(`${P}/mealCategory/submit`, { name: 'x', prices: [0, 0, 0, 0] })).body.code).toBe(403);
      expect((await bank.post(`${P}/batchForMealCategoryUpdate`, { ids: [OTHER_SCHOOL_PERSON], mealCategoryId: plan.id })).body.code).toBe(403);
    });

    it.runIf(target.databaseUrl)('finds no plan of another school', async () => {
      const db = new pg.Client({ connectionString: target.databaseUrl });
      await db.connect();
      try {
        const other = (await db.query<{ id: string }>('SELECT id::text FROM sys_meal_category WHERE school_id = $1 LIMIT 1', [second.school])).rows[0]!.id;
        const school = await signedIn(base, 'school');
        expect((await school.post(`${P}/mealCategory/update`, { id: other, version: 1, name: 'x', prices: [0, 0, 0, 0] })).body).toMatchObject(GONE);
        expect((await school.post(`${P}/mealCategory/remove`, {}, { ids: other })).body).toMatchObject(GONE);
        const mine = await newDiner(school);
        expect((await school.post(`${P}/batchForMealCategoryUpdate`, { ids: [mine.id], mealCategoryId: other })).body).toMatchObject({
          code: 400,
          msg: '餐别须为本校的餐别',
        });
      } finally {
        await db.end();
      }
    });

    it('builds the template: 人员编号, 姓名, 餐别 and the school’s plans', async () => {
      const school = await signedIn(base, 'school');
      const res = await fetch(new URL(`${P}/downloadForMealCategory`, base), {
        method: 'POST',
        headers: { Authorization: BASIC, 'Blade-Auth': `bearer ${school.token}`, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(res.headers.get('content-type')).toBe(XLSX);
      expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('餐别导入模板.xlsx'));
      const book = await readBook(await res.arrayBuffer());
      expect(values(book.worksheets[0]!)[0]).toEqual(['人员编号', '姓名', '餐别']);
      const plans = values(book.worksheets[1]!);
      expect(plans[0]).toEqual(['餐别', '早餐（元）', '午餐（元）', '晚餐（元）', '夜宵（元）']);
      expect(plans).toContainEqual(['全托三餐', 4, 12, 10, 0]);
    });

    it('uploads 5 rows, 2 bad: 部分失败 with rows and reasons and an error file; the good rows change, refundType 1 pays the subsidy out', async () => {
      const school = await signedIn(base, 'school');
      const from = await newPlan(school);
      const to = await newPlan(school);
      const people = [await newDiner(school, { mealCategoryId: from.id }), await newDiner(school, { mealCategoryId: from.id }), await newDiner(school)];
      await school.post('/api/test/wallet', { personnelId: people[0]!.id, type: 'SUBSIDY_GRANT', amount: 2500, requestId: uniqueAccount('req') });
      const content = await sheetOf([
        [people[0]!.personnelNo, '餐别学生', to.name],
        [people[1]!.personnelNo, '', to.name],
        ['NOPE-1', '某人', to.name],
        [people[2]!.personnelNo, '餐别学生', to.name],
        [people[0]!.personnelNo, '餐别学生', to.name],
      ]);
      const file = await upload(school, content);
      expect(file.code).toBe(200);
      const { taskId } = (await start(school, file.data.link, '1')).body.data;
      const task = await settled(school, taskId);
      expect(task).toMatchObject({ kind: 'MEAL_CATEGORY_UPLOAD', status: 3, total: 5, success: 3, fail: 2 });
      expect(task.errors).toEqual([
        { row: 4, reason: '人员编号 NOPE-1 不存在' },
        { row: 6, reason: '与第 2 行重复' },
      ]);
      for (const person of people) expect((await detail(school, person.id)).mealCategoryId).toBe(to.id);
      // the subsidy of the plan left became cash (one ADJUST row); a person who had no plan keeps theirs
      expect(await detail(school, people[0]!.id)).toMatchObject({ cash: 2500, subsidy: 0 });
      expect((await school.get('/api/test/wallet-check')).body.data).toEqual([]);

      const errorFile = await fetch(new URL(task.errorFileUrl!, base));
      expect(errorFile.headers.get('content-type')).toBe(XLSX);
      const errors = values((await readBook(await errorFile.arrayBuffer())).worksheets[0]!);
      expect(errors).toEqual([
        ['行号', '人员编号', '姓名', '餐别', '原因'],
        [4, 'NOPE-1', '某人', to.name, '人员编号 NOPE-1 不存在'],
        [6, people[0]!.personnelNo, '餐别学生', to.name, '与第 2 行重复'],
      ]);
    });

    it('checks every row: a closed person, a name that does not match, an unknown plan, an empty number', async () => {
      const school = await signedIn(base, 'school');
      const plan = await newPlan(school);
      const closed = await newDiner(school);
      await school.post(`${P}/logout`, {}, { ids: closed.id });
      const open = await newDiner(school);
      const file = await upload(
        school,
        await sheetOf([
          [closed.personnelNo, '', plan.name],
          [open.personnelNo, '别人', plan.name],
          [open.personnelNo, '', '没有这个餐别'],
          ['', '某人', plan.name],
        ]),
      );
      const task = await settled(school, (await start(school, file.data.link)).body.data.taskId);
      expect(task).toMatchObject({ status: 4, success: 0, fail: 4 });
      expect(task.errors.map((error) => error.reason)).toEqual(['该人员已销户', '姓名与人员编号不符', '与第 3 行重复', '人员编号不能为空']);
    });

    it('refuses whole a file that is not an .xlsx, one without a column, someone else’s upload', async () => {
      const school = await signedIn(base, 'school');
      expect((await upload(school, PNG)).msg).toBe('只能上传 Excel（.xlsx）文件');
      const image = await upload(school, PNG, 'file');
      expect((await start(school, image.data.link)).body).toMatchObject({ code: 400, msg: '文件不是有效的 Excel（.xlsx）文件，请使用下载的模板' });
      // a ZIP that is no workbook is refused as it is uploaded, before any import can name it
      expect(await upload(school, Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(64, 1)]))).toMatchObject({
        code: 400,
        msg: '文件不是有效的 Excel（.xlsx）文件，请使用下载的模板',
      });
      const noMeal = await upload(school, await sheetOf([['T1001', '某人']], ['人员编号', '姓名']));
      expect((await start(school, noMeal.data.link)).body).toMatchObject({ code: 400, msg: '模板缺少列：餐别，请使用下载的模板' });
      const empty = await upload(school, await sheetOf([]));
      expect((await start(school, empty.data.link)).body).toMatchObject({ code: 400, msg: '文件中没有数据' });
      const canteen = await signedIn(base, 'canteen');
      const theirs = await upload(canteen, await sheetOf([['T1001', '', '午餐']]));
      expect((await start(school, theirs.data.link)).body).toMatchObject({ code: 400, msg: '导入文件不存在，请重新上传' });
      expect((await start(school, theirs.data.link.replace(/key=.*/, 'key=guess'))).body.code).toBe(400);
      expect((await school.get(`${P}/uploadFileForMealCategory`, { url: theirs.data.link, refundType: '7' })).body).toMatchObject({
        code: 400,
        msg: '退款方式不正确',
      });
    });

    it('puts several people on a plan at once (batchForMealCategoryUpdate)', async () => {
      const school = await signedIn(base, 'school');
      const from = await newPlan(school);
      const to = await newPlan(school);
      const a = await newDiner(school, { mealCategoryId: from.id });
      const b = await newDiner(school, { mealCategoryId: from.id });
      await school.post('/api/test/wallet', { personnelId: a.id, type: 'SUBSIDY_GRANT', amount: 800, requestId: uniqueAccount('req') });
      const answer = await school.post(`${P}/batchForMealCategoryUpdate`, { ids: [a.id, b.id], mealCategoryId: to.id, refundType: 0 });
      expect(answer.body).toMatchObject({ code: 200, data: { updated: 2 } });
      expect(await detail(school, a.id)).toMatchObject({ mealCategoryId: to.id, subsidy: 800, cash: 0 });
      expect((await school.post(`${P}/batchForMealCategoryUpdate`, { ids: [a.id], mealCategoryId: from.id, refundType: 1 })).body.data).toEqual({ updated: 1 });
      expect(await detail(school, a.id)).toMatchObject({ mealCategoryId: from.id, subsidy: 0, cash: 800 });
      expect((await school.post(`${P}/batchForMealCategoryUpdate`, { ids: [a.id, OTHER_SCHOOL_PERSON], mealCategoryId: to.id })).body).toMatchObject(GONE);
      expect((await school.post(`${P}/batchForMealCategoryUpdate`, { ids: [a.id], mealCategoryId: '' })).body).toMatchObject({ code: 400, msg: '请选择餐别' });
      await school.post(`${P}/logout`, {}, { ids: b.id });
      expect((await school.post(`${P}/batchForMealCategoryUpdate`, { ids: [b.id], mealCategoryId: to.id })).body).toMatchObject({
        code: 400,
        msg: '餐别学生 已销户，不能修改',
      });
      expect((await school.get('/api/test/wallet-check')).body.data).toEqual([]);
    });
  });
}
