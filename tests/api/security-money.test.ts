// The second security review's findings in scoring and money, each tried as the reviewer did (docs/security.md):
// repeated score items that decided a tender, request ids replayed across tenants and schools (充值, 退款, 补贴),
// money strings read as other amounts, a make-up approved by its applicant, and answers that confirmed another
// school's cards and request ids.
import pg from 'pg';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { seedId, SPACE } from '../../server/seed/ids.ts';
import { DINER_SCHOOLS } from '../../server/seed/system-personnel-seed.ts';
import { tokens } from './client.ts';
import { callerOf, signedIn, uniqueAccount, type Caller, type PageOf } from './support/session.ts';

type Txn = { id: string; personnelId: string; type: string; amount: number; cashAfter: number; requestId: string };
type Granted = { requestId: string; granted: number; total: number };
type Progress = { experts: { id: string }[]; evaluations: { expertId: string; myBiddingId: string; status: number; total?: number }[] };

const B = '/api/rabbit-backendBidding/bidding';
const E = '/api/rabbit-evaluationBidding/evaluationBidding';
const C = '/api/rabbit-consume';
const P = '/api/rabbit-personnel/personnel';
const GONE = { code: 404, msg: '数据不存在' };
/** A diner of 东湖区第一小学, the `school` account's school. */
const VICTIM = seedId(SPACE.diner, 1);

let serial = 0;
const freshCard = () => `6${Date.now().toString().slice(-8)}${(serial = (serial + 1) % 100).toString().padStart(2, '0')}`;

for (const target of inject('targets')) {
  describe(`${target.name}: security review — scores and money`, () => {
    const base = target.url;

    /** A new user of `deptId` with the school role, signed in; removed when the test ends. */
    const schoolUser = async (admin: Caller, deptId: string, tenantId: string) => {
      const roleId = (await admin.get<{ id: string }>('/api/rabbit-system/role/detail', { roleAlias: 'school' })).body.data.id;
      const account = uniqueAccount('sec');
      const made = await admin.post<{ id: string }>('/api/rabbit-user/submit', { account, password: 'Abc123', realName: '安全测试', sex: 1, deptId, roleId });
      expect(made.body.code, JSON.stringify(made.body)).toBe(200);
      onTestFinished(async () => {
        expect((await admin.post('/api/rabbit-user/remove', {}, { ids: made.body.data.id })).body.code).toBe(200);
      });
      return callerOf(base, (await tokens(base, { tenantId, username: account, password: 'Abc123' })).access);
    };
    /** A keeper of 东湖区实验中学 (another school of the same district). */
    const otherSchool = async () => schoolUser(await signedIn(base, 'centre'), DINER_SCHOOLS[1].school, '100001');
    /** A keeper of a school of district 100002 (made for the test, removed after it). */
    const otherTenant = async () => {
      const centre2 = await signedIn(base, 'centre2', '100002');
      const parentId = (await centre2.get<{ id: string }[]>('/api/rabbit-system/dept/tree')).body.data[0]!.id;
      const dept = await centre2.post<{ id: string }>('/api/rabbit-system/dept/submit', {
        deptName: uniqueAccount('西区学校'),
        parentId,
        deptCategory: 2,
        sort: 9999,
      });
      expect(dept.body.code, JSON.stringify(dept.body)).toBe(200);
      onTestFinished(async () => {
        expect((await centre2.post('/api/rabbit-system/dept/remove', {}, { ids: dept.body.data.id })).body.code).toBe(200);
      });
      return schoolUser(centre2, dept.body.data.id, '100002');
    };
    const recharge = (caller: Caller, personnelId: string, amount: unknown, requestId = uniqueAccount('r')) =>
      caller.post<Txn>(`${C}/recharge/submit`, { personnelId, amount, requestId });

    it('1. refuses repeated score items and bids: nothing stored, the ranking unchanged', async () => {
      const centre = await signedIn(base, 'centre');
      const tender = (await centre.get<PageOf<{ id: string; title: string; biddingProgress: number }>>(`${B}/list`, { size: '200' })).body.data.records.find(
        (row) => row.title === '水产品季度采购' && row.biddingProgress === 6,
      )!;
      expect(tender, 'the seeded tender under evaluation').toBeDefined();
      const bids = (await centre.get<{ myBiddingId: string }[]>(`${E}/getSupplierGoodsList`, { biddingId: tender.id })).body.data;
      expect(bids.length).toBeGreaterThanOrEqual(3);
      const before = (await centre.get<Progress>(`${E}/progress`, { biddingId: tender.id })).body.data;
      const ranksBefore = (await centre.get(`${B}/getSuccessfulBidding`, { id: tender.id })).body;

      // the attack: every bid with each item once at its maximum, then twenty more 100s of one item — and one bid twice
      const stuffed = bids.map((bid) => ({
        myBiddingId: bid.myBiddingId,
        items: [{ code: 'quality', score: 30 }, { code: 'service', score: 30 }, ...Array.from({ length: 20 }, () => ({ code: 'quality', score: 100 }))],
      }));
      const honest = bids.map((bid) => ({
        myBiddingId: bid.myBiddingId,
        items: [
          { code: 'quality', score: 20 },
          { code: 'service', score: 20 },
        ],
      }));
      for (const account of ['expert', 'expert2', 'expert3']) {
        const expert = await signedIn(base, account);
        const submit = (scores: unknown) => expert.post(`${E}/submit`, { biddingId: tender.id, avoidanceConfirmed: true, final: true, scores });
        expect((await submit(stuffed)).body, account).toMatchObject({ code: 400, msg: '评分项重复' });
        expect((await submit([...honest, honest[0]])).body, account).toMatchObject({ code: 400, msg: '同一投标只能评分一次' });
        expect(
          (
            await submit([
              {
                ...honest[0]!,
                items: [
                  { code: 'quality', score: 20 },
                  { code: 'quality', score: 10 },
                ],
              },
            ])
          ).body,
        ).toMatchObject({
          code: 400,
          msg: '评分项重复',
        });
      }
      expect((await centre.get<Progress>(`${E}/progress`, { biddingId: tender.id })).body.data).toEqual(before);
      expect((await centre.get(`${B}/getSuccessfulBidding`, { id: tender.id })).body).toEqual(ranksBefore);
      expect((await centre.get<{ biddingProgress: number }>(`${B}/detail`, { id: tender.id })).body.data.biddingProgress).toBe(6);
    });

    it.runIf(Boolean(target.databaseUrl))('1. the database refuses a stored total above the sum of the items’ maxima', async () => {
      const client = new pg.Client({ connectionString: target.databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ id: string; most: string }>(
          `SELECT e.id::text, (SELECT sum((item->>'max')::numeric) FROM jsonb_array_elements(b.score_items) item)::text AS most
             FROM bid_evaluation e JOIN bidding b ON b.id = e.bidding_id LIMIT 1`,
        );
        const row = rows[0]!;
        await expect(client.query('UPDATE bid_evaluation SET total = $2 WHERE id = $1', [row.id, Number(row.most) + 0.01])).rejects.toThrow(/outside/);
        await expect(client.query('UPDATE bid_evaluation SET total = -1 WHERE id = $1', [row.id])).rejects.toThrow(/outside/);
      } finally {
        await client.end();
      }
    });

    it('3. a request id replayed from another tenant or school answers as unused: 404, nothing revealed', async () => {
      const school = await signedIn(base, 'school');
      const requestId = uniqueAccount('victim');
      const first = (await recharge(school, VICTIM, 1234, requestId)).body;
      expect(first).toMatchObject({ code: 200, data: { personnelId: VICTIM, amount: 1234 } });
      const [west, neighbour] = await Promise.all([otherTenant(), otherSchool()]);
      for (const [who, caller] of [
        ['another tenant', west],
        ['another school', neighbour],
      ] as const) {
        for (const path of ['recharge', 'refund']) {
          const replay = await caller.post(`${C}/${path}/submit`, { personnelId: VICTIM, amount: 1234, requestId });
          expect(replay.body, `${who} ${path}`).toEqual({ ...GONE, success: false, data: null });
        }
        // the seed's ids are predictable: no better
        expect((await caller.post(`${C}/recharge/submit`, { personnelId: VICTIM, amount: 1, requestId: `seed-${VICTIM}-1` })).body, who).toMatchObject(GONE);
      }
      // the same id sent by another keeper for a person of its own is a new change, not the victim's
      const own = (await neighbour.get<PageOf<{ id: string }>>(`${P}/getPersonnelList`, { size: '1' })).body.data.records[0]!;
      const theirs = (await recharge(neighbour, own.id, 1, requestId)).body;
      expect(theirs).toMatchObject({ code: 200, data: { personnelId: own.id, amount: 1 } });
      expect(theirs.data.id).not.toBe(first.data.id);
      // and the owner's own replay still answers its first change
      expect((await recharge(school, VICTIM, 1234, requestId)).body.data).toEqual(first.data);
    });

    it('4. a subsidy grant id of another school answers as unused; the caller’s own id for another amount is 409', async () => {
      const school = await signedIn(base, 'school');
      const requestId = uniqueAccount('grant');
      const granted = (await school.post<Granted>(`${C}/subsidy/grant`, { personnelIds: [VICTIM], amount: 100, requestId })).body;
      expect(granted).toMatchObject({ code: 200, data: { granted: 1, total: 100 } });
      const neighbour = await otherSchool();
      expect((await neighbour.post(`${C}/subsidy/grant`, { personnelIds: [VICTIM], amount: 100, requestId })).body).toMatchObject(GONE);
      const own = (await neighbour.get<PageOf<{ id: string }>>(`${P}/getPersonnelList`, { size: '1' })).body.data.records[0]!;
      expect((await neighbour.post<Granted>(`${C}/subsidy/grant`, { personnelIds: [own.id], amount: 7, requestId })).body).toMatchObject({
        code: 200,
        data: { granted: 1, total: 7 },
      });
      expect((await school.post(`${C}/subsidy/grant`, { personnelIds: [VICTIM], amount: 100, requestId })).body.data).toEqual(granted.data);
      expect((await school.post(`${C}/subsidy/grant`, { personnelIds: [VICTIM], amount: 200, requestId })).body).toMatchObject({
        code: 409,
        msg: '请求编号已用于其他发放',
      });
    });

    it('7. one money parser: whole fen as a JSON integer or digits only', async () => {
      const school = await signedIn(base, 'school');
      const before = (await school.get<{ cash: number }>(`${P}/detail`, { id: VICTIM })).body.data.cash;
      const refused: [unknown, string][] = [
        ['0x10', '金额须为大于 0 的整数（分）'],
        ['1e3', '金额须为大于 0 的整数（分）'],
        [' 5', '金额须为大于 0 的整数（分）'],
        ['5 ', '金额须为大于 0 的整数（分）'],
        ['5.0', '金额须为大于 0 的整数（分）'],
        ['-1', '金额须为大于 0 的整数（分）'],
        ['+5', '金额须为大于 0 的整数（分）'],
        ['1_000', '金额须为大于 0 的整数（分）'],
        ['１２', '金额须为大于 0 的整数（分）'],
        [1.5, '金额须为大于 0 的整数（分）'],
        [-1, '金额须为大于 0 的整数（分）'],
        [0, '金额须为大于 0 的整数（分）'],
        ['0', '金额须为大于 0 的整数（分）'],
        ['', '请输入金额'],
        [null, '请输入金额'],
        [true, '请输入金额'],
        ['1000001', '单次金额不能超过 10000 元'],
        [1_000_001, '单次金额不能超过 10000 元'],
        ['9999999999999', '金额须为大于 0 的整数（分）'],
      ];
      for (const [amount, msg] of refused) expect((await recharge(school, VICTIM, amount)).body, JSON.stringify(amount)).toMatchObject({ code: 400, msg });
      expect((await school.get<{ cash: number }>(`${P}/detail`, { id: VICTIM })).body.data.cash).toBe(before);
      expect((await recharge(school, VICTIM, '16')).body.data).toMatchObject({ amount: 16, cashAfter: before + 16 });
      expect((await recharge(school, VICTIM, 1_000_000)).body.data).toMatchObject({ amount: 1_000_000 });
      expect((await school.post(`${C}/refund/submit`, { personnelId: VICTIM, amount: '0x10', requestId: uniqueAccount('f') })).body.code).toBe(400);
      expect((await school.post(`${C}/refund/submit`, { personnelId: VICTIM, amount: 1_000_016, requestId: uniqueAccount('f') })).body.code).toBe(400);
      expect((await school.post(`${C}/refund/submit`, { personnelId: VICTIM, amount: 16, requestId: uniqueAccount('f') })).body.code).toBe(200);
      expect((await school.post(`${C}/subsidy/grant`, { personnelIds: [VICTIM], amount: '1e3', requestId: uniqueAccount('g') })).body.code).toBe(400);
      // the meal plans' prices take the same parser (0 allowed there)
      const plan = (prices: unknown[]) => school.post(`${P}/mealCategory/submit`, { name: uniqueAccount('餐别'), prices });
      expect((await plan(['0x10', 0, 0, 0])).body).toMatchObject({ code: 400, msg: '每餐价格须为 0–1000 元' });
      expect((await plan([0, '1e3', 0, 0])).body).toMatchObject({ code: 400, msg: '每餐价格须为 0–1000 元' });
      expect((await plan([0, 100_001, 0, 0])).body).toMatchObject({ code: 400, msg: '每餐价格须为 0–1000 元' });
      const made = (await plan(['0', '450', 600, 0])).body as { code: number; data: { id: string; prices: number[] } };
      expect(made).toMatchObject({ code: 200, data: { prices: [0, 450, 600, 0] } });
      expect((await school.post(`${P}/mealCategory/remove`, {}, { ids: made.data.id })).body.code).toBe(200);
    });

    it('8. a make-up punch is never decided by its applicant, whatever the buttons', async () => {
      const canteen = await signedIn(base, 'canteen');
      type MakeUp = { id: string; version: number; status: number; applicant: string };
      const pending = (await canteen.get<PageOf<MakeUp>>('/api/rabbit-kaoqin/makeUpPunch/list', { status: '0', size: '50' })).body.data.records;
      const own = pending.find((row) => row.applicant === '李食堂')!;
      expect(own, 'a make-up the canteen applied for (seeded)').toBeDefined();
      expect((await canteen.post('/api/rabbit-kaoqin/makeUpPunch/audit', { id: own.id, version: own.version, pass: true })).body).toMatchObject({
        code: 403,
        msg: '不能审批自己申请的补卡',
      });
      const after = (await canteen.get<PageOf<MakeUp>>('/api/rabbit-kaoqin/makeUpPunch/list', { status: '0', size: '50' })).body.data.records;
      expect(after.find((row) => row.id === own.id)).toMatchObject({ status: 0, version: own.version });
    });

    it('9. a card number held in another school is refused in the same words as one held in the caller’s own', async () => {
      const school = await signedIn(base, 'school');
      const neighbour = await otherSchool();
      const theirCard = freshCard();
      const theirs = await neighbour.post<{ id: string }>(`${P}/submit`, { personnelNo: uniqueAccount('N'), name: '邻校学生', type: 2, cardNo: theirCard });
      expect(theirs.body.code, JSON.stringify(theirs.body)).toBe(200);
      onTestFinished(async () => {
        expect((await neighbour.post(`${P}/remove`, {}, { ids: theirs.body.data.id })).body.code).toBe(200);
      });
      const add = (cardNo: string) => school.post(`${P}/submit`, { personnelNo: uniqueAccount('S'), name: '本校学生', type: 2, cardNo });
      const elsewhere = (await add(theirCard)).body;
      const ownSchool = (await add('8100001')).body;
      expect(elsewhere).toEqual({ code: 409, success: false, data: null, msg: '该卡号不可用' });
      expect(ownSchool).toEqual(elsewhere);
    });
    it('the other write paths: no competitor’s prices before the opening, no names across schools, no double serials, no rounded ids', async () => {
      const [centre, school, supplier] = await Promise.all([
        signedIn(base, 'centre'),
        signedIn(base, 'school'),
        signedIn(base, 'supplier', '100001', { supplier: true }),
      ]);
      // a supplier's last prices are its own hints: staff are refused, however they name the supplier
      expect((await centre.get('/api/rabbit-liancan/schoolGoods/getGoodsList', { supplierId: '1' })).body.code).toBe(403);
      expect((await supplier.get('/api/rabbit-liancan/schoolGoods/getGoodsList')).body.code).toBe(200);
      // a supplier's tender history shows staff no bid state or amount before the opening
      const suppliers = (await centre.get<PageOf<{ supplierId: string }>>('/api/rabbit-supplier/supplierCompany/list', { size: '50' })).body.data.records;
      for (const { supplierId } of suppliers) {
        type History = { biddingProgress: number; totalAmount: number | null; myBiddingStatus: number | null };
        const rows = (await centre.get<PageOf<History>>(`${B}/getBiddingSupplierList`, { supplierId, size: '100' })).body.data.records;
        for (const row of rows.filter((each) => each.biddingProgress <= 5)) expect(row, supplierId).toMatchObject({ totalAmount: null, myBiddingStatus: null });
      }
      // a face push naming one device twice is refused (it would queue everyone twice)
      const device = (await school.get<PageOf<{ deviceSn: string }>>('/api/rabbit-device/device/list', { size: '1' })).body.data.records[0]!;
      expect(device, 'a seeded face device of the school').toBeDefined();
      expect(
        (await school.post('/api/rabbit-faceSync/faceSync/delete', { deviceSns: [device.deviceSn, device.deviceSn], personnelIds: VICTIM })).body,
      ).toMatchObject({
        code: 400,
        msg: '设备不能重复',
      });
      // an id beyond 2^53 is refused, not rounded to another record's
      expect((await school.get(`${P}/detail`, { id: '9007199254740993' })).body.code).toBe(404);
      expect((await school.post(`${C}/recharge/submit`, { personnelId: 2 ** 53 + 2, amount: 1, requestId: uniqueAccount('r') })).body.code).toBe(400);
    });
    it('bidding and letters: a sign-up or bid of another party is unknown, not forbidden; impossible days are 400s', async () => {
      const [centre, centre2, supplier2] = await Promise.all([
        signedIn(base, 'centre'),
        signedIn(base, 'centre2', '100002'),
        signedIn(base, 'supplier2', '100001', { supplier: true }),
      ]);
      type Row = { id: string; title: string; biddingProgress: number };
      const reviewing = (await centre.get<PageOf<Row>>(`${B}/list`, { size: '200', biddingProgress: '4' })).body.data.records[0]!;
      const detail = (await centre.get<{ shortId: string }>(`${B}/detail`, { id: reviewing.id })).body.data;
      const signUps = (await centre.get<{ id: string; supplierName: string }[]>('/api/rabbit-signUp/supplierSignUp/shortList', { shortId: detail.shortId }))
        .body.data;
      expect(signUps.length).toBeGreaterThan(0);
      // another district's tenderer naming these sign-ups: not found, and nothing reviewed
      expect((await centre2.post('/api/rabbit-signUp/supplierSignUp/updateShortStatus', { ids: signUps[0]!.id, shortStatus: 1 })).body).toMatchObject({
        code: 404,
      });
      // another supplier's sign-up papers: not found, as a sign-up that does not exist (supplier2 is 东湖绿源蔬菜合作社)
      const others = signUps.filter((row) => row.supplierName !== '东湖绿源蔬菜合作社');
      expect(others.length).toBeGreaterThan(0);
      for (const row of others) expect((await supplier2.get(`${B}/supplierInformation`, { id: row.id })).body, row.supplierName).toMatchObject(GONE);
      // a day that does not exist is refused with its field, not a 500 from the database
      expect(
        (await centre.post('/api/shian/letter/submit', { schoolId: DINER_SCHOOLS[0].school, title: '函询', content: '请说明。', deadline: '2099-02-31' })).body
          .code,
      ).toBe(400);
      expect((await centre.get(`${C}/detail/list`, { startDate: '2026-02-30' })).body).toMatchObject({ code: 400, msg: '开始日期格式不正确' });
    });
  });
}
