// 系统人员 (/api/rabbit-personnel/personnel): the seeded diners of three schools read by each role's reach (counts for
// the supervising units, balances for the bank), every balance the sum of its transactions, and the money rules on
// people made here: a consumption above the balance refused with no row, a request id used twice making one
// change, removal refused once a person has transactions, 销户 paying out and cancelling the card, the card moves
// and their history, a card number used twice refused, another school's person not found, the exports.
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { seedId, SPACE } from '../../server/seed/ids.ts';
import { DINER_SCHOOLS, STUDENTS, TEACHERS } from '../../server/seed/system-personnel-seed.ts';
import { BASIC } from './client.ts';
import { callerOf, signedIn, uniqueAccount, type Caller, type PageOf } from './support/session.ts';

type Diner = {
  id: string;
  schoolId: string;
  personnelNo: string;
  name: string;
  type: number;
  typeName: string;
  cardNo: string;
  cardStatus: number | null;
  cardStatusName: string;
  mealCategoryId: string | null;
  faceFileId: string | null;
  faceFileLink: string | null;
  cash: number;
  subsidy: number;
  status: number;
  statusName: string;
  version: number;
};
type Txn = { id: string; type: string; cashAmount: number; subsidyAmount: number; amount: number; cashAfter: number; subsidyAfter: number };
type Balance = { id: string; cash: number; subsidy: number; total: number };
type CardInfo = { cardNo: string; cardStatus: number | null; cards: { cardNo: string; status: number; statusName: string; replacedBy: string | null }[] };
type Count = { schoolId: string; teachers: number; students: number; staff: number; total: number };

const P = '/api/rabbit-personnel/personnel';
const GONE = { code: 404, msg: '数据不存在' };
const DENIED = { code: 403, msg: '没有权限执行此操作' };
const [first, second] = DINER_SCHOOLS;
/** The first teacher of 东湖区第一小学 (seeded with a face photo and card 8100001), the first of 东湖区实验中学. */
const TEACHER1 = seedId(SPACE.diner, 1);
const OTHER_SCHOOL = seedId(SPACE.diner, TEACHERS + STUDENTS + 1);

let serial = 0;
/** A card number no seed uses (the seed's are 8 + school + 5 digits). */
const freshCard = () => `9${Date.now().toString().slice(-8)}${(serial = (serial + 1) % 100).toString().padStart(2, '0')}`;

for (const target of inject('targets')) {
  describe(`${target.name}: system personnel`, () => {
    const base = target.url;
    const create = async (caller: Caller, fields: Record<string, unknown> = {}) =>
      caller.post<Diner>(`${P}/submit`, { personnelNo: uniqueAccount('D'), name: '测试学生', type: 2, className: '三年级2班', cardNo: freshCard(), ...fields });
    const wallet = (caller: Caller, personnelId: string, type: string, amount: number, requestId = uniqueAccount('req'), dinnerType?: number) =>
      caller.post<Txn>('/api/test/wallet', { personnelId, type, amount, requestId, dinnerType });
    const detail = async (caller: Caller, id: string) => (await caller.get<Diner>(`${P}/detail`, { id })).body;
    const download = (caller: Caller, path: string, body: unknown = {}) =>
      fetch(new URL(path, base), {
        method: 'POST',
        headers: { Authorization: BASIC, 'Blade-Auth': `bearer ${caller.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    it('lists the seeded diners by reach: keepers their school, supervisors counts only, the bank balances only', async () => {
      const school = await signedIn(base, 'school');
      const page = (await school.get<PageOf<Diner>>(`${P}/list`, { size: '10' })).body.data;
      expect(page.total).toBeGreaterThanOrEqual(TEACHERS + STUDENTS);
      expect(page.records.every((row) => row.schoolId === first.school)).toBe(true);
      expect((await school.get<PageOf<Diner>>(`${P}/list`, { type: '1', personnelNo: 'T1' })).body.data.total).toBe(TEACHERS);
      expect(await detail(school, TEACHER1)).toMatchObject({
        data: { personnelNo: 'T1001', typeName: '教师', cardNo: '8100001', cardStatusName: '正常', statusName: '正常' },
      });
      const face = (await school.get<{ link: string }>(`${P}/getFileDetail`, { id: TEACHER1 })).body.data;
      expect(face.link).toContain('/api/rabbit-file/file/downloadFile');
      const students = (await school.get<PageOf<Diner>>(`${P}/list`, { type: '2', personnelNo: 'S1', size: '200' })).body.data.records;
      const withoutFace = students.filter((row) => !row.faceFileId);
      expect(withoutFace.length).toBeGreaterThan(0);
      expect(withoutFace.length).toBeLessThan(30);
      expect((await school.get(`${P}/getFileDetail`, { id: withoutFace[0]!.id })).body).toMatchObject({ code: 200, data: null });
      expect(students.filter((row) => row.subsidy === 10_000).length).toBeGreaterThan(10);
      expect(students.every((row) => row.cash >= 0 && row.cash <= 30_000)).toBe(true);
      const picker = (await school.get<PageOf<{ id: string; typeName: string }>>(`${P}/getPersonnelList`, { type: '2', size: '5' })).body.data;
      expect(picker.records[0]).toMatchObject({ typeName: '学生' });

      // another school's person: not found for the school, found by its own school's canteen
      expect(await detail(school, OTHER_SCHOOL)).toMatchObject(GONE);
      expect((await school.get(`${P}/getFileDetail`, { id: OTHER_SCHOOL })).body).toMatchObject(GONE);
      expect((await school.get(`${P}/cardPersonInfo/getCardNum`, { userId: OTHER_SCHOOL })).body).toMatchObject(GONE);
      expect((await school.post(`${P}/logout`, {}, { ids: OTHER_SCHOOL })).body).toMatchObject(GONE);
      const canteen = await signedIn(base, 'canteen');
      expect(await detail(canteen, TEACHER1)).toMatchObject({ code: 200 });

      for (const username of ['centre', 'market', 'jiwei']) {
        const supervisor = await signedIn(base, username);
        const counts = (await supervisor.get<Count[]>(`${P}/list/canteen`)).body.data;
        expect(counts.find((row) => row.schoolId === second.school)).toMatchObject({ teachers: TEACHERS, students: STUDENTS, staff: 0 });
        expect((await supervisor.get(`${P}/list`)).body).toMatchObject(DENIED);
        expect((await supervisor.get(`${P}/getWalletBalanceList`)).body).toMatchObject(DENIED);
      }
      const bank = await signedIn(base, 'bank');
      const balances = (await bank.get<PageOf<Balance>>(`${P}/getWalletBalanceList`, { size: '5' })).body.data;
      expect(balances.total).toBeGreaterThanOrEqual(3 * (TEACHERS + STUDENTS));
      expect(balances.records[0]!.total).toBe(balances.records[0]!.cash + balances.records[0]!.subsidy);
      expect((await bank.post(`${P}/group/dinnerType/balance`, {}, { ids: TEACHER1 })).body).toMatchObject({ code: 200 });
      expect((await bank.get(`${P}/list`)).body).toMatchObject(DENIED);
      expect((await bank.get(`${P}/list/canteen`)).body).toMatchObject(DENIED);
      expect((await bank.post(`${P}/logout`, {}, { ids: TEACHER1 })).body.code).toBe(403);
      expect((await bank.post(`${P}/edit/card/status`, { personnelId: TEACHER1, action: 'lost' })).body.code).toBe(403);
      const exported = await download(bank, `${P}/exportWalletBalanceData`, { type: '1' });
      expect(exported.headers.get('content-type')).toContain('spreadsheetml');
      expect(exported.headers.get('content-disposition')).toContain(encodeURIComponent('钱包余额.xlsx'));
      expect(
        Buffer.from(await exported.arrayBuffer())
          .subarray(0, 2)
          .toString(),
      ).toBe('PK');
    });

    it('keeps every seeded balance equal to the sum of its transactions', async () => {
      const school = await signedIn(base, 'school');
      expect((await school.get('/api/test/wallet-check')).body).toMatchObject({ code: 200, data: [] });
      const lunch = (
        await school.post<{ dinnerType: number; times: number; amount: number; dinnerTypeName: string }[]>(
          `${P}/group/dinnerType/balance`,
          {},
          { ids: TEACHER1 },
        )
      ).body.data;
      expect(lunch.map((row) => row.dinnerTypeName)).toEqual(['早餐', '午餐', '晚餐', '夜宵']);
    });

    it.runIf(target.databaseUrl)('refuses to change or delete a transaction row (append-only)', async () => {
      const db = new pg.Client({ connectionString: target.databaseUrl });
      await db.connect();
      try {
        await expect(db.query('UPDATE sys_wallet_txn SET remark = $1 WHERE personnel_id = $2', ['x', TEACHER1])).rejects.toThrow('append-only');
        await expect(db.query('DELETE FROM sys_wallet_txn WHERE personnel_id = $1', [TEACHER1])).rejects.toThrow('append-only');
      } finally {
        await db.end();
      }
    });

    it('refuses a consumption above the balance with no row, and makes one change of a request id sent twice', async () => {
      const school = await signedIn(base, 'school');
      const person = (await create(school)).body.data;
      expect(person).toMatchObject({ cash: 0, subsidy: 0, cardStatusName: '正常', statusName: '正常' });
      expect((await wallet(school, person.id, 'CONSUME', 1, undefined, 2)).body).toMatchObject({ code: 400, msg: '余额不足' });
      expect((await school.post(`${P}/isExist/rechargeAndConsum`, {}, { ids: person.id })).body.data).toEqual({ exist: false, ids: [] });

      const requestId = uniqueAccount('recharge');
      const once = (await wallet(school, person.id, 'RECHARGE', 1_000, requestId)).body.data;
      const twice = (await wallet(school, person.id, 'RECHARGE', 1_000, requestId)).body.data;
      expect(twice.id).toBe(once.id);
      const other = (await create(school)).body.data;
      expect((await wallet(school, other.id, 'RECHARGE', 1_000, requestId)).body).toMatchObject({ code: 409, msg: '请求编号已用于其他人员' });
      expect((await detail(school, person.id)).data.cash).toBe(1_000);
      await wallet(school, person.id, 'SUBSIDY_GRANT', 200);
      // the subsidy first, then cash
      const meal = (await wallet(school, person.id, 'CONSUME', 500, undefined, 2)).body.data;
      expect(meal).toMatchObject({ type: 'CONSUME', subsidyAmount: -200, cashAmount: -300, amount: -500, cashAfter: 700, subsidyAfter: 0 });
      expect((await wallet(school, person.id, 'CONSUME', 701, undefined, 2)).body).toMatchObject({ code: 400, msg: '余额不足' });
      // two different requests at once: both or one, never below zero
      const [a, b] = await Promise.all([wallet(school, person.id, 'CONSUME', 400, undefined, 3), wallet(school, person.id, 'CONSUME', 400, undefined, 3)]);
      expect([a.body.code, b.body.code].sort()).toEqual([200, 400]);
      expect((await detail(school, person.id)).data).toMatchObject({ cash: 300, subsidy: 0 });
      const meals = (await school.post<{ dinnerType: number; times: number; amount: number }[]>(`${P}/group/dinnerType/balance`, {}, { ids: person.id })).body
        .data;
      expect(meals.map((row) => [row.dinnerType, row.times, row.amount])).toEqual([
        [1, 0, 0],
        [2, 1, 500],
        [3, 1, 400],
        [4, 0, 0],
      ]);
      expect((await school.get('/api/test/wallet-check')).body.data).toEqual([]);
    });

    it('loses no change under 300 concurrent operations over both instances, repeated request ids included', async () => {
      const school = await signedIn(base, 'school');
      // on PostgreSQL half the calls go to the second instance on the same database
      const peer = callerOf(target.peerUrl ?? base, school.token);
      const people = await Promise.all([0, 1, 2].map(async () => (await create(school)).body.data.id));
      for (const id of people) await wallet(school, id, 'RECHARGE', 5_000);
      // a seeded generator (mulberry32), so every run makes the same operations
      let state = 17;
      const random = () => {
        state = (state + 0x6d2b79f5) >>> 0;
        let t = Math.imul(state ^ (state >>> 15), state | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
      };
      const run = uniqueAccount('op');
      const operations: { personnelId: string; type: string; amount: number; requestId: string }[] = [];
      for (let n = 0; n < 300; n += 1) {
        // one in ten repeats an earlier request as it was (a device resending)
        if (n > 10 && random() < 0.1) operations.push(operations[Math.floor(random() * n)]!);
        else
          operations.push({
            personnelId: people[Math.floor(random() * people.length)]!,
            type: random() < 0.75 ? 'CONSUME' : random() < 0.5 ? 'RECHARGE' : 'SUBSIDY_GRANT',
            amount: 100 + Math.floor(random() * 900),
            requestId: `${run}-${n}`,
          });
      }
      const answers = await Promise.all(
        operations.map((op, n) => (n % 2 ? peer : school).post<Txn>('/api/test/wallet', { ...op, dinnerType: op.type === 'CONSUME' ? 2 : undefined })),
      );
      expect(answers.every((answer) => answer.body.code === 200 || answer.body.msg === '余额不足')).toBe(true);
      expect(answers.some((answer) => answer.body.msg === '余额不足')).toBe(true);
      // each request id made at most one row, and every balance is its rows' sum
      const made = new Map<string, Txn & { personnelId: string }>();
      for (const [n, answer] of answers.entries())
        if (answer.body.code === 200) {
          const first = made.get(operations[n]!.requestId);
          if (first) expect(answer.body.data.id).toBe(first.id);
          made.set(operations[n]!.requestId, { ...answer.body.data, personnelId: operations[n]!.personnelId });
        }
      expect((await school.get('/api/test/wallet-check')).body.data).toEqual([]);
      // no lost update: each balance is the recharge plus every change the calls were told was made
      for (const id of people) {
        const { cash, subsidy } = (await detail(school, id)).data;
        const changes = [...made.values()].filter((txn) => txn.personnelId === id).reduce((sum, txn) => sum + txn.amount, 0);
        expect(cash + subsidy).toBe(5_000 + changes);
        expect(cash).toBeGreaterThanOrEqual(0);
      }
    });

    it('refuses to remove a person with transactions and closes the account instead (销户)', async () => {
      const school = await signedIn(base, 'school');
      const idle = (await create(school)).body.data;
      const reusedCard = idle.cardNo;
      expect((await school.post(`${P}/remove`, {}, { ids: idle.id })).body).toMatchObject({ code: 200 });
      expect(await detail(school, idle.id)).toMatchObject(GONE);
      // the removed person's card number is free again
      const person = (await create(school, { cardNo: reusedCard })).body.data;
      expect(person.cardNo).toBe(reusedCard);
      await wallet(school, person.id, 'RECHARGE', 2_500);
      await wallet(school, person.id, 'SUBSIDY_GRANT', 1_000);
      await wallet(school, person.id, 'CONSUME', 1_200, undefined, 2);
      expect((await school.post(`${P}/isExist/rechargeAndConsum`, {}, { ids: person.id })).body.data).toEqual({ exist: true, ids: [person.id] });
      expect((await school.post(`${P}/remove`, {}, { ids: person.id })).body).toMatchObject({
        code: 400,
        msg: '测试学生 已有充值或消费记录，不能删除，请办理销户',
      });

      expect((await school.post(`${P}/logout`, {}, { ids: person.id })).body).toMatchObject({ code: 200, data: { closed: 1 } });
      const closed = (await detail(school, person.id)).data;
      expect(closed).toMatchObject({ cash: 0, subsidy: 0, status: 2, statusName: '销户', cardStatus: 4, cardStatusName: '注销' });
      const cards = (await school.get<CardInfo>(`${P}/cardPersonInfo/getCardNum`, { userId: person.id })).body.data;
      expect(cards).toMatchObject({ cardNo: '', cardStatus: null, cards: [{ cardNo: reusedCard, statusName: '注销' }] });
      const bank = await signedIn(base, 'bank');
      const rows = (await bank.get<PageOf<Balance>>(`${P}/getWalletBalanceList`, { personnelNo: person.personnelNo })).body.data.records;
      expect(rows).toMatchObject([{ cash: 0, subsidy: 0, total: 0 }]);
      expect((await school.post(`${P}/logout`, {}, { ids: person.id })).body).toMatchObject({ code: 400, msg: '测试学生 该人员已销户' });
      expect((await school.post(`${P}/update`, { ...closed, name: '改名' })).body).toMatchObject({ code: 400, msg: '该人员已销户，不能修改' });
      expect((await school.post(`${P}/edit/card/status`, { personnelId: person.id, action: 'replace', cardNo: freshCard() })).body).toMatchObject({
        code: 400,
        msg: '该人员已销户',
      });
      expect((await school.get('/api/test/wallet-check')).body.data).toEqual([]);
    });

    it('moves a card through lost, frozen and back, replaces it with a new number and refuses a number in use', async () => {
      const school = await signedIn(base, 'school');
      const person = (await create(school)).body.data;
      const move = (action: string, cardNo?: string) => school.post<CardInfo>(`${P}/edit/card/status`, { personnelId: person.id, action, cardNo });
      expect((await move('lost')).body.data).toMatchObject({ cardStatus: 2, cardStatusName: '挂失' });
      expect((await move('lost')).body).toMatchObject({ code: 400, msg: '只有正常状态的卡可以挂失' });
      expect((await move('frozen')).body).toMatchObject({ code: 400, msg: '只有正常状态的卡可以冻结' });
      expect((await move('unfrozen')).body.data).toMatchObject({ cardStatus: 1 });
      expect((await move('unfrozen')).body).toMatchObject({ code: 400, msg: '该卡未挂失或冻结' });
      expect((await move('frozen')).body.data).toMatchObject({ cardStatus: 3, cardStatusName: '冻结' });
      expect((await move('replace')).body).toMatchObject({ code: 400, msg: '请输入新卡号' });
      expect((await move('replace', '8100001')).body).toMatchObject({ code: 409, msg: '该卡号不可用' });
      expect((await move('replace', person.cardNo)).body).toMatchObject({ code: 400, msg: '新卡号不能与原卡号相同' });
      const replacement = freshCard();
      const replaced = (await move('replace', replacement)).body.data;
      expect(replaced).toMatchObject({ cardNo: replacement, cardStatus: 1 });
      expect(replaced.cards).toMatchObject([
        { cardNo: replacement, statusName: '正常', replacedBy: null },
        { cardNo: person.cardNo, statusName: '注销', replacedBy: replacement },
      ]);
      expect((await move('cancel')).body.data).toMatchObject({ cardNo: '', cardStatus: null });
      expect((await move('lost')).body).toMatchObject({ code: 400 });
      expect((await school.post(`${P}/edit/card/status`, { personnelId: OTHER_SCHOOL, action: 'lost' })).body).toMatchObject(GONE);
    });

    it('saves with its rules: duplicate card and number refused, stale versions, bulk edit, reset, export', async () => {
      const school = await signedIn(base, 'school');
      expect((await create(school, { cardNo: '8100001' })).body).toMatchObject({ code: 409, msg: '该卡号不可用' });
      const person = (await create(school)).body.data;
      expect((await create(school, { personnelNo: person.personnelNo })).body).toMatchObject({ code: 409, msg: '该人员编号已存在' });
      expect((await create(school, { cardNo: '12' })).body).toMatchObject({ code: 400, msg: '卡号须为 4–20 位字母或数字' });
      expect((await create(school, { type: 9 })).body).toMatchObject({ code: 400, msg: '请选择人员类型' });
      expect((await create(school, { schoolId: second.school })).body).toMatchObject({ code: 403 });
      const edited = (await school.post<Diner>(`${P}/update`, { ...person, name: '新名字' })).body;
      expect(edited).toMatchObject({ code: 200, data: { name: '新名字', version: person.version + 1 } });
      expect((await school.post(`${P}/update`, { ...person, name: '旧版本' })).body).toMatchObject({ code: 409, msg: '该记录已被他人修改，请刷新后再保存' });
      expect((await school.post(`${P}/update`, { ...edited.data, cardNo: freshCard() })).body).toMatchObject({ code: 400, msg: '更换卡号请在卡务管理中补卡' });

      const plan = (await detail(school, TEACHER1)).data.mealCategoryId!;
      const plans = (await school.get<{ id: string; name: string; prices: number[] }[]>(`${P}/mealCategory/list`)).body.data;
      expect(plans.map((row) => row.name)).toEqual(['全托三餐', '午餐', '教工餐']);
      expect(plans.find((row) => row.id === plan)).toMatchObject({ name: '教工餐', prices: [500, 1500, 1200, 800] });
      expect((await school.post(`${P}/batch/update`, { ids: [person.id], mealCategoryId: plan, className: '四年级1班' })).body).toMatchObject({
        code: 200,
        data: { updated: 1 },
      });
      expect((await detail(school, person.id)).data).toMatchObject({ mealCategoryId: plan, className: '四年级1班' });
      expect((await school.post(`${P}/batch/update`, { ids: [person.id, OTHER_SCHOOL], className: 'x' })).body).toMatchObject(GONE);
      expect((await school.post(`${P}/batch/update`, { ids: [person.id] })).body).toMatchObject({ code: 400, msg: '请选择要修改的内容' });
      expect((await school.post(`${P}/reset/password`, { ids: [person.id] })).body).toMatchObject({ code: 200, data: { reset: 1 } });

      const exported = await download(school, `${P}/exportExcle`, { type: '1' });
      expect(exported.headers.get('content-type')).toContain('spreadsheetml');
      expect(exported.headers.get('content-disposition')).toContain(encodeURIComponent('人员信息.xlsx'));
      expect(
        Buffer.from(await exported.arrayBuffer())
          .subarray(0, 2)
          .toString(),
      ).toBe('PK');
      await school.post(`${P}/remove`, {}, { ids: person.id });
    });
  });
}
