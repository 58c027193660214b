// `npm run bench:personnel`: canteen staff at scale, on PGlite and on PostgreSQL (when its binaries are present). A
// bench-only seed (SEED_BENCH_PERSONNEL=1) adds 100 schools with 500 canteens and 20,000 people. Measured through
// the real API, each a measurement of MEASUREMENTS (another part of the personnel domain adds its own there):
// - the staff list as the education bureau (every canteen of the district) filters it: by name, phone, post,
//   status, certificate state and canteen, three pages deep (p50/p95; budget p95 ≤ 50 ms on PostgreSQL);
// - the attendance-group check for 500 chosen people (budget 100 ms), with a group in each canteen.
// Prints figures and budgets; writes bench/results/personnel.json.
import { onBothEngines } from './engines.ts';
import { percentile, signInToken } from './server-process.ts';

const BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;
const CAPTCHA = 'bench-ok';
const W = '/api/rabbit-work/workPersonnel';
const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');
type Envelope<T> = { code: number; msg: string; data: T };

export interface Api {
  get: <T>(route: string, query?: Record<string, string>) => Promise<Envelope<T>>;
  post: <T>(route: string, body: unknown) => Promise<Envelope<T>>;
}

export function client(url: string, access: string): Api {
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

/** Times each call, after one untimed round (caches warm); throws on a refusal. */
async function timed(rounds: number, calls: (() => Promise<Envelope<unknown>>)[]): Promise<number[]> {
  const times: number[] = [];
  for (let round = 0; round <= rounds; round += 1)
    for (const call of calls) {
      const started = performance.now();
      const answer = await call();
      if (round > 0) times.push(performance.now() - started);
      if (answer.code !== 200) throw new Error(`refused: ${answer.msg}`);
    }
  return times;
}

interface Measurement {
  title: string;
  run: (engine: string, url: string, figures: Record<string, number>) => Promise<void>;
}

/** The list as the bureau filters it: each filter alone and two together, three pages deep. */
const listWithFilters: Measurement = {
  title: 'the staff list with filters (the education bureau: 500 canteens)',
  run: async (engine, url, figures) => {
    const api = client(url, await signInToken(url, 'centre', CAPTCHA));
    const canteen = (await api.get<{ records: { canteenId: string }[] }>(`${W}/list`, { number: 'B010', size: '1' })).data.records[0]!.canteenId;
    const filters: Record<string, string>[] = [
      {},
      { name: '王' },
      { name: '李秀英' },
      { phone: '1380001' },
      { post: 'chef' },
      { status: '2' },
      { certState: '3' },
      { certState: '2' },
      { certState: '2', post: 'dishwasher' },
      { canteenId: canteen },
      { status: '1,2', name: '张' },
    ];
    const calls = filters.flatMap((filter) => ['1', '2', '3'].map((current) => () => api.get(`${W}/list`, { ...filter, current, size: '10' })));
    const times = await timed(3, calls);
    const [p50, p95] = [percentile(times, 50), percentile(times, 95)];
    figures[`${engine}ListP50Ms`] = Math.round(p50 * 10) / 10;
    figures[`${engine}ListP95Ms`] = Math.round(p95 * 10) / 10;
    const budget = engine === 'postgres' ? `  budget p95 50 ms  ${verdict(p95 <= 50)}` : '';
    console.log(`  ${engine.padEnd(9)} ${times.length} requests  p50 ${p50.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms${budget}`);
  },
};

const K = '/api/rabbit-kaoqin/attendanceGroup';

/**
 * The attendance-group check of the work-personnel picker for 500 chosen people, as the bureau asks it — for a new
 * group and for one being edited (its own members not counted) — with 30 of every canteen's 40 people in its group
 * (bench-attendance-seed.ts). Budget: 100 ms.
 */
const groupCheck: Measurement = {
  title: 'the attendance-group check of 500 chosen people (the education bureau)',
  run: async (engine, url, figures) => {
    const api = client(url, await signInToken(url, 'centre', CAPTCHA));
    const ids: string[] = [];
    for (const current of ['1', '2', '3'])
      ids.push(...(await api.get<{ records: { id: string }[] }>(`${W}/list`, { number: 'B', size: '200', current })).data.records.map((row) => row.id));
    const chosenUsers = ids.slice(0, 500).join(',');
    const group = (await api.get<{ records: { id: string }[] }>(`${K}/list`, { groupName: '压测考勤组', size: '1' })).data.records[0]!.id;
    const elsewhere = (await api.get<number>(`${K}/check`, { chosenUsers })).data;
    const times = await timed(20, [() => api.get(`${K}/check`, { chosenUsers }), () => api.get(`${K}/check`, { chosenUsers, groupId: group })]);
    const [p50, p95] = [percentile(times, 50), percentile(times, 95)];
    figures[`${engine}GroupCheckP50Ms`] = Math.round(p50 * 10) / 10;
    figures[`${engine}GroupCheckP95Ms`] = Math.round(p95 * 10) / 10;
    console.log(
      `  ${engine.padEnd(9)} ${times.length} requests of 500 people (${elsewhere} in a group)  p50 ${p50.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  budget 100 ms  ${verdict(p95 <= 100)}`,
    );
  },
};

/** The measurements of the personnel bench, in order; each prints its lines and adds its figures. */
export const MEASUREMENTS: Measurement[] = [listWithFilters, groupCheck];

const figures: Record<string, number> = {};
const measureAll = async (engine: string, url: string) => {
  for (const measurement of MEASUREMENTS) {
    console.log(`  ${measurement.title}`);
    await measurement.run(engine, url, figures);
  }
};

console.log('\nCanteen staff at scale (20,000 people in 500 canteens)');
await onBothEngines({
  name: 'personnel',
  env: { CAPTCHA_FIXED_CODE: CAPTCHA, SEED_BENCH_PERSONNEL: '1' },
  ports: ['18596', '18597'],
  figures,
  measure: measureAll,
});
