// 明厨亮灶告警 (server/modules/kitchen): the kitchen camera-event simulator on the test clock (POST /api/test/clock,
// never by waiting) — the slots the clock passes during kitchen hours of a school day get exactly the events the pure
// draw says (draw.ts), written once whoever reads and however often, and the wall counts them — and the canteen's
// acknowledgement: a note for 吸烟 and 鼠患, once, its own only; who reads what by the one policy (kitchen.read).
// The clock goes 40 days ahead and more, past whatever an earlier file left drawn, into a month no other file reads.
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { eventOf, inKitchenHours, NOTE_REQUIRED, type KitchenEvent } from '../../server/modules/kitchen/draw.ts';
import { addDays, isSchoolDay } from '../../server/seed/school-calendar.ts';
import { call } from './client.ts';
import { signedIn, type Caller, type PageOf } from './support/session.ts';

type Alert = {
  id: string;
  canteenId: string;
  canteenName: string;
  schoolName: string;
  cameraId: string;
  cameraName: string;
  type: string;
  detectedAt: string;
  handled: boolean;
  noteRequired: boolean;
  ackName: string | null;
  ackTime: string | null;
  ackNote: string | null;
};
type Wall = {
  kpis: Record<string, number>;
  panels: { trend: { categories: string[]; series: { key: string; values: number[] }[] }; cameras: { items: { id: string; online: boolean }[] } };
};

const K = '/api/rabbit-kitchen/alert';
/** KITCHEN_EVENT_MINUTES' default with the demo data. */
const MINUTES = 10;
const SLOT = MINUTES * 60;
const DEMO_CANTEEN = '第一小学学生食堂';

/** The epoch seconds of a Beijing wall-clock time (the servers' TIME_ZONE is Asia/Shanghai, no daylight saving). */
const instant = (day: string, time: string) => Date.parse(`${day}T${time}:00+08:00`) / 1000;
const secondsOf = (text: string) => Date.parse(`${text.replace(' ', 'T')}+08:00`) / 1000;
const todayInBeijing = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
const nextSchoolDay = (after: string) => {
  let day = addDays(after, 1);
  while (!isSchoolDay(day)) day = addDays(day, 1);
  return day;
};
/** The slot starts of a day's kitchen hours from `from` to `to` (HH:MM, slots ending by `to`). */
const slotsOf = (day: string, from = '00:00', to = '24:00') => {
  const starts: number[] = [];
  for (let start = instant(day, from); start + SLOT <= (to === '24:00' ? instant(addDays(day, 1), '00:00') : instant(day, to)); start += SLOT) {
    const minute = Math.round((start - instant(day, '00:00')) / 60);
    if (inKitchenHours(minute)) starts.push(start);
  }
  return starts;
};

for (const target of inject('targets')) {
  describe(`${target.name}: 明厨亮灶告警 and the kitchen camera-event simulator`, () => {
    const base = target.url;
    let centre: Caller;
    let canteen: Caller;
    let school: Caller;
    /** The days the tests move to: school days 40 days ahead and after. */
    const first = nextSchoolDay(addDays(todayInBeijing(), 40));
    const moveTo = async (seconds: number) => {
      const offsetSeconds = Math.ceil(seconds - Date.now() / 1000);
      expect((await call(base, 'POST', '/api/test/clock', { json: { offsetSeconds } })).status).toBe(200);
    };
    const alerts = async (caller: Caller, query: Record<string, string> = {}) => {
      const answer = (await caller.get<PageOf<Alert>>(`${K}/list`, { size: '200', ...query })).body;
      expect(answer.code, JSON.stringify(answer)).toBe(200);
      return answer.data;
    };
    const wall = async (caller: Caller, month: string) => {
      const answer = (await caller.get<Wall>('/api/shian/statistics/kitchen', { month })).body;
      expect(answer.code, JSON.stringify(answer)).toBe(200);
      return answer.data;
    };
    const ack = (caller: Caller, id: string, note?: string) => caller.post<Alert>(`${K}/ack`, note === undefined ? { id } : { id, note });

    beforeAll(async () => {
      [centre, canteen, school] = await Promise.all([signedIn(base, 'centre'), signedIn(base, 'canteen'), signedIn(base, 'school')]);
    });
    afterEach(async () => {
      await call(base, 'POST', '/api/test/clock', { json: { offsetSeconds: 0 } });
    });

    it('writes the draws of the slots the clock passes in kitchen hours, once whoever reads, and the wall counts them', async () => {
      const day = first;
      const month = day.slice(0, 7);
      // nothing of a day the clock has not reached
      expect((await alerts(centre, { startDate: day, endDate: day })).total).toBe(0);

      await moveTo(instant(day, '10:05'));
      const morning = await alerts(centre, { startDate: day, endDate: day });
      expect(morning.total).toBeGreaterThan(0);
      for (const alert of morning.records) {
        const at = secondsOf(alert.detectedAt);
        // each one is its camera's draw of its slot, in kitchen hours before the clock, waiting for the canteen
        expect(eventOf(alert.cameraId, Math.floor(at / SLOT) * SLOT, MINUTES)).toEqual({ type: alert.type, at });
        expect(at).toBeGreaterThanOrEqual(instant(day, '06:00'));
        expect(at).toBeLessThan(instant(day, '10:00'));
        expect(alert).toMatchObject({ handled: false, ackName: null, noteRequired: NOTE_REQUIRED.includes(alert.type as never) });
      }
      // and every draw of those cameras is there: no slot skipped
      const cameras = [...new Set(morning.records.map((alert) => alert.cameraId))];
      const drawn = cameras
        .flatMap((camera) => slotsOf(day, '00:00', '10:00').map((start) => eventOf(camera, start, MINUTES)))
        .filter(Boolean) as KitchenEvent[];
      expect(morning.records.length).toBe(drawn.length);

      // read again, on the other instance at once, and through the wall: the same events, none twice
      const peer = target.peerUrl ? await signedIn(target.peerUrl, 'centre') : centre;
      const before = await wall(centre, month);
      const [again, there] = await Promise.all([alerts(centre, { startDate: day, endDate: day }), alerts(peer, { startDate: day, endDate: day })]);
      expect(again).toEqual(morning);
      expect(there).toEqual(morning);
      expect((await wall(peer, month)).kpis.alertsMonth).toBe(before.kpis.alertsMonth);
      const dayIndex = before.panels.trend.categories.indexOf(day.slice(5));
      expect(before.panels.trend.series[0]!.values[dayIndex]).toBe(morning.total);

      // two hours on: the morning's events as they were, and the new ones; the wall moves by as many
      await moveTo(instant(day, '12:05'));
      const noon = await alerts(centre, { startDate: day, endDate: day });
      expect(noon.total).toBeGreaterThan(morning.total);
      expect(noon.records.filter((alert) => secondsOf(alert.detectedAt) < instant(day, '10:00'))).toEqual(morning.records);
      const after = await wall(centre, month);
      expect(after.kpis.alertsMonth! - before.kpis.alertsMonth!).toBe(noon.total - morning.total);
      expect(after.panels.trend.series[0]!.values[dayIndex]).toBe(noon.total);
    });

    it('lets the canteen acknowledge its own once, with a note for 吸烟 and 鼠患; the wall counts it handled', async () => {
      // the canteen's online cameras, and the first slot after the first test's day where one sees 吸烟 or 鼠患
      const own = (await wall(canteen, todayInBeijing().slice(0, 7))).panels.cameras.items.filter((camera) => camera.online).map((camera) => camera.id);
      expect(own.length).toBeGreaterThan(0);
      let found: { day: string; event: KitchenEvent; camera: string } | undefined;
      for (let day = nextSchoolDay(first); !found; day = nextSchoolDay(day))
        for (const start of slotsOf(day)) {
          const camera = own.find((id) => NOTE_REQUIRED.includes(eventOf(id, start, MINUTES)?.type as never));
          if (camera) {
            found = { day, event: eventOf(camera, start, MINUTES)!, camera };
            break;
          }
        }
      const { day, event } = found;
      const month = day.slice(0, 7);
      await moveTo(Math.floor(event.at / SLOT) * SLOT + SLOT + 300);
      const open = await alerts(canteen, { startDate: addDays(day, -6), endDate: day, state: '0' });
      expect(open.records.every((alert) => alert.canteenName === DEMO_CANTEEN && !alert.handled)).toBe(true);
      const serious = open.records.find((alert) => alert.cameraId === found!.camera && secondsOf(alert.detectedAt) === event.at)!;
      expect(serious).toMatchObject({ type: event.type, noteRequired: true });
      const before = await wall(canteen, month);
      const handledOf = (figures: Wall) => figures.panels.trend.series[1]!.values[figures.panels.trend.categories.indexOf(day.slice(5))];

      // who may not: the school reads but does not acknowledge, the bureau neither
      expect((await ack(school, serious.id, '已处理')).body).toMatchObject({ code: 403 });
      expect((await ack(centre, serious.id, '已处理')).body).toMatchObject({ code: 403 });
      // the note: required for 吸烟 and 鼠患, not blank, at most 200 characters
      expect((await ack(canteen, serious.id)).body).toMatchObject({ code: 400, msg: '请填写处理说明' });
      expect((await ack(canteen, serious.id, '   ')).body).toMatchObject({ code: 400, msg: '请填写处理说明' });
      expect((await ack(canteen, serious.id, '处'.repeat(201))).body).toMatchObject({ code: 400, msg: '处理说明不能超过 200 个字' });
      expect((await alerts(canteen, { state: '0', startDate: day, endDate: day })).records.map((alert) => alert.id)).toContain(serious.id);

      const done = (await ack(canteen, serious.id, ' 已现场制止并批评教育 ')).body;
      expect(done.code, JSON.stringify(done)).toBe(200);
      expect(done.data).toMatchObject({ id: serious.id, handled: true, ackName: '李食堂', ackNote: '已现场制止并批评教育' });
      expect(Math.abs(secondsOf(done.data.ackTime!) - (Math.floor(event.at / SLOT) * SLOT + SLOT + 300))).toBeLessThan(120);
      // once
      expect((await ack(canteen, serious.id, '再次处理')).body).toMatchObject({ code: 400, msg: '该告警已处理' });
      expect((await alerts(canteen, { state: '1', startDate: day, endDate: day })).records.find((alert) => alert.id === serious.id)).toEqual(done.data);
      expect((await alerts(canteen, { state: '0', startDate: day, endDate: day })).records.map((alert) => alert.id)).not.toContain(serious.id);
      expect(handledOf(await wall(canteen, month))).toBe(handledOf(before)! + 1);

      // another canteen's, another district's, or none at all: not found
      const elsewhere = (await alerts(centre, { startDate: day, endDate: day })).records.find((alert) => alert.canteenName !== DEMO_CANTEEN);
      expect(elsewhere).toBeDefined();
      expect((await ack(canteen, elsewhere!.id, '已处理')).body).toMatchObject({ code: 404, msg: '数据不存在' });
      expect((await ack(canteen, '1', '已处理')).body).toMatchObject({ code: 404, msg: '数据不存在' });
      expect((await ack(canteen, 'abc', '已处理')).body).toMatchObject({ code: 400 });
    });

    it('acknowledges the other kinds without a note', async () => {
      const open = await alerts(canteen, { state: '0' });
      const plain = open.records.find((alert) => !alert.noteRequired);
      // the seed leaves about one in seven of a year's alerts open
      expect(plain).toBeDefined();
      const done = (await ack(canteen, plain!.id)).body;
      expect(done.code, JSON.stringify(done)).toBe(200);
      expect(done.data).toMatchObject({ handled: true, ackName: '李食堂', ackNote: null });
    });

    it('reads by the one policy: the canteen its own, the school its canteens, supervisors their reach; filters refused in Chinese', async () => {
      const ownCanteens = (await canteen.get<{ id: string; name: string }[]>(`${K}/canteens`)).body.data;
      expect(ownCanteens.map((one) => one.name)).toEqual([DEMO_CANTEEN]);
      const schoolCanteens = (await school.get<{ id: string; name: string }[]>(`${K}/canteens`)).body.data;
      expect(schoolCanteens.map((one) => one.name)).toContain(DEMO_CANTEEN);
      const district = (await centre.get<{ id: string; name: string }[]>(`${K}/canteens`)).body.data;
      expect(district.length).toBeGreaterThan(schoolCanteens.length);

      const mine = await alerts(canteen);
      expect(mine.total).toBeGreaterThan(0);
      expect(mine.records.every((alert) => alert.canteenId === ownCanteens[0]!.id)).toBe(true);
      const ofSchool = await alerts(school);
      expect(ofSchool.records.every((alert) => schoolCanteens.some((one) => one.id === alert.canteenId))).toBe(true);
      // a filter never widens the reach: the school asking for a canteen of another school reads nothing
      const other = district.find((one) => !schoolCanteens.some((mineToo) => mineToo.id === one.id))!;
      expect((await alerts(school, { canteenId: other.id })).total).toBe(0);
      expect((await alerts(centre, { canteenId: other.id })).records.every((alert) => alert.canteenId === other.id)).toBe(true);
      // another district sees none of this one's
      const west = await signedIn(base, 'centre2', '100002');
      expect((await alerts(west, { canteenId: ownCanteens[0]!.id })).total).toBe(0);
      expect((await alerts(west)).records.some((alert) => district.some((one) => one.id === alert.canteenId))).toBe(false);
      // the supervising units read; the bank and suppliers do not; nobody unsigned
      for (const account of ['jiwei', 'market']) expect((await (await signedIn(base, account)).get(`${K}/list`)).body.code).toBe(200);
      expect((await (await signedIn(base, 'bank')).get(`${K}/list`)).body).toMatchObject({ code: 403 });
      expect((await (await signedIn(base, 'supplier', '100001', { supplier: true })).get(`${K}/list`)).body).toMatchObject({ code: 403 });
      expect((await call(base, 'GET', `${K}/list`)).status).toBe(401);

      // the filters
      const smoking = await alerts(centre, { type: 'smoking' });
      expect(smoking.total).toBeGreaterThan(0);
      expect(smoking.records.every((alert) => alert.type === 'smoking' && alert.noteRequired)).toBe(true);
      expect((await alerts(centre, { state: '1' })).records.every((alert) => alert.handled)).toBe(true);
      const refused = async (query: Record<string, string>) => (await centre.get(`${K}/list`, query)).body;
      expect(await refused({ type: 'fire' })).toMatchObject({ code: 400, msg: '告警类型不正确' });
      expect(await refused({ state: '2' })).toMatchObject({ code: 400, msg: '处理状态不正确' });
      expect(await refused({ startDate: '2026-13-01' })).toMatchObject({ code: 400, msg: '开始日期格式应为 YYYY-MM-DD' });
      expect(await refused({ startDate: '2026-11-02', endDate: '2026-11-01' })).toMatchObject({ code: 400, msg: '结束日期不能早于开始日期' });
      expect(await refused({ startDate: '2025-01-01', endDate: '2026-11-01' })).toMatchObject({ code: 400, msg: '查询时间范围不能超过 366 天' });
    });
  });
}
