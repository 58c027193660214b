// 采购计划 and 仓库设置's client logic (src/domains/purchase/format.ts, api.ts): the period a plan covers from a day in
// it (as the server's periodOf takes it), the day its catalogue is read on, the actions each plan state allows (as
// routes/plans.ts allows them), the plans' and warehouses' client-side filters, and a warehouse's temperature range.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { periodOf } from '../../server/modules/supply/routes/plans';
import { catalogueDay, planActions, planPeriod, temperatureRange } from '../../src/domains/purchase/format';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('../../src/lib/http', () => ({ http }));
const { fetchPlanPage, fetchWarehousePage } = await import('../../src/domains/purchase/api');

describe('a plan’s period', () => {
  it('is the week from its Monday to Sunday, whatever day of it is picked', () => {
    // 2026-11-25 is a Wednesday
    expect(planPeriod(1, '2026-11-25')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(planPeriod(1, '2026-11-23')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    // a Sunday belongs to the week before it, across a month's end
    expect(planPeriod(1, '2026-11-29')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(planPeriod(1, '2026-12-02')).toEqual({ start: '2026-11-30', end: '2026-12-06' });
  });

  it('is the calendar month, February of a leap year included', () => {
    expect(planPeriod(2, '2026-11-25')).toEqual({ start: '2026-11-01', end: '2026-11-30' });
    expect(planPeriod(2, '2028-02-10')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(planPeriod(2, '2026-12-31')).toEqual({ start: '2026-12-01', end: '2026-12-31' });
  });

  it('is what the server takes: its start accepted, and the same end', () => {
    for (const day of ['2026-11-25', '2026-11-29', '2026-12-02', '2028-02-10']) {
      for (const kind of [1, 2]) {
        const client = planPeriod(kind, day);
        expect(periodOf(kind, client.start)).toEqual(client);
      }
    }
    expect(() => periodOf(1, '2026-11-25')).toThrow('周计划须从周一开始');
    expect(() => periodOf(2, '2026-11-25')).toThrow('月计划须从每月 1 日开始');
  });

  it('reads its catalogue on its first day, or today once it has begun', () => {
    expect(catalogueDay('2026-12-07', '2026-11-28')).toBe('2026-12-07');
    expect(catalogueDay('2026-11-23', '2026-11-28')).toBe('2026-11-28');
  });
});

describe('what a plan’s state allows', () => {
  const plan = (status: number, orderedCount = 0, lineCount = 2) => planActions({ status, orderedCount, lineCount });

  it('edits, submits and voids a draft or a returned plan; reviews a submitted one', () => {
    expect(plan(0)).toEqual({ edit: true, send: true, void: true, order: false, review: false });
    expect(plan(3)).toEqual({ edit: true, send: true, void: true, order: false, review: false });
    expect(plan(1)).toEqual({ edit: false, send: false, void: true, order: false, review: true });
    expect(plan(4)).toEqual({ edit: false, send: false, void: false, order: false, review: false });
  });

  it('orders from an approved plan while a line is unordered, and voids it only while none is ordered', () => {
    expect(plan(2, 0)).toMatchObject({ order: true, void: true, edit: false });
    expect(plan(2, 1)).toMatchObject({ order: true, void: false });
    expect(plan(2, 2)).toMatchObject({ order: false, void: false });
  });
});

describe('the lists’ filters', () => {
  beforeEach(() => http.get.mockReset());
  const plans = [
    { id: '1', periodKind: 1, periodStart: '2026-11-23', periodEnd: '2026-11-29', status: 2 },
    { id: '2', periodKind: 2, periodStart: '2026-12-01', periodEnd: '2026-12-31', status: 0 },
  ];

  it('asks the plans of a state, and keeps those of the type whose period holds the day', async () => {
    http.get.mockResolvedValue({ data: { code: 200, data: plans } });
    const page = await fetchPlanPage({ status: '2', day: '2026-11-25', current: 1, size: 10 });
    expect(http.get).toHaveBeenCalledWith(expect.stringContaining('/plan/list'), { params: { status: 2 } });
    expect(page.records.map((row) => row.id)).toEqual(['1']);
    expect((await fetchPlanPage({ periodKind: '2', current: 1, size: 10 })).records.map((row) => row.id)).toEqual(['2']);
    expect(http.get).toHaveBeenLastCalledWith(expect.stringContaining('/plan/list'), { params: { status: -1 } });
    expect((await fetchPlanPage({ day: '2026-12-31', current: 1, size: 10 })).records.map((row) => row.id)).toEqual(['2']);
  });

  it('keeps the warehouses by name or keeper, storage class and state', async () => {
    http.get.mockResolvedValue({
      data: {
        code: 200,
        data: [
          { id: 'a', name: '冷冻库', keeper: '王师傅', storageClass: 3, enabled: true },
          { id: 'b', name: '旧干货间', keeper: '李食堂', storageClass: 1, enabled: false },
        ],
      },
    });
    const ids = async (query: Record<string, string | number>) => (await fetchWarehousePage({ current: 1, size: 10, ...query })).records.map((row) => row.id);
    expect(await ids({})).toEqual(['a', 'b']);
    expect(await ids({ keyword: '王' })).toEqual(['a']);
    expect(await ids({ storageClass: '1' })).toEqual(['b']);
    expect(await ids({ enabled: 'false' })).toEqual(['b']);
    expect(await ids({ enabled: 'true', storageClass: '1' })).toEqual([]);
  });
});

describe('a warehouse’s temperature range', () => {
  it('shows both ends, or the one set, or none', () => {
    expect(temperatureRange(0, 4)).toBe('0 ~ 4 °C');
    expect(temperatureRange(-25, -18)).toBe('-25 ~ -18 °C');
    expect(temperatureRange(null, 25)).toBe('≤ 25 °C');
    expect(temperatureRange(2, null)).toBe('≥ 2 °C');
    expect(temperatureRange(null, undefined)).toBe('—');
  });
});
