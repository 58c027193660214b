// 消费记录 (/api/rabbit-consume): the lists of the wallet transactions and their filters and exports, the summary by
// day × meal and by school, and the writes — 充值, 退款 (余额不足 with no row), 撤销消费 (once, a reversing row),
// 发放补贴 (chosen people or a class; a double submit is one grant) — each idempotent by its request id; who reads
// and writes what, another school's person not found, bad input with its message, the seeded 30 days, and the
// balance invariant after a burst of concurrent writes over both instances.
import { describe, expect, inject, it } from 'vitest';
import { seedId, SPACE } from '../../server/seed/ids.ts';
import { DINER_SCHOOLS, STUDENTS, TEACHERS } from '../../server/seed/system-personnel-seed.ts';
import { BASIC } from './client.ts';
import { callerOf, signedIn, uniqueAccount, type Caller, type PageOf } from './support/session.ts';

type Txn = {
  id: string;
  personnelId: string;
  type: string;
  cashAmount: number;
  subsidyAmount: number;
  amount: number;
  cashAfter: number;
  subsidyAfter: number;
};
type Row = Txn & {
  txnType: string;
  txnTypeName: string;
  personnelNo: string;
  name: string;
  schoolName: string;
  balanceAfter: number;
  dinnerType: number | null;
  dinnerTypeName: string;
  deviceSn: string;
  reversesId: string | null;
  reversedBy: string | null;
  createTime: string;
};
type Meal = { dinnerType: number; count: number; amount: number | null };
type Daily = {
  startDate: string;
  endDate: string;
  days: { date: string; count: number; amount: number | null; meals: Meal[] }[];
  total: { count: number; amount: number | null; meals: Meal[] };
};
type SchoolSum = {
  schoolId: string;
  schoolName: string;
  count: number;
  amount: number | null;
  recharge: number | null;
  refund: number | null;
  subsidy: number | null;
};
type Diner = { id: string; personnelNo: string; cash: number; subsidy: number; cardNo: string };

const C = '/api/rabbit-consume';
const P = '/api/rabbit-personnel/personnel';
const GONE = { code: 404, msg: '数据不存在' };
const DENIED = { code: 403, msg: '没有权限执行此操作' };
const [first] = DINER_SCHOOLS;
const OTHER_SCHOOL = seedId(SPACE.diner, TEACHERS + STUDENTS + 1);

let serial = 0;
const freshCard = () => `7${Date.now().toString().slice(-8)}${(serial = (serial + 1) % 100).toString().padStart(2, '0')}`;
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

for (const target of inject('targets')) {
  describe(`${target.name}: consumption records`, () => {
    const base = target.url;
    const create = async (caller: Caller, fields: Record<string, unknown> = {}) =>
      (
        await caller.post<Diner>(`${P}/submit`, {
          personnelNo: uniqueAccount('C'),
          name: '消费测试',
          type: 2,
          className: uniqueAccount('班'),
          cardNo: freshCard(),
          ...fields,
        })
      ).body.data;
    const detail = async (caller: Caller, id: string) => (await caller.get<Diner>(`${P}/detail`, { id })).body.data;
    const meal = (caller: Caller, personnelId: string, amount: number, dinnerType = 2) =>
      caller.post<Txn>('/api/test/wallet', { personnelId, type: 'CONSUME', amount, dinnerType, requestId: uniqueAccount('meal') });
    const recharge = (caller: Caller, personnelId: string, amount: number | string, requestId = uniqueAccount('r')) =>
      caller.post<Txn>(`${C}/recharge/submit`, { personnelId, amount, requestId });
    const refund = (caller: Caller, personnelId: string, amount: number, requestId = uniqueAccount('f')) =>
      caller.post<Txn>(`${C}/refund/submit`, { personnelId, amount, requestId });
    const reverse = (caller: Caller, txnId: string, requestId = uniqueAccount('v')) => caller.post<Txn>(`${C}/detail/reverse`, { txnId, requestId });
    const list = async (caller: Caller, kind: string, query: Record<string, string> = {}) => (await caller.get<PageOf<Row>>(`${C}/${kind}/list`, query)).body;
    const check = async (caller: Caller) => expect((await caller.get('/api/test/wallet-check')).body).toMatchObject({ code: 200, data: [] });

    it('lists the seeded 30 days by reach: keepers their school, the bank read-only, supervisors the summary’s counts only', async () => {
      const school = await signedIn(base, 'school');
      const rows = await list(school, 'detail', { size: '50', txnType: 'CONSUME' });
      expect(rows.data.total).toBeGreaterThan(3_000);
      expect(rows.data.records.every((row) => row.schoolName === rows.data.records[0]!.schoolName && row.txnType === 'CONSUME')).toBe(true);
      expect(rows.data.records[0]).toMatchObject({ txnTypeName: '消费', amount: expect.any(Number) });
      expect(rows.data.records[0]!.amount).toBeLessThan(0);
      expect(rows.data.records[0]!.balanceAfter).toBe(rows.data.records[0]!.cashAfter + rows.data.records[0]!.subsidyAfter);
      expect((await list(school, 'recharge')).data.total).toBeGreaterThan(TEACHERS);
      const grants = (await list(school, 'subsidy', { size: '100' })).data.records;
      expect(grants.every((row) => row.txnType === 'SUBSIDY_GRANT')).toBe(true);
      expect(grants.some((row) => row.amount === 10_000)).toBe(true);
      const daily = (await school.get<Daily>(`${C}/summary/daily`)).body.data;
      expect(daily.days.length).toBeGreaterThanOrEqual(20);
      expect(daily.total.count).toBe(daily.days.reduce((sum, day) => sum + day.count, 0));
      expect(daily.total.meals.map((m) => m.dinnerType)).toEqual([1, 2, 3, 4]);
      expect(daily.total.amount).toBeGreaterThan(0);
      const bySchool = (await school.get<SchoolSum[]>(`${C}/summary/school`)).body.data;
      expect(bySchool).toHaveLength(1);
      expect(bySchool[0]).toMatchObject({ schoolId: first.school, count: daily.total.count, amount: daily.total.amount });

      const bank = await signedIn(base, 'bank');
      expect((await list(bank, 'detail', { size: '1' })).data.total).toBeGreaterThan(rows.data.total);
      expect((await bank.get<SchoolSum[]>(`${C}/summary/school`)).body.data.length).toBeGreaterThanOrEqual(3);
      const victim = rows.data.records[0]!;
      expect((await recharge(bank, victim.personnelId, 100)).body).toMatchObject({ code: 403 });
      expect((await reverse(bank, victim.id)).body).toMatchObject({ code: 403 });

      for (const username of ['centre', 'market', 'jiwei']) {
        const supervisor = await signedIn(base, username);
        expect(await list(supervisor, 'detail')).toMatchObject(DENIED);
        const counts = (await supervisor.get<SchoolSum[]>(`${C}/summary/school`)).body.data;
        expect(counts.length).toBeGreaterThanOrEqual(3);
        expect(counts.some((row) => row.count > 0)).toBe(true);
        expect(counts.every((row) => row.amount === null && row.recharge === null)).toBe(true);
        const days = (await supervisor.get<Daily>(`${C}/summary/daily`)).body.data;
        expect(days.total.amount).toBeNull();
        expect(days.total.count).toBeGreaterThan(0);
      }
      // another school's person and row: not found
      expect((await recharge(school, OTHER_SCHOOL, 100)).body).toMatchObject(GONE);
      expect((await refund(school, OTHER_SCHOOL, 100)).body).toMatchObject(GONE);
      const theirs = (await list(bank, 'detail', { size: '1', txnType: 'CONSUME', personnelNo: 'S2' })).data.records[0]!;
      expect((await reverse(school, theirs.id)).body).toMatchObject(GONE);
      expect((await school.post(`${C}/subsidy/grant`, { personnelIds: [OTHER_SCHOOL], amount: 100, requestId: uniqueAccount('g') })).body).toMatchObject(GONE);
      expect(
        (await school.post(`${C}/subsidy/grant`, { schoolId: DINER_SCHOOLS[1].school, personnelType: 2, amount: 100, requestId: uniqueAccount('g') })).body,
      ).toMatchObject(GONE);
      await check(school);
    });

    it('filters by date, person, type of person, meal and device, and exports each list as .xlsx', async () => {
      const school = await signedIn(base, 'school');
      const all = (await list(school, 'detail', { size: '1' })).data.total;
      const day = today();
      const todays = (await list(school, 'detail', { startDate: day, endDate: day, size: '200' })).data;
      expect(todays.total).toBeLessThan(all);
      expect(todays.records.every((row) => row.createTime.startsWith(day))).toBe(true);
      const breakfasts = (await list(school, 'detail', { dinnerType: '1', size: '50' })).data.records;
      expect(breakfasts.length).toBeGreaterThan(0);
      expect(breakfasts.every((row) => row.dinnerType === 1 && row.dinnerTypeName === '早餐')).toBe(true);
      const teachers = (await list(school, 'detail', { personnelType: '1', size: '50' })).data.records;
      expect(teachers.every((row) => row.personnelNo.startsWith('T'))).toBe(true);
      const one = teachers[0]!;
      expect(
        (await list(school, 'detail', { personnelNo: one.personnelNo, size: '200' })).data.records.every((row) => row.personnelId === one.personnelId),
      ).toBe(true);
      expect((await list(school, 'detail', { name: one.name, size: '1' })).data.total).toBeGreaterThan(0);
      const device = breakfasts[0]!.deviceSn;
      expect(device).not.toBe('');
      expect((await list(school, 'detail', { deviceSn: device, size: '50' })).data.records.every((row) => row.deviceSn === device)).toBe(true);
      const card = (await detail(school, one.personnelId)).cardNo;
      expect((await list(school, 'detail', { cardNo: card, size: '50' })).data.records.every((row) => row.personnelId === one.personnelId)).toBe(true);
      expect(await list(school, 'detail', { startDate: '2026-13-01' })).toMatchObject({ code: 400, msg: '开始日期格式不正确' });
      expect(await list(school, 'detail', { startDate: '2026-02-02', endDate: '2026-02-01' })).toMatchObject({ code: 400, msg: '结束日期不能早于开始日期' });
      expect(await list(school, 'detail', { dinnerType: '5' })).toMatchObject({ code: 400, msg: '餐别不正确' });
      expect(await list(school, 'detail', { txnType: 'GIFT' })).toMatchObject({ code: 400, msg: '流水类型不正确' });
      expect((await school.get(`${C}/summary/daily`, { startDate: '2024-01-01', endDate: '2026-01-01' })).body).toMatchObject({
        code: 400,
        msg: '查询范围不能超过 366 天',
      });
      for (const [kind, name] of [
        ['detail', '消费流水'],
        ['recharge', '充值记录'],
        ['refund', '退款记录'],
        ['subsidy', '补贴发放'],
      ] as const) {
        const answer = await fetch(new URL(`${C}/${kind}/export`, base), {
          method: 'POST',
          headers: { Authorization: BASIC, 'Blade-Auth': `bearer ${school.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ startDate: day, endDate: day }),
        });
        expect(answer.headers.get('content-type')).toContain('spreadsheetml');
        expect(answer.headers.get('content-disposition')).toContain(encodeURIComponent(`${name}.xlsx`));
        expect(
          Buffer.from(await answer.arrayBuffer())
            .subarray(0, 2)
            .toString(),
        ).toBe('PK');
      }
    });

    it('recharges and refunds cash once per request id; a refund above the cash is 余额不足 with no row', async () => {
      const school = await signedIn(base, 'school');
      const person = await create(school);
      const requestId = uniqueAccount('r');
      const once = (await recharge(school, person.id, 5_000, requestId)).body;
      expect(once).toMatchObject({ code: 200, data: { type: 'RECHARGE', cashAmount: 5_000, cashAfter: 5_000, subsidyAfter: 0 } });
      expect((await recharge(school, person.id, 5_000, requestId)).body.data.id).toBe(once.data.id);
      const other = await create(school);
      expect((await recharge(school, other.id, 5_000, requestId)).body).toMatchObject({ code: 409, msg: '请求编号已用于其他人员' });
      // a request id of a recharge is not a refund's
      expect((await refund(school, person.id, 100, requestId)).body).toMatchObject({ code: 409 });
      expect((await school.post(`${C}/subsidy/grant`, { personnelIds: [person.id], amount: 800, requestId: uniqueAccount('g') })).body).toMatchObject({
        code: 200,
        data: { granted: 1, total: 800 },
      });
      // the subsidy is not paid out: 5,000 cash, 800 subsidy, a refund of 5,001 is refused
      expect((await refund(school, person.id, 5_001)).body).toMatchObject({ code: 400, msg: '余额不足' });
      const rows = (await list(school, 'detail', { personnelNo: person.personnelNo })).data.records;
      expect(rows.map((row) => row.txnType)).toEqual(['SUBSIDY_GRANT', 'RECHARGE']);
      const refundId = uniqueAccount('f');
      const out = (await refund(school, person.id, 3_000, refundId)).body;
      expect(out).toMatchObject({ code: 200, data: { type: 'REFUND', cashAmount: -3_000, cashAfter: 2_000, subsidyAfter: 800 } });
      expect((await refund(school, person.id, 3_000, refundId)).body.data.id).toBe(out.data.id);
      expect(await detail(school, person.id)).toMatchObject({ cash: 2_000, subsidy: 800 });
      const refunds = (await list(school, 'refund', { personnelNo: rows[0]!.personnelNo })).data.records;
      expect(refunds.map((row) => [row.txnTypeName, row.amount, row.cashAfter])).toEqual([['退款', -3_000, 2_000]]);

      // bad input, each with its message
      const bad = async (body: Record<string, unknown>, msg: string, path = 'recharge/submit') =>
        expect((await school.post(`${C}/${path}`, { personnelId: person.id, amount: 100, requestId: uniqueAccount('b'), ...body })).body).toMatchObject({
          code: 400,
          msg,
        });
      await bad({ amount: undefined }, '请输入金额');
      await bad({ amount: 0 }, '金额须为大于 0 的整数（分）');
      await bad({ amount: 1.5 }, '金额须为大于 0 的整数（分）');
      await bad({ amount: 'abc' }, '金额须为大于 0 的整数（分）');
      await bad({ amount: 1_000_001 }, '单次金额不能超过 10000 元');
      await bad({ requestId: '' }, '缺少请求编号');
      await bad({ requestId: 'a b' }, '请求编号不正确');
      await bad({ personnelId: '' }, '请选择人员', 'refund/submit');
      // a closed account takes nothing
      expect((await school.post(`${P}/logout`, {}, { ids: person.id })).body.code).toBe(200);
      expect((await recharge(school, person.id, 100)).body).toMatchObject({ code: 400, msg: '该人员已销户' });
      expect((await list(school, 'refund', { personnelNo: rows[0]!.personnelNo })).data.records.map((row) => row.txnType)).toEqual(['CLOSE_REFUND', 'REFUND']);
      await check(school);
    });

    it('reverses a consumption once with a reversing row, and the summary leaves it out', async () => {
      const school = await signedIn(base, 'school');
      const person = await create(school);
      await recharge(school, person.id, 2_000);
      await school.post(`${C}/subsidy/grant`, { personnelIds: [person.id], amount: 300, requestId: uniqueAccount('g') });
      const before = (await school.get<Daily>(`${C}/summary/daily`)).body.data.total;
      const lunch = (await meal(school, person.id, 1_200, 2)).body.data;
      expect(lunch).toMatchObject({ subsidyAmount: -300, cashAmount: -900, cashAfter: 1_100, subsidyAfter: 0 });
      const during = (await school.get<Daily>(`${C}/summary/daily`)).body.data.total;
      expect(during.count).toBe(before.count + 1);
      expect(during.meals[1]!.amount).toBe(before.meals[1]!.amount! + 1_200);

      const requestId = uniqueAccount('v');
      const back = (await reverse(school, lunch.id, requestId)).body;
      expect(back).toMatchObject({ code: 200, data: { type: 'REFUND', subsidyAmount: 300, cashAmount: 900, cashAfter: 2_000, subsidyAfter: 300 } });
      expect((await reverse(school, lunch.id, requestId)).body.data.id).toBe(back.data.id);
      expect((await reverse(school, lunch.id)).body).toMatchObject({ code: 400, msg: '该消费已撤销' });
      expect((await reverse(school, back.data.id)).body).toMatchObject({ code: 400, msg: '只能撤销消费记录' });
      expect((await reverse(school, '999999999999')).body).toMatchObject(GONE);
      expect((await school.post(`${C}/detail/reverse`, { txnId: 'x', requestId: uniqueAccount('v') })).body).toMatchObject({
        code: 400,
        msg: '请选择要撤销的消费',
      });
      // two reversals at once with different ids: one of them
      const second = (await meal(school, person.id, 500, 1)).body.data;
      const both = await Promise.all([reverse(school, second.id), reverse(school, second.id)]);
      expect(both.map((answer) => answer.body.code).sort()).toEqual([200, 400]);

      const rows = (await list(school, 'detail', { personnelNo: person.personnelNo, personnelType: '2' })).data.records;
      const consumed = rows.find((row) => row.id === lunch.id)!;
      expect(consumed).toMatchObject({ txnType: 'CONSUME', amount: -1_200, reversedBy: back.data.id });
      expect(rows.find((row) => row.id === back.data.id)).toMatchObject({ txnType: 'REFUND', reversesId: lunch.id, dinnerType: 2 });
      expect((await school.get<Daily>(`${C}/summary/daily`)).body.data.total).toEqual(before);
      expect(await detail(school, person.id)).toMatchObject({ cash: 2_000, subsidy: 300 });
      // the per-meal figures net the reversal
      const perMeal = (await school.post<{ dinnerType: number; amount: number }[]>(`${P}/group/dinnerType/balance`, {}, { ids: person.id })).body.data;
      expect(perMeal.map((row) => row.amount)).toEqual([0, 0, 0, 0]);
      await check(school);
    });

    it('grants a subsidy to chosen people or a class once per request id, a double submit being one grant', async () => {
      const school = await signedIn(base, 'school');
      const className = uniqueAccount('补贴班');
      const people = await Promise.all([0, 1, 2].map(() => create(school, { className })));
      const closed = await create(school, { className });
      await school.post(`${P}/logout`, {}, { ids: closed.id });
      const requestId = uniqueAccount('g');
      const body = { schoolId: first.school, personnelType: 2, className, amount: 1_500, requestId, remark: '十一月餐补' };
      const [a, b] = await Promise.all([school.post(`${C}/subsidy/grant`, body), school.post(`${C}/subsidy/grant`, body)]);
      expect(a.body).toMatchObject({ code: 200, data: { granted: 3, total: 4_500 } });
      expect(b.body.data).toEqual(a.body.data);
      expect((await school.post(`${C}/subsidy/grant`, body)).body.data).toEqual(a.body.data);
      for (const person of people) expect(await detail(school, person.id)).toMatchObject({ subsidy: 1_500 });
      expect(await detail(school, closed.id)).toMatchObject({ subsidy: 0 });
      const granted = (await list(school, 'subsidy', { className, size: '50' })).data.records;
      expect(granted).toHaveLength(3);
      expect(granted[0]).toMatchObject({ amount: 1_500, subsidyAfter: 1_500 });

      const chosen = uniqueAccount('g');
      const picked = await school.post(`${C}/subsidy/grant`, { personnelIds: [people[0]!.id, people[1]!.id], amount: 200, requestId: chosen });
      expect(picked.body).toMatchObject({ code: 200, data: { granted: 2, total: 400 } });
      expect(await detail(school, people[0]!.id)).toMatchObject({ subsidy: 1_700 });
      const grant = (extra: Record<string, unknown>) => school.post(`${C}/subsidy/grant`, { amount: 100, requestId: uniqueAccount('g'), ...extra });
      expect((await grant({ personnelIds: [closed.id] })).body).toMatchObject({ code: 400, msg: '消费测试 该人员已销户' });
      expect((await grant({})).body).toMatchObject({ code: 400, msg: '请选择发放对象' });
      expect((await grant({ schoolId: first.school })).body).toMatchObject({ code: 400, msg: '请选择发放对象' });
      expect((await grant({ schoolId: first.school, personnelType: 3, className: '没有这个班' })).body).toMatchObject({
        code: 400,
        msg: '没有可发放补贴的人员',
      });
      expect((await grant({ personnelIds: [people[0]!.id], amount: -5 })).body).toMatchObject({ code: 400, msg: '金额须为大于 0 的整数（分）' });
      expect((await grant({ personnelIds: [people[0]!.id], personnelType: 9 })).body).toMatchObject({ code: 400, msg: '人员类型不正确' });
      await check(school);
    });

    it('keeps every balance the sum of its rows after a burst of concurrent writes over both instances', async () => {
      const school = await signedIn(base, 'school');
      // on PostgreSQL half the calls go to the second instance on the same database
      const peer = callerOf(target.peerUrl ?? base, school.token);
      const people = await Promise.all([0, 1].map(() => create(school)));
      for (const person of people) await recharge(school, person.id, 3_000);
      const meals: Txn[] = [];
      for (const person of people) for (let n = 0; n < 4; n += 1) meals.push((await meal(school, person.id, 200)).body.data);
      const run = uniqueAccount('burst');
      const calls: (() => Promise<{ body: { code: number; msg: string } }>)[] = [];
      for (let n = 0; n < 80; n += 1) {
        const caller = n % 2 ? peer : school;
        const person = people[n % 2]!.id;
        const requestId = `${run}-${n % 60}`; // the last 20 repeat earlier ids
        const kind = (n % 60) % 4;
        if (kind === 0) calls.push(() => recharge(caller, person, 300, requestId));
        else if (kind === 1) calls.push(() => refund(caller, person, 700, requestId));
        else if (kind === 2) calls.push(() => reverse(caller, meals[(n % 60) % meals.length]!.id, requestId));
        else calls.push(() => caller.post(`${C}/subsidy/grant`, { personnelIds: [person], amount: 100, requestId }));
      }
      const answers = await Promise.all(calls.map((call) => call()));
      expect(answers.every((answer) => [200, 400, 409].includes(answer.body.code))).toBe(true);
      expect(answers.filter((answer) => answer.body.code === 400).every((answer) => ['余额不足', '该消费已撤销'].includes(answer.body.msg))).toBe(true);
      await check(school);
      for (const person of people) {
        const rows = (await list(school, 'detail', { personnelNo: person.personnelNo, size: '200' })).data.records;
        const { cash, subsidy } = await detail(school, person.id);
        expect(cash).toBeGreaterThanOrEqual(0);
        expect(cash + subsidy).toBe(rows.reduce((sum, row) => sum + row.amount, 0));
        // each consumption reversed at most once
        const reversed = rows.filter((row) => row.reversesId).map((row) => row.reversesId);
        expect(new Set(reversed).size).toBe(reversed.length);
      }
    });
  });
}
