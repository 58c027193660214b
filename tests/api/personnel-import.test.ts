// 导入人员 (docs/product-rules.md#personnel-import) on both engines: the template (type, name, columns, instructions);
// an import of good and bad rows ending 部分失败 with each bad row's number and reason in the task and its error file,
// the good rows saved with their card and wallet; a file that is not an .xlsx and one that lacks a column refused
// whole; the same rows imported again refused per row as duplicates; another school 404; the bank refused. On
// PostgreSQL: a number and a card another writer takes after the round checked its rows count those rows failed. A
// big import written in chunks runs once all its rows are in; one whose loader died is ended 失败 by the sweep.
import ExcelJS from 'exceljs';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { DINER_SCHOOLS } from '../../server/seed/system-personnel-seed.ts';
import { BASIC, call } from './client.ts';
import { signedIn, uniqueAccount, type Caller } from './support/session.ts';

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
type Page = {
  records: { id: string; personnelNo: string; name: string; type: number; className: string; phone: string; cardNo: string | null; cash: number }[];
};

const P = '/api/rabbit-personnel/personnel';
const I = '/api/rabbit-import';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const NOT_XLSX = '文件不是有效的 Excel（.xlsx）文件，请使用下载的模板';
const HEADER = ['人员编号', '姓名', '类型', '班级', '手机号码', '卡号', '餐别'];
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const [first, second] = DINER_SCHOOLS;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function sheetOf(rows: unknown[][], header = HEADER): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('人员导入');
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
  describe(`${target.name}: personnel import`, () => {
    const base = target.url;
    const upload = async (caller: Caller, content: Buffer, kind = 'sheet') => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(content)]), 'people.xlsx');
      const res = await fetch(new URL(`/api/rabbit-file/file/upload?kind=${kind}`, base), {
        method: 'POST',
        headers: { Authorization: BASIC, 'Blade-Auth': `bearer ${caller.token}` },
        body: form,
      });
      return (await res.json()) as { code: number; msg: string; data: { link: string } };
    };
    const start = (caller: Caller, url: string, extra: Record<string, string> = {}) =>
      caller.get<{ taskId: string }>(`${I}/personnel/import`, { url, ...extra });
    /** The task an accepted import started (a refusal fails the test with its message). */
    const started = async (caller: Caller, url: string) => {
      const { body } = await start(caller, url);
      expect(body, body.msg).toMatchObject({ code: 200 });
      return body.data.taskId;
    };
    const settled = async (caller: Caller, taskId: string): Promise<Task> => {
      for (let i = 0; i < 200; i += 1) {
        await caller.post('/api/test/tasks/tick');
        const task = (await caller.get<Task>(`${P}/uploadTaskStatus`, { taskId })).body.data;
        if (task.status >= 2) return task;
        await pause(50);
      }
      throw new Error(`task ${taskId} not final`);
    };
    const loading = async (caller: Caller, body: { chunk?: number; stopAfter?: number; failAfter?: number }) =>
      expect((await caller.post('/api/test/tasks/loading', body)).body.code).toBe(200);
    const find = async (caller: Caller, personnelNo: string) =>
      (await caller.get<Page>(`${P}/list`, { current: '1', size: '10', personnelNo })).body.data.records.find((row) => row.personnelNo === personnelNo);

    it('builds the template: the seven columns and an instructions sheet, as 人员导入模板.xlsx', async () => {
      const school = await signedIn(base, 'school');
      const res = await fetch(new URL(`${I}/import/download`, base), {
        method: 'POST',
        headers: { Authorization: BASIC, 'Blade-Auth': `bearer ${school.token}` },
      });
      expect(res.headers.get('content-type')).toBe(XLSX);
      expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('人员导入模板.xlsx'));
      const book = await readBook(await res.arrayBuffer());
      expect(values(book.worksheets[0]!)[0]).toEqual(HEADER);
      expect(book.worksheets[1]!.name).toBe('填写说明');
      const bank = await signedIn(base, 'bank');
      expect((await bank.post(`${I}/import/download`)).body.code).toBe(403);
    });

    it('imports good rows with card and wallet, refuses bad ones with row and reason and an error file; a second import refuses them as duplicates', async () => {
      const school = await signedIn(base, 'school');
      const [a, b, c] = [uniqueAccount('IM'), uniqueAccount('IM'), uniqueAccount('IM')];
      const card = `C${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 20);
      const rows = [
        [a, '导入教师', '教师', '', '13800138000', card, ''],
        [b, '导入学生', '学生', '三年级二班', '', '', ''],
        [c, '', '学生', '', '', '', ''],
        [uniqueAccount('IM'), '某人', '家长', '', '', '', ''],
        [uniqueAccount('IM'), '某人', '学生', '', '12345', '', ''],
        [a, '重复', '学生', '', '', '', ''],
        [uniqueAccount('IM'), '某人', '职工', '', '', card, ''],
        [uniqueAccount('IM'), '某人', '职工', '', '', '', '没有这个餐别'],
      ];
      const file = await upload(school, await sheetOf(rows));
      expect(file.code).toBe(200);
      const task = await settled(school, await started(school, file.data.link));
      expect(task).toMatchObject({ kind: 'PERSONNEL_IMPORT', status: 3, total: 8, success: 2, fail: 6 });
      expect(task.errors).toEqual([
        { row: 4, reason: '姓名不能为空' },
        { row: 5, reason: '类型须为教师、学生或职工' },
        { row: 6, reason: '请输入正确的手机号码' },
        { row: 7, reason: '人员编号与第 2 行重复' },
        { row: 8, reason: '卡号与第 2 行重复' },
        { row: 9, reason: '餐别“没有这个餐别”不存在' },
      ]);
      expect(await find(school, a)).toMatchObject({ name: '导入教师', type: 1, phone: '13800138000', cardNo: card, cash: 0 });
      expect(await find(school, b)).toMatchObject({ name: '导入学生', type: 2, className: '三年级二班', cardNo: '' });
      expect(await find(school, c)).toBeUndefined();
      const errorFile = await fetch(new URL(task.errorFileUrl!, base));
      expect(errorFile.headers.get('content-type')).toBe(XLSX);
      const errors = values((await readBook(await errorFile.arrayBuffer())).worksheets[0]!);
      expect(errors[0]).toEqual(['行号', ...HEADER, '原因']);
      expect(errors[1]).toEqual([4, c, '', '学生', '', '', '', '', '姓名不能为空']);
      expect(errors).toHaveLength(7);

      const again = await upload(school, await sheetOf([rows[0]!, rows[1]!]));
      const second = await settled(school, await started(school, again.data.link));
      expect(second).toMatchObject({ status: 4, success: 0, fail: 2 });
      expect(second.errors).toEqual([
        { row: 2, reason: `人员编号 ${a} 已存在` },
        { row: 3, reason: `人员编号 ${b} 已存在` },
      ]);
      expect((await school.get('/api/test/wallet-check')).body.data).toEqual([]);
    });

    it('writes a big import in chunks, runs it once all its rows are in, every row accounted for', async () => {
      const school = await signedIn(base, 'school');
      const numbers = Array.from({ length: 120 }, () => uniqueAccount('IC'));
      const file = await upload(school, await sheetOf(numbers.map((no, n) => [no, `分块${n + 1}`, '学生', '', '', '', ''])));
      await loading(school, { chunk: 50 });
      try {
        const taskId = await started(school, file.data.link);
        const task = await settled(school, taskId);
        expect(task).toMatchObject({ status: 2, total: 120, success: 120, fail: 0, errors: [], errorFileUrl: null });
        for (const n of [0, 50, 119]) expect(await find(school, numbers[n]!)).toMatchObject({ name: `分块${n + 1}`, type: 2 });
      } finally {
        await loading(school, {});
      }
    });

    it('ends 失败, every row failed and nothing saved, an import whose loader died before all its rows were in; none ran meanwhile', async () => {
      const school = await signedIn(base, 'school');
      const numbers = Array.from({ length: 120 }, () => uniqueAccount('IL'));
      const file = await upload(school, await sheetOf(numbers.map((no) => [no, '中断', '学生', '', '', '', ''])));
      // the loader writes the task and its first 50 rows, then stops as if its server had died
      await loading(school, { chunk: 50, stopAfter: 1 });
      try {
        const taskId = await started(school, file.data.link);
        for (let i = 0; i < 3; i += 1) await school.post('/api/test/tasks/tick');
        const waiting = (await school.get<Task>(`${P}/uploadTaskStatus`, { taskId })).body.data;
        expect(waiting).toMatchObject({ status: 0, total: 120, success: 0, fail: 0, errors: [] });
        // the loading lease (30 s on the app clock) runs out: the sweep ends the task
        await call(base, 'POST', '/api/test/clock', { json: { offsetSeconds: 60 } });
        const task = await settled(school, taskId);
        expect(task).toMatchObject({ status: 4, total: 120, success: 0, fail: 120, errorFileUrl: null });
        expect(task.errors).toHaveLength(50);
        expect(task.errors.every((error) => error.reason === '导入中断，请重新导入')).toBe(true);
        expect(task.errors.map((error) => error.row)).toEqual(Array.from({ length: 50 }, (_, n) => n + 2));
        for (const n of [0, 49, 119]) expect(await find(school, numbers[n]!)).toBeUndefined();
        if (target.databaseUrl) {
          const client = new pg.Client({ connectionString: target.databaseUrl });
          await client.connect();
          try {
            const { rows } = await client.query<{ claimed: number; items: number }>(
              'SELECT count(*) FILTER (WHERE attempts > 0 OR lease_owner IS NOT NULL)::int AS claimed, count(*)::int AS items FROM task_item WHERE task_id = $1',
              [taskId],
            );
            expect(rows[0]).toEqual({ claimed: 0, items: 50 });
          } finally {
            await client.end();
          }
        }
      } finally {
        await call(base, 'POST', '/api/test/clock', { json: { offsetSeconds: 0 } });
        await loading(school, {});
      }
    });

    it('ends 失败 at once, every row failed and nothing saved, an import one of whose chunks could not be written', async () => {
      const school = await signedIn(base, 'school');
      const numbers = Array.from({ length: 120 }, () => uniqueAccount('IF'));
      const file = await upload(school, await sheetOf(numbers.map((no) => [no, '写入失败', '学生', '', '', '', ''])));
      await loading(school, { chunk: 50, failAfter: 2 });
      try {
        const taskId = await started(school, file.data.link);
        // the app clock stays: no lease runs out, the loader itself ends the task
        const task = await settled(school, taskId);
        expect(task).toMatchObject({ status: 4, total: 120, success: 0, fail: 120, errorFileUrl: null });
        expect(task.errors).toHaveLength(100);
        expect(task.errors.every((error) => error.reason === '导入中断，请重新导入')).toBe(true);
        for (const n of [0, 99]) expect(await find(school, numbers[n]!)).toBeUndefined();
      } finally {
        await loading(school, {});
      }
    });

    it('counts failed, with the reason, a row whose number or card another writer took after the round checked it', async ({ skip }) => {
      // only PostgreSQL has another writer between a round's check and its save: the embedded engine is one session
      if (!target.databaseUrl) return skip();
      const school = await signedIn(base, 'school');
      const [x, y, z] = [uniqueAccount('IR'), uniqueAccount('IR'), uniqueAccount('IR')];
      const card = `R${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 20);
      const file = await upload(
        school,
        await sheetOf([
          [x, '号被抢', '学生', '', '', '', ''],
          [y, '卡被抢', '学生', '', '', card, ''],
          [z, '照常', '学生', '', '', '', ''],
        ]),
      );
      const other = new pg.Client({ connectionString: target.databaseUrl });
      const watch = new pg.Client({ connectionString: target.databaseUrl });
      await Promise.all([other.connect(), watch.connect()]);
      try {
        // another writer holds x and the card, not yet committed: the round's check does not see them
        await other.query('BEGIN');
        const { rows } = await other.query<{ id: string }>(
          "INSERT INTO sys_personnel (tenant_id, school_id, personnel_no, name, type) VALUES ('100001', $1, $2, '另一个请求', 2) RETURNING id::text",
          [first.school, x],
        );
        await other.query("INSERT INTO sys_wallet (personnel_id, tenant_id) VALUES ($1, '100001')", [rows[0]!.id]);
        await other.query("INSERT INTO sys_card (tenant_id, personnel_id, card_no) VALUES ('100001', $1, $2)", [rows[0]!.id, card]);
        const taskId = await started(school, file.data.link);
        // … and its save waits for x's writer (the runner was woken by the start)
        const waiting = async () =>
          (
            await watch.query<{ n: number }>(
              "SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%INSERT INTO sys_personnel%'",
            )
          ).rows[0]!.n;
        for (let i = 0; i < 200 && !(await waiting()); i += 1) await pause(50);
        expect(await waiting()).toBe(1);
        await other.query('COMMIT');
        const task = await settled(school, taskId);
        expect(task).toMatchObject({ status: 3, total: 3, success: 1, fail: 2 });
        expect(task.errors).toEqual([
          { row: 2, reason: `人员编号 ${x} 已存在` },
          { row: 3, reason: `卡号 ${card} 不可用` },
        ]);
        expect(await find(school, x)).toMatchObject({ name: '另一个请求', cardNo: card });
        expect(await find(school, y)).toBeUndefined();
        expect(await find(school, z)).toMatchObject({ name: '照常' });
        const errors = values((await readBook(await (await fetch(new URL(task.errorFileUrl!, base))).arrayBuffer())).worksheets[0]!);
        expect(errors.map((row) => row[row.length - 1])).toEqual(['原因', `人员编号 ${x} 已存在`, `卡号 ${card} 不可用`]);
      } finally {
        await other.query('ROLLBACK').catch(() => undefined);
        await Promise.all([other.end(), watch.end()]);
      }
    });

    it('refuses whole a file that is not an .xlsx, one without a column, someone else’s upload, another school', async () => {
      const school = await signedIn(base, 'school');
      const image = await upload(school, PNG, 'file');
      expect((await start(school, image.data.link)).body).toMatchObject({ code: 400, msg: NOT_XLSX });
      // a ZIP that is no workbook is refused as it is uploaded, before any import can name it
      expect(await upload(school, Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(64, 1)]))).toMatchObject({ code: 400, msg: NOT_XLSX });
      const noType = await upload(school, await sheetOf([['X1', '某人']], ['人员编号', '姓名']));
      expect((await start(school, noType.data.link)).body).toMatchObject({ code: 400, msg: '模板缺少列：类型，请使用下载的模板' });
      const good = await upload(school, await sheetOf([[uniqueAccount('IM'), '某人', '学生', '', '', '', '']]));
      expect((await start(school, good.data.link, { schoolId: second.school })).body).toMatchObject({ code: 404, msg: '数据不存在' });
      const canteen = await signedIn(base, 'canteen');
      const theirs = await upload(canteen, await sheetOf([['X1', '某人', '学生']]));
      expect((await start(school, theirs.data.link)).body).toMatchObject({ code: 400, msg: '导入文件不存在，请重新上传' });
      const bank = await signedIn(base, 'bank');
      expect((await start(bank, good.data.link)).body.code).toBe(403);
    });

    it('synchronises teachers, students, cards and amounts from the school roster; a second sync changes nothing; another school 404', async () => {
      const school = await signedIn(base, 'school');
      // the card the roster gives its new student is another diner's by now: the student still comes over, without it
      const holder = await school.post(`${P}/submit`, { personnelNo: uniqueAccount('H'), name: '持卡人', type: 2, cardNo: 'SYNC10002' });
      expect(holder.body.code).toBe(200);
      for (const name of ['synchronTeacher', 'synchronStudent', 'synchronCard', 'synchronAmount']) {
        const first = await school.get<Record<string, number>>(`${P}/${name}`);
        expect(first.body.code).toBe(200);
        const again = (await school.get<Record<string, number>>(`${P}/${name}`)).body.data;
        expect(Object.values(again).every((count) => count === 0)).toBe(true);
        expect((await school.get(`${P}/${name}`, { schoolId: second.school })).body).toMatchObject({ code: 404, msg: '数据不存在' });
      }
      // the roster's new student of the first school is a diner now, without the card another diner holds
      const newcomer = await find(school, 'NEW10001');
      expect(newcomer).toMatchObject({ name: '新转入学生', type: 2, className: '一年级一班' });
      expect(newcomer?.cardNo ?? '').toBe('');
      expect((await school.get('/api/test/wallet-check')).body.data).toEqual([]);
      const bank = await signedIn(base, 'bank');
      expect((await bank.get(`${P}/synchronAmount`)).body.code).toBe(403);
    });
  });
}
