// `npm run demo -- clock [+3d | +12h | -1d | 0 | show]`: moves the app clock of a server running with the demo data
// (DEMO_CLOCK), so a tender's days of sign-up, its opening and its publicity pass in minutes. Every time the app writes
// and every countdown the console shows follow it. The embedded server is asked over HTTP with the key in its data
// folder; a PostgreSQL database (DATABASE_URL) is set directly, for every instance at once. `0` goes back to the
// database's own clock. Never in production: such a server has no demo clock.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const MAX_OFFSET_SECONDS = 366 * 86_400;
const UNITS: Record<string, number> = { m: 60, h: 3600, d: 86_400 };
const usage = 'usage: npm run demo -- clock [+3d | +12h | +30m | -1d | 0 | show]';

function fail(message: string): never {
  console.error(`[demo] ${message}`);
  process.exit(2);
}

/** The new offset from the current one and an argument: `+3d`, `-12h`, `0` (back to the real clock). */
function nextOffset(current: number, argument: string): number {
  if (argument === '0' || argument === 'reset') return 0;
  const match = /^([+-])(\d{1,4})([mhd])$/.exec(argument);
  if (!match) fail(usage);
  const delta = Number(match[2]) * UNITS[match[3]!]! * (match[1] === '-' ? -1 : 1);
  const next = current + delta;
  if (next < 0) fail('the demo clock cannot run behind the real one (use 0 to go back to it)');
  if (next > MAX_OFFSET_SECONDS) fail('the demo clock goes at most a year ahead');
  return next;
}

const format = (epochMs: number, timeZone: string) =>
  new Intl.DateTimeFormat('zh-CN', { timeZone, dateStyle: 'medium', timeStyle: 'medium', hourCycle: 'h23' }).format(new Date(epochMs));

interface Clock {
  now: number;
  offsetSeconds: number;
}

async function viaServer(argument: string): Promise<Clock> {
  const dataDir = path.resolve(process.env.DATA_DIR?.trim() || 'data');
  let key: string;
  try {
    key = readFileSync(path.join(dataDir, 'demo-clock.key'), 'utf8').trim();
  } catch {
    fail(`no demo clock key in ${dataDir}: start the server with the demo data first (npm start), or set DATA_DIR to its folder`);
  }
  const base = `http://${process.env.HOST?.trim() || '127.0.0.1'}:${process.env.PORT?.trim() || '8080'}`;
  const clientId = process.env.CLIENT_ID ?? 'saber';
  const clientSecret = process.env.CLIENT_SECRET ?? 'saber_secret';
  const headers = {
    Authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
    'X-Demo-Key': key,
    'content-type': 'application/json',
  };
  // the key's call answers the clock whether or not it moves it: without an offset it only reads
  const post = async (offsetSeconds?: number) => {
    const response = await fetch(`${base}/api/shian/demo/clock`, { method: 'POST', headers, body: JSON.stringify({ offsetSeconds }) }).catch(() =>
      fail(`no server answers at ${base}: start it (npm start), or set HOST and PORT`),
    );
    const body = (await response.json().catch(() => ({}))) as { code?: number; msg?: string; data?: Clock };
    if (response.status === 404) fail(`the server at ${base} has no demo clock (it runs without the demo data, or with DEMO_CLOCK=0)`);
    if (!response.ok || !body.data) fail(`the server refused: ${response.status} ${body.msg ?? ''}`);
    return body.data;
  };
  const current = await post();
  return argument === 'show' ? current : post(nextOffset(current.offsetSeconds, argument));
}

async function viaDatabase(url: string, argument: string): Promise<Clock> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const read = async () =>
      (
        await client.query<{ now: string; offset: string }>(
          `SELECT (extract(epoch FROM app_now()) * 1000)::bigint::text AS now,
                  COALESCE((SELECT extract(epoch FROM value::interval) FROM app_setting WHERE key = 'clock.offset'), 0)::bigint::text AS offset`,
        )
      ).rows[0]!;
    const before = await read();
    if (argument !== 'show') {
      const next = nextOffset(Number(before.offset), argument);
      await client.query(`INSERT INTO app_setting (key, value) VALUES ('clock.offset', $1) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`, [
        `${next} seconds`,
      ]);
    }
    const after = await read();
    return { now: Number(after.now), offsetSeconds: Number(after.offset) };
  } finally {
    await client.end();
  }
}

const [command, argument = 'show'] = process.argv.slice(2);
if (command !== 'clock') fail(usage);
if (process.env.NODE_ENV === 'production') fail('the demo clock is never moved in production');
const url = process.env.DATABASE_URL?.trim();
const clock = url ? await viaDatabase(url, argument) : await viaServer(argument);
const zone = process.env.TIME_ZONE?.trim() || 'Asia/Shanghai';
const ahead = clock.offsetSeconds;
console.log(
  `[demo] app clock: ${format(clock.now, zone)} (${zone})${ahead ? `, ${Math.floor(ahead / 86_400)} d ${Math.floor((ahead % 86_400) / 3600)} h ${Math.floor((ahead % 3600) / 60)} min ahead of the real clock` : ', the real clock'}`,
);
