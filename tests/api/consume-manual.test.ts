// 手工扣费 (/api/rabbit-consume/detail/manual): a consumption entered by hand for one meal — the subsidy first, then
// cash; the same request id twice is one change; 余额不足 writes nothing; a closed account, another school's person and a
// bank are refused; its refund is 撤销消费 — on both engines.
import { describe, expect, inject, it } from 'vitest';
import { seedId, SPACE } from '../../server/seed/ids.ts';
import { STUDENTS, TEACHERS } from '../../server/seed/system-personnel-seed.ts';
import { signedIn, uniqueAccount, type Caller } from './support/session.ts';

type Txn = {
  id: string;
  personnelId: string;
  type: string;
  cashAmount: number;
  subsidyAmount: number;
  amount: number;
  cashAfter: number;
  subsidyAfter: number;
  dinnerType: number;
};
type Diner = { id: string; cash: number; subsidy: number };

const C = '/api/rabbit-consume';
const P = '/api/rabbit-personnel/personnel';
const OTHER_SCHOOL = seedId(SPACE.diner, TEACHERS + STUDENTS + 1);

let serial = 0;
const freshCard = () => `8${Date.now().toString().slice(-8)}${(serial = (serial + 1) % 100).toString().padStart(2, '0')}`;

for (const target of inject('targets')) {
  describe(`${target.name}: manual consumption (手工扣费)`, () => {
    const base = target.url;
    const create = async (caller: Caller) =>
      (
        await caller.post<Diner>(`${P}/submit`, {
          personnelNo: uniqueAccount('M'),
          name: '扣费测试',
          type: 2,
          className: uniqueAccount('班'),
          cardNo: freshCard(),
        })
      ).body.data;
    const detail = async (caller: Caller, id: string) => (await caller.get<Diner>(`${P}/detail`, { id })).body.data;
    const charge = (caller: Caller, personnelId: string, amount: number | string, requestId = uniqueAccount('m'), dinnerType: unknown = 2) =>
      caller.post<Txn>(`${C}/detail/manual`, { personnelId, dinnerType, amount, requestId, remark: '忘带卡' });

    it('takes the subsidy first, then cash; once per request id; 余额不足 writes nothing; reversed by 撤销消费', async () => {
      const school = await signedIn(base, 'school');
      const person = await create(school);
      await school.post(`${C}/recharge/submit`, { personnelId: person.id, amount: 1_000, requestId: uniqueAccount('r') });
      await school.post(`${C}/subsidy/grant`, { personnelIds: [person.id], amount: 300, requestId: uniqueAccount('g') });

      const requestId = uniqueAccount('m');
      const first = await charge(school, person.id, 500, requestId);
      expect(first.body).toMatchObject({ code: 200 });
      expect(first.body.data).toMatchObject({
        type: 'CONSUME',
        amount: -500,
        subsidyAmount: -300,
        cashAmount: -200,
        subsidyAfter: 0,
        cashAfter: 800,
        dinnerType: 2,
      });
      // the same request id again: the first answer, one change
      const again = await charge(school, person.id, 500, requestId);
      expect(again.body.data).toEqual(first.body.data);
      expect(await detail(school, person.id)).toMatchObject({ cash: 800, subsidy: 0 });

      // more than subsidy and cash together: refused, nothing written
      expect((await charge(school, person.id, 801)).body).toMatchObject({ code: 400, msg: '余额不足' });
      expect(await detail(school, person.id)).toMatchObject({ cash: 800, subsidy: 0 });

      // input rules
      expect((await charge(school, person.id, 100, uniqueAccount('m'), null)).body).toMatchObject({ code: 400, msg: '请选择餐别' });
      expect((await charge(school, person.id, 100, uniqueAccount('m'), 5)).body).toMatchObject({ code: 400, msg: '请选择餐别' });
      expect((await charge(school, person.id, '1.5')).body).toMatchObject({ code: 400, msg: '金额须为大于 0 的整数（分）' });

      // listed as a consumption of the meal, and reversed once by 撤销消费
      const rows = (
        await school.get<{ records: { id: string; txnType: string; dinnerType: number; deviceSn: string | null }[] }>(`${C}/detail/list`, {
          personnelNo: '',
          name: '扣费测试',
          txnType: 'CONSUME',
          size: '100',
        })
      ).body.data.records;
      expect(rows.some((row) => row.id === first.body.data.id && row.dinnerType === 2)).toBe(true);
      const reversal = await school.post<Txn>(`${C}/detail/reverse`, { txnId: first.body.data.id, requestId: uniqueAccount('v') });
      expect(reversal.body.data).toMatchObject({ type: 'REFUND', subsidyAmount: 300, cashAmount: 200, subsidyAfter: 300, cashAfter: 1_000 });
      expect((await school.post(`${C}/detail/reverse`, { txnId: first.body.data.id, requestId: uniqueAccount('v') })).body).toMatchObject({
        code: 400,
        msg: '该消费已撤销',
      });
      expect((await school.get('/api/test/wallet-check')).body).toMatchObject({ code: 200, data: [] });
    });

    it('refuses a closed account, another school’s person (404) and a bank (403)', async () => {
      const school = await signedIn(base, 'school');
      const closed = await create(school);
      await school.post(`${P}/logout`, {}, { ids: closed.id });
      expect((await charge(school, closed.id, 100)).body).toMatchObject({ code: 400, msg: '该人员已销户' });
      expect((await charge(school, OTHER_SCHOOL, 100)).body).toMatchObject({ code: 404, msg: '数据不存在' });
      const bank = await signedIn(base, 'bank');
      expect((await charge(bank, OTHER_SCHOOL, 100)).body).toMatchObject({ code: 403 });
      expect((await charge(await signedIn(base, 'centre'), OTHER_SCHOOL, 100)).body).toMatchObject({ code: 403 });
    });

    it('grants 手工扣费 to the diners’ keepers', async () => {
      for (const account of ['school', 'canteen']) {
        const caller = await signedIn(base, account);
        const buttons = (await caller.get<{ code: string }[]>('/api/rabbit-system/menu/buttons')).body;
        expect(JSON.stringify(buttons), account).toContain('consume_manual');
      }
      const bank = await signedIn(base, 'bank');
      expect(JSON.stringify((await bank.get('/api/rabbit-system/menu/buttons')).body)).not.toContain('consume_manual');
    });
  });
}
