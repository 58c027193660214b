// The sheet findings of a security review, each tried as the attacker did: a workbook of a few tens of KB that
// unpacks to a shared string of 50 MB or 400 MB, or to 2,000,000 empty rows, refused within two seconds at upload
// (and, on PostgreSQL, when such a file is already stored, by 导入人员 and the 餐别 import) with /api/health answering
// throughout; a ZIP that is no workbook refused and a workbook's name forced to .xlsx; imported names held to the
// form's rules (hidden and direction characters, lengths), every problem of a row named, a refused value kept only by
// its start; one sheet import per school at a time.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { strToU8, unzipSync, Zip, ZipDeflate, zipSync } from 'fflate';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { BASIC, call } from './client.ts';
import { signedIn, uniqueAccount, type Caller } from './support/session.ts';

type Bomb = 'string50' | 'string400' | 'many400' | 'rows';

type Task = {
  taskId: string;
  status: number;
  total: number;
  success: number;
  fail: number;
  errors: { row?: number; reason: string }[];
  errorFileUrl: string | null;
};

const P = '/api/rabbit-personnel/personnel';
const I = '/api/rabbit-import';
const NOT_XLSX = '文件不是有效的 Excel（.xlsx）文件，请使用下载的模板';
const TOO_BIG = '文件过大，解压后超过 64 MB';
const TEXT_TOO_LONG = '文件中有单元格内容超过 32,767 个字';
const TOO_MANY_ROWS = '一次最多导入 50,000 行';
const BUSY = '该学校有导入正在进行，请稍后再试';
const HEADER = ['人员编号', '姓名', '类型', '班级', '手机号码', '卡号', '餐别'];
const MB = 1024 * 1024;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function sheetOf(rows: unknown[][], header = HEADER): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('人员导入');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A real workbook with `part` replaced by `repeat` copies of `body` between `head` and `tail`, streamed into the ZIP. */
async function bombOf(part: string, head: string, body: string, repeat: number, tail: string): Promise<Buffer> {
  const parts = unzipSync(new Uint8Array(await sheetOf([['X1', '某人', '学生', '', '', '', '']])));
  const chunks: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    chunks.push(chunk);
  });
  for (const [name, content] of Object.entries(parts)) {
    if (name === part || name.endsWith('/')) continue;
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    file.push(content, true);
  }
  const file = new ZipDeflate(part, { level: 9 });
  zip.add(file);
  file.push(strToU8(head));
  const block = strToU8(body.repeat(Math.max(1, Math.floor(MB / body.length))));
  const blocks = Math.ceil((body.length * repeat) / block.length);
  for (let n = 0; n < blocks; n += 1) file.push(block);
  file.push(strToU8(tail), true);
  zip.end();
  return Buffer.concat(chunks);
}

const SST =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="1" uniqueCount="1"><si><t>';
const SHEET =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';

const makeBombs = async (): Promise<Record<Bomb, Buffer>> => ({
  // one shared string of 50 MB: refused at the first 32,767 characters; one of 400 MB: refused before unpacking,
  // for the size its ZIP directory declares
  string50: await bombOf('xl/sharedStrings.xml', SST, 'A'.repeat(1024), 50 * 1024, '</t></si></sst>'),
  string400: await bombOf('xl/sharedStrings.xml', SST, 'A'.repeat(1024), 400 * 1024, '</t></si></sst>'),
  // 400 MB of short strings: refused before unpacking, for its declared size (a file whose directory lies is
  // refused at the unpacked cap as it is unpacked: tests/unit/sheet-guard.test.ts)
  many400: await bombOf('xl/sharedStrings.xml', SST.replace('<si><t>', ''), '<si><t>AAAAAAAAAAAAAAAAAAAAAAA</t></si>', (400 * MB) / 32, '</sst>'),
  // 2,000,000 empty rows
  rows: await bombOf('xl/worksheets/sheet1.xml', SHEET, '<row/>', 2_000_000, '</sheetData></worksheet>'),
});

/**
 * The bombs, made once per machine: deflating their 860 MB takes about 10 s of CPU, which the two tests of each engine
 * would otherwise spend four times in one run. Kept under node_modules/.cache, named by the code that makes them (a
 * change to it makes new ones); written whole or not at all, so two processes making them at once both end right.
 */
let made: Promise<Record<Bomb, Buffer>> | undefined;
const bombs = () => (made ??= cachedBombs());
async function cachedBombs(): Promise<Record<Bomb, Buffer>> {
  const recipe = createHash('sha256').update([sheetOf, bombOf, makeBombs, SST, SHEET].map(String).join('\n')).digest('hex').slice(0, 16);
  const folder = path.resolve(import.meta.dirname, '../../node_modules/.cache/shian-sheet-bombs', recipe);
  const names: Bomb[] = ['string50', 'string400', 'many400', 'rows'];
  try {
    return Object.fromEntries(await Promise.all(names.map(async (name) => [name, await readFile(path.join(folder, name))]))) as Record<Bomb, Buffer>;
  } catch {
    const files = await makeBombs();
    await mkdir(folder, { recursive: true });
    for (const name of names) {
      const partial = path.join(folder, `${name}.${process.pid}.part`);
      await writeFile(partial, files[name]);
      await rename(partial, path.join(folder, name));
    }
    return files;
  }
}

/** Polls /api/health every 100 ms until stopped; answers the slowest answer and the polls that failed or took over 1 s. */
function watchHealth(base: string) {
  let going = true;
  let worst = 0;
  const late: string[] = [];
  const done = (async () => {
    while (going) {
      const started = Date.now();
      try {
        const res = await fetch(new URL('/api/health', base), { signal: AbortSignal.timeout(1500) });
        if (!res.ok) late.push(`status ${res.status}`);
      } catch (error) {
        late.push(String(error));
      }
      const took = Date.now() - started;
      worst = Math.max(worst, took);
      if (took > 1000) late.push(`${took} ms`);
      await pause(100);
    }
  })();
  return async () => {
    going = false;
    await done;
    return { worst, late };
  };
}

for (const target of inject('targets')) {
  describe(`${target.name}: security review (sheets)`, () => {
    const base = target.url;
    const upload = async (caller: Caller, content: Buffer, filename = 'people.xlsx') => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(content)]), filename);
      const res = await fetch(new URL('/api/rabbit-file/file/upload?kind=sheet', base), {
        method: 'POST',
        headers: { Authorization: BASIC, 'Blade-Auth': `bearer ${caller.token}` },
        body: form,
      });
      return (await res.json()) as { code: number; msg: string; data: { link: string; name: string; mime: string } };
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

    const refusals = { string50: TEXT_TOO_LONG, string400: TOO_BIG, many400: TOO_BIG, rows: TOO_MANY_ROWS };

    it('refuses at upload, each within 2 s and /api/health answering throughout: a 50 MB and a 400 MB shared string, 400 MB unpacked, 2,000,000 empty rows', async () => {
      const school = await signedIn(base, 'school');
      const files = await bombs();
      for (const [name, content] of Object.entries(files)) expect(content.length, name).toBeLessThan(2 * MB);
      const stop = watchHealth(base);
      try {
        for (const [name, content] of Object.entries(files)) {
          const started = Date.now();
          const answer = await upload(school, content);
          expect(answer, name).toMatchObject({ code: 400, msg: refusals[name as keyof typeof refusals] });
          expect(Date.now() - started, name).toBeLessThan(2000);
        }
      } finally {
        const health = await stop();
        expect(health.late, `slowest ${health.worst} ms`).toEqual([]);
      }
    }, 60_000);

    it('refuses the same files when they are already stored, in 导入人员 and the 餐别 import, nothing queued', async ({ skip }) => {
      // only PostgreSQL lets the test store a file the upload would refuse
      if (!target.databaseUrl) return skip();
      const school = await signedIn(base, 'school');
      const good = await upload(school, await sheetOf([[uniqueAccount('SB'), '某人', '学生', '', '', '', '']]));
      expect(good.code).toBe(200);
      const fileId = new URL(good.data.link, base).searchParams.get('id');
      const client = new pg.Client({ connectionString: target.databaseUrl });
      await client.connect();
      const files = await bombs();
      const stop = watchHealth(base);
      try {
        const tasks = async () => (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM task')).rows[0]!.n;
        const before = await tasks();
        for (const [name, content] of Object.entries(files)) {
          await client.query('UPDATE stored_file SET content = $2, size = $3 WHERE id = $1', [fileId, content, content.length]);
          for (const path of [`${I}/personnel/import`, `${P}/uploadFileForMealCategory`]) {
            const started = Date.now();
            expect((await school.get(path, { url: good.data.link })).body, `${name} ${path}`).toMatchObject({
              code: 400,
              msg: refusals[name as keyof typeof refusals],
            });
            expect(Date.now() - started, `${name} ${path}`).toBeLessThan(2000);
          }
        }
        expect(await tasks()).toBe(before);
      } finally {
        const health = await stop();
        await client.end();
        expect(health.late, `slowest ${health.worst} ms`).toEqual([]);
      }
    }, 90_000);

    it('refuses a ZIP that is not a workbook, and stores a workbook under any name as .xlsx', async () => {
      const school = await signedIn(base, 'school');
      const page = Buffer.from(zipSync({ 'index.html': strToU8('<script>alert(1)</script>') }));
      expect(await upload(school, page, 'evil.html')).toMatchObject({ code: 400, msg: NOT_XLSX });
      const noSheet = unzipSync(new Uint8Array(await sheetOf([])));
      delete noSheet['xl/worksheets/sheet1.xml'];
      expect(await upload(school, Buffer.from(zipSync(noSheet)))).toMatchObject({ code: 400, msg: NOT_XLSX });
      const book = await upload(school, await sheetOf([['X1', '某人', '学生']]), 'evil.html');
      expect(book).toMatchObject({ code: 200, data: { name: 'evil.xlsx', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } });
      const res = await fetch(new URL(book.data.link, base));
      expect(res.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''evil.xlsx");
    });

    it('holds imported values to the form’s rules, names every problem of a row and keeps only the start of a refused value', async () => {
      const school = await signedIn(base, 'school');
      const good = uniqueAccount('SV');
      const long = '长'.repeat(5000);
      const rows = [
        [good, '正常', '学生', '', '', '', ''],
        [uniqueAccount('SV'), '张\u202e三', '学生', '', '', '', ''],
        [uniqueAccount('SV'), '李\u200b四', '学生', '', '', '', ''],
        [uniqueAccount('SV'), long, '家长', long, '12345', '', ''],
      ];
      const file = await upload(school, await sheetOf(rows));
      const { body } = await school.get<{ taskId: string }>(`${I}/personnel/import`, { url: file.data.link });
      expect(body, body.msg).toMatchObject({ code: 200 });
      const task = await settled(school, body.data.taskId);
      expect(task).toMatchObject({ status: 3, total: 4, success: 1, fail: 3 });
      expect(task.errors).toEqual([
        { row: 3, reason: '姓名不能包含不可见字符或文字方向控制字符' },
        { row: 4, reason: '姓名不能包含不可见字符或文字方向控制字符' },
        { row: 5, reason: '姓名不能超过 50 个字；类型须为教师、学生或职工；班级不能超过 50 个字；请输入正确的手机号码' },
      ]);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await (await fetch(new URL(task.errorFileUrl!, base))).arrayBuffer());
      const sheet = book.worksheets[0]!;
      expect(sheet.getRow(2).getCell(3).value).toBe('张\ufffd三');
      expect(sheet.getRow(4).getCell(3).value).toBe(`${'长'.repeat(20)}…`);
      expect(sheet.getRow(4).getCell(5).value).toBe(`${'长'.repeat(20)}…`);
      if (target.databaseUrl) {
        const client = new pg.Client({ connectionString: target.databaseUrl });
        await client.connect();
        try {
          const { rows: items } = await client.query<{ longest: number }>(
            'SELECT max(length(payload::text))::int AS longest FROM task_item WHERE task_id = $1',
            [body.data.taskId],
          );
          expect(items[0]!.longest).toBeLessThan(1000);
        } finally {
          await client.end();
        }
      }
    });

    it('takes one sheet import per school at a time: a second, or two at once, answers 409', async () => {
      const school = await signedIn(base, 'school');
      const sheet = async () =>
        (await upload(school, await sheetOf(Array.from({ length: 120 }, () => [uniqueAccount('SO'), '排队', '学生', '', '', '', ''])))).data.link;
      const [one, two] = [await sheet(), await sheet()];
      // the first import's loader stops after its first chunk: it stays 排队 until its lease runs out
      expect((await school.post('/api/test/tasks/loading', { chunk: 50, stopAfter: 1 })).body.code).toBe(200);
      try {
        const answers = await Promise.all([one, two].map((url) => school.get<{ taskId: string }>(`${I}/personnel/import`, { url })));
        const accepted = answers.filter((answer) => answer.body.code === 200);
        expect(accepted).toHaveLength(1);
        expect(answers.find((answer) => answer.body.code !== 200)?.body).toMatchObject({ code: 409, msg: BUSY });
        expect((await school.get(`${I}/personnel/import`, { url: one })).body).toMatchObject({ code: 409, msg: BUSY });
        expect((await school.get(`${P}/uploadFileForMealCategory`, { url: one })).body).toMatchObject({ code: 409, msg: BUSY });
        // the lease runs out, the sweep ends the task: the school may import again
        await call(base, 'POST', '/api/test/clock', { json: { offsetSeconds: 60 } });
        expect(await settled(school, accepted[0]!.body.data.taskId)).toMatchObject({ status: 4 });
      } finally {
        await call(base, 'POST', '/api/test/clock', { json: { offsetSeconds: 0 } });
        await school.post('/api/test/tasks/loading', {});
      }
      const { body } = await school.get<{ taskId: string }>(`${I}/personnel/import`, { url: two });
      expect(body, body.msg).toMatchObject({ code: 200 });
      expect(await settled(school, body.data.taskId)).toMatchObject({ status: 2, success: 120 });
    });
  });
}
