// The statistics' "now" is the app clock in the deployment's zone: the data time, this month and the days of the
// kitchen's daily trend follow the test clock across midnight, and a server in another zone (TIME_ZONE) counts its
// own day — the screens had added eight hours to the process's clock whatever the setting and the clock said.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import { call } from './client.ts';
import { CAPTCHA } from './global-setup.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { signedIn } from './support/session.ts';

type Stats = { month: string; dataTime: string; panels: Record<string, { categories?: string[] }> };

/** Local 'YYYY-MM-DD HH:MM:SS' of `epochMs` in `timeZone`. */
const local = (epochMs: number, timeZone: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'medium', hourCycle: 'h23' }).format(new Date(epochMs));

const SHANGHAI = 'Asia/Shanghai';

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

describe('the statistics in another time zone', () => {
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
});
