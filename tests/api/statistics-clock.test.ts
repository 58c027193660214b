// The statistics' "now" is the app clock in the deployment's zone: the data time, this month and the days of the
// kitchen's daily trend follow the test clock across midnight, and a server in another zone (TIME_ZONE) counts its
// own day — the screens had added eight hours to the process's clock whatever the setting and the clock said. So does
// 食堂数据填报's "no future month": the month a canteen may enter last is the app clock's, in the deployment's zone.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import { call } from './client.ts';
import { CAPTCHA } from './global-setup.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { describeOwnServers } from './support/own-servers.ts';
import { signedIn } from './support/session.ts';

type Stats = { month: string; dataTime: string; panels: Record<string, { categories?: string[] }> };

/** Local 'YYYY-MM-DD HH:MM:SS' of `epochMs` in `timeZone`. */
const local = (epochMs: number, timeZone: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'medium', hourCycle: 'h23' }).format(new Date(epochMs));

const SHANGHAI = 'Asia/Shanghai';

/** The instant whose local time in `timeZone` is `text` ('YYYY-MM-DD HH:MM:SS'), outside a daylight-saving change. */
const instantOf = (text: string, timeZone: string) => {
  const guess = Date.parse(`${text.replace(' ', 'T')}Z`);
  return guess - (Date.parse(`${local(guess, timeZone).replace(' ', 'T')}Z`) - guess);
};

/** The month `count` months after `month` (YYYY-MM). */
const monthAfter = (month: string, count = 1) => {
  const date = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + count, 1));
  return date.toISOString().slice(0, 7);
};

for (const target of inject('targets')) {
  describe(`${target.name}: the statistics' clock`, () => {
    const base = target.url;
    const moveClock = (offsetSeconds: number) => call(base, 'POST', '/api/test/clock', { json: { offsetSeconds } });

    it('follows the app clock across midnight: the data time, this month and today’s last day of the trend', async () => {
      const centre = await signedIn(base, 'centre');
      // one minute past the next midnight in Shanghai
      const now = Date.now();
      const clock = local(now, SHANGHAI);
      const secondsToday = Number(clock.slice(11, 13)) * 3600 + Number(clock.slice(14, 16)) * 60 + Number(clock.slice(17, 19));
      const offset = 86_400 - secondsToday + 60;
      onTestFinished(async () => void (await moveClock(0)));
      expect((await moveClock(offset)).status).toBe(200);
      const moved = local(Date.now() + offset * 1000, SHANGHAI);
      const stats = (await centre.get<Stats>(`/api/shian/statistics/kitchen`, { month: moved.slice(0, 7) })).body;
      expect(stats.code, JSON.stringify(stats)).toBe(200);
      expect(stats.data.dataTime.slice(0, 10)).toBe(moved.slice(0, 10));
      expect(Math.abs(Date.parse(`${stats.data.dataTime.replace(' ', 'T')}+08:00`) - (Date.now() + offset * 1000))).toBeLessThan(60_000);
      expect(stats.data.panels.trend!.categories!.at(-1)).toBe(moved.slice(5, 10));
      // the month after the moved one is still the future
      const [year, month] = moved.slice(0, 7).split('-').map(Number) as [number, number];
      const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
      expect((await centre.get(`/api/shian/statistics/kitchen`, { month: next })).body).toMatchObject({ code: 400, msg: '不能查询未来月份' });
    });
  });
}

describeOwnServers('the statistics in another time zone', () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'shian-zone-'));
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ DATA_DIR: path.join(folder, 'data'), CAPTCHA_FIXED_CODE: CAPTCHA, SEED_DEMO: '1', TIME_ZONE: 'America/New_York' });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('counts the data time in the TIME_ZONE setting’s zone', async () => {
    const centre = await signedIn(server.url, 'centre');
    const stats = (await centre.get<Stats>('/api/shian/statistics/kitchen')).body.data;
    const expected = Date.now();
    const newYork = Date.parse(`${stats.dataTime.replace(' ', 'T')}Z`) - Date.parse(`${local(expected, 'America/New_York').replace(' ', 'T')}Z`);
    expect(Math.abs(newYork)).toBeLessThan(60_000);
  });

  it('lets a canteen enter up to the app clock’s month in that zone, across its midnight at the month’s end', async () => {
    const NEW_YORK = 'America/New_York';
    const moveClock = async (instant: number) => {
      const answer = await call(server.url, 'POST', '/api/test/clock', { json: { offsetSeconds: Math.ceil((instant - Date.now()) / 1000) } });
      expect(answer.status).toBe(200);
    };
    onTestFinished(async () => void (await call(server.url, 'POST', '/api/test/clock', { json: { offsetSeconds: 0 } })));
    const canteen = await signedIn(server.url, 'canteen');
    const canteenId = (await canteen.get<{ id: string }[]>('/api/shian/canteen-cost/canteens')).body.data[0]!.id;
    const submit = async (month: string) => {
      const { body } = await canteen.post('/api/shian/canteen-cost/submit', {
        canteenId,
        month,
        mealsServed: 1,
        headCount: 1,
        ingredientCost: '1',
        mealFeeRevenue: '1',
        // figures of a month two months ahead differ from what it computes to (nothing yet)
        reason: '预填',
      });
      return [body.code, body.code === 200 ? '' : body.msg];
    };
    const FUTURE = [400, '不能填报未来月份'];
    // a month two months ahead of New York's, and the one after it
    const month = monthAfter(local(Date.now(), NEW_YORK).slice(0, 7), 2);
    const next = monthAfter(month);

    // 00:30 on its first day in New York: the month has begun there (the process's clock is still two months before)
    await moveClock(instantOf(`${month}-01 00:30:00`, NEW_YORK));
    expect(await submit(month)).toEqual([200, '']);
    expect(await submit(next)).toEqual(FUTURE);

    // 23:00 on its last day in New York, already the next month's first morning in Shanghai: still the future here
    const nextStarts = instantOf(`${next}-01 00:00:00`, NEW_YORK);
    await moveClock(nextStarts - 3600_000);
    expect(await submit(next)).toEqual(FUTURE);
    // past New York's midnight, the next month may be entered
    await moveClock(nextStarts + 3600_000);
    expect(await submit(next)).toEqual([200, '']);
  });
});
