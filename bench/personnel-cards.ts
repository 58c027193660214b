// `npm run bench:personnel-cards`: diners, cards and faces at scale, on PGlite and on PostgreSQL (when its binaries
// are present). Three parts: the 50,000-row 导入人员 (below), 1,000 consumptions at once on two instances
// (consumptions.ts, PostgreSQL only), and this one: push BENCH_PUSH_PEOPLE (10,000) people with a face photo, plus the school's 230 demo
// diners, to 20 simulated devices of no latency at one window (allDownPersonnelDevice), measured as items per second
// of the task engine, with the diner list's p95 while it runs (other requests must keep their turn). The people are
// made through the API before the clock starts. Writes bench/results/personnel-cards.json.
import ExcelJS from 'exceljs';
import { DINER_SCHOOLS, solidPng } from '../server/seed/system-personnel-seed.ts';
import { concurrentConsumptions } from './consumptions.ts';
import { onBothEngines } from './engines.ts';
import { percentile, signInToken } from './server-process.ts';

const BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;
const CAPTCHA = 'bench-ok';
const P = '/api/rabbit-personnel/personnel';
const PEOPLE = Number(process.env.BENCH_PUSH_PEOPLE ?? 10_000);
const DEVICES = 20;
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 50_000);
/** `BENCH_ONLY=import`, `push` or `consume` runs one part. */
const ONLY = process.env.BENCH_ONLY;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
type Envelope<T> = { code: number; msg: string; data: T };

/** The API as the school account calls it (bench/personnel.ts has the same; importing it would run that bench). */
function client(url: string, access: string) {
  const headers = { Authorization: BASIC, 'Blade-Auth': `bearer ${access}` };
  return {
    get: async <T>(route: string, query: Record<string, string> = {}) =>
      (await (await fetch(`${url}${route}?${new URLSearchParams(query)}`, { headers })).json()) as Envelope<T>,
    post: async <T>(route: string, body: unknown) =>
      (await (
        await fetch(`${url}${route}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) })
      ).json()) as Envelope<T>,
  };
}

/** Runs `work` over 0…count-1, `width` at a time. */
async function inParallel(count: number, width: number, work: (n: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) await work(next++);
    }),
  );
}

async function faceFile(url: string, access: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(solidPng(120, 160, 200))], { type: 'image/png' }), 'face.png');
  const res = await fetch(`${url}/api/rabbit-file/file/upload`, {
    method: 'POST',
    headers: { Authorization: BASIC, 'Blade-Auth': `bearer ${access}` },
    body: form,
  });
  const answer = (await res.json()) as { data: { id: string } };
  return answer.data.id;
}

async function must<T>(answer: Promise<Envelope<T>>): Promise<T> {
  const { code, msg, data } = await answer;
  if (code !== 200) throw new Error(`refused: ${msg}`);
  return data;
}

async function pushToDevices(engine: string, url: string, figures: Record<string, number>): Promise<void> {
  const access = await signInToken(url, 'school', CAPTCHA);
  const api = client(url, access);
  const faceFileId = await faceFile(url, access);
  const made = performance.now();
  await inParallel(PEOPLE, 8, (n) =>
    must(api.post(`${P}/submit`, { personnelNo: `BP${String(n).padStart(6, '0')}`, name: `压测学生${n}`, type: 2, faceFileId })).then(() => undefined),
  );
  console.log(`  ${engine.padEnd(9)} ${PEOPLE} people made in ${((performance.now() - made) / 1000).toFixed(0)} s (not timed)`);
  const window = await must(api.post<{ id: string }>('/api/rabbit-device/window/submit', { canteenId: DINER_SCHOOLS[0].canteen, name: '压测窗口' }));
  for (let n = 0; n < DEVICES; n += 1) {
    const deviceSn = `BENCH${String(n).padStart(3, '0')}`;
    await must(api.post('/api/rabbit-device/device/submit', { deviceSn, name: `压测人脸机${n + 1}`, windowId: window.id, capacity: 100_000 }));
    await must(api.post('/api/test/device', { deviceSn, latencyMs: 0 }));
  }

  const started = performance.now();
  const { taskId } = await must(api.post<{ taskId: string }>(`${P}/allDownPersonnelDevice`, { windowId: window.id }));
  const listTimes: number[] = [];
  let task: { status: number; total: number; success: number; fail: number };
  for (;;) {
    const asked = performance.now();
    await must(api.get(`${P}/list`, { size: '10', current: String(1 + (listTimes.length % 5)) }));
    listTimes.push(performance.now() - asked);
    task = await must(api.get(`${P}/uploadTaskStatus`, { taskId }));
    if (task.status >= 2) break;
    await pause(250);
  }
  const seconds = (performance.now() - started) / 1000;
  const rate = task.total / seconds;
  const p95 = percentile(listTimes, 95);
  figures[`${engine}DevicePushItems`] = task.total;
  figures[`${engine}DevicePushItemsPerSecond`] = Math.round(rate);
  figures[`${engine}DevicePushListP95Ms`] = Math.round(p95 * 10) / 10;
  console.log(
    `  ${engine.padEnd(9)} ${task.total} items (${task.success} 成功, ${task.fail} 失败) in ${seconds.toFixed(1)} s: ${rate.toFixed(0)} items/s; ` +
      `the diner list meanwhile p95 ${p95.toFixed(1)} ms (${listTimes.length} requests)`,
  );
}

/** 导入人员 of IMPORT_ROWS rows (PERSONNEL_IMPORT), timed from the start call to its final state, with the diner list's p95 meanwhile. */
async function importPeople(engine: string, url: string, figures: Record<string, number>): Promise<void> {
  const access = await signInToken(url, 'school', CAPTCHA);
  const api = client(url, access);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('人员导入');
  sheet.addRow(['人员编号', '姓名', '类型', '班级', '手机号码', '卡号', '餐别']);
  for (let n = 0; n < IMPORT_ROWS; n += 1)
    sheet.addRow([`BI${String(n).padStart(6, '0')}`, `导入学生${n}`, '学生', `${1 + (n % 6)}年级${1 + (n % 9)}班`, '', `BI${n}`, '']);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await book.xlsx.writeBuffer())]), 'people.xlsx');
  const res = await fetch(`${url}/api/rabbit-file/file/upload?kind=sheet`, {
    method: 'POST',
    headers: { Authorization: BASIC, 'Blade-Auth': `bearer ${access}` },
    body: form,
  });
  const { data: file } = (await res.json()) as Envelope<{ link: string }>;
  // the diner list is asked for every 250 ms from before the start call (which reads the sheet) to the task's end
  const listTimes: number[] = [];
  let done = false;
  const probe = (async () => {
    while (!done) {
      const asked = performance.now();
      await must(api.get(`${P}/list`, { size: '10', current: String(1 + (listTimes.length % 5)) }));
      listTimes.push(performance.now() - asked);
      await pause(250);
    }
  })();
  const started = performance.now();
  const { taskId } = await must(api.get<{ taskId: string }>('/api/rabbit-import/personnel/import', { url: file.link }));
  const startSeconds = (performance.now() - started) / 1000;
  let task: { status: number; total: number; success: number; fail: number };
  for (;;) {
    task = await must(api.get(`${P}/uploadTaskStatus`, { taskId }));
    if (task.status >= 2) break;
    await pause(250);
  }
  const seconds = (performance.now() - started) / 1000;
  done = true;
  await probe;
  const p95 = percentile(listTimes, 95);
  figures[`${engine}ImportRows`] = task.total;
  figures[`${engine}ImportSeconds`] = Math.round(seconds * 10) / 10;
  figures[`${engine}ImportStartCallSeconds`] = Math.round(startSeconds * 10) / 10;
  figures[`${engine}ImportListMaxMs`] = Math.round(Math.max(...listTimes));
  figures[`${engine}ImportListP95Ms`] = Math.round(p95 * 10) / 10;
  console.log(
    `  ${engine.padEnd(9)} import of ${task.total} rows (${task.success} 成功, ${task.fail} 失败) in ${seconds.toFixed(1)} s (budget 60 s on PGlite; ` +
      `the start call, which reads the sheet, ${startSeconds.toFixed(1)} s); ` +
      `the diner list meanwhile p95 ${p95.toFixed(1)} ms (budget 200 ms), slowest ${Math.max(...listTimes).toFixed(0)} ms (${listTimes.length} requests)`,
  );
}

const figures: Record<string, number> = {};
const env = {
  CAPTCHA_FIXED_CODE: CAPTCHA,
  TEST_SUPPORT: '1',
  NODE_ENV: 'test',
  UPLOAD_RATE_LIMIT: '100000',
  SHEET_RATE_LIMIT: '100000',
  WALLET_RATE_LIMIT: '100000',
  PUSH_RATE_LIMIT: '100000',
};
console.log(`\nFace devices at scale: ${PEOPLE} people (+230 demo diners) pushed to ${DEVICES} simulated devices; consumptions at once on PostgreSQL`);
await onBothEngines({
  name: 'personnel-cards',
  env,
  ports: ['18598', '18599'],
  figures,
  measure: async (engine, url, databaseUrl) => {
    if (!ONLY || ONLY === 'import') await importPeople(engine, url, figures);
    if (!ONLY || ONLY === 'push') await pushToDevices(engine, url, figures);
    if (databaseUrl && (!ONLY || ONLY === 'consume')) await concurrentConsumptions(url, databaseUrl, env, '18600', CAPTCHA, figures);
  },
});
