// 通知公告's read receipts (/api/rabbit-desk/notice/receipts, docs/product-rules.md#notice-board): a notice published to
// two schools is opened by one school's principal and its canteen's staff — that school counts two readers, the other
// none — and the publishing unit alone reads the receipts; another school cannot open it, so leaves none. A draft is
// deleted only as a draft, by its unit.
import { describe, expect, inject, it } from 'vitest';
import { roleId } from '../../server/seed/org.ts';
import { seedId, SPACE } from '../../server/seed/ids.ts';
import { tokens } from './client.ts';
import { callerOf, signedIn, uniqueAccount } from './support/session.ts';

const N = '/api/rabbit-desk/notice';
const SCHOOL1 = seedId(SPACE.dept, 3); // 东湖区第一小学
const SCHOOL2 = seedId(SPACE.dept, 5); // 东湖区实验中学
const SCHOOL3 = seedId(SPACE.dept, 8); // 东湖区第二小学

type Notice = { id: string; status: number; version: number };
type Receipts = { schools: number; read: number; receipts: { schoolId: string; schoolName: string; readers: number; firstReadTime: string | null }[] };

for (const target of inject('targets')) {
  describe(`${target.name}: notice read receipts (通知公告)`, () => {
    const base = target.url;

    it('a notice to two schools: each reader’s opening is its school’s receipt, read by the publishing unit only', async () => {
      const centre = await signedIn(base, 'centre');
      const made = (
        await centre.post<Notice>(`${N}/submit`, { title: `回执测试${Date.now().toString(36)}`, content: '请阅。', audience: 1, schoolIds: [SCHOOL1, SCHOOL2] })
      ).body.data;
      // a draft has no readers yet: a school cannot open it
      const school = await signedIn(base, 'school');
      expect((await school.get(`${N}/detail`, { id: made.id })).body).toMatchObject({ code: 404 });
      const published = (await centre.post<Notice>(`${N}/publish`, { id: made.id, version: made.version })).body.data;
      expect(published.status).toBe(1);

      const none = (await centre.get<Receipts>(`${N}/receipts`, { id: made.id })).body.data;
      expect(none).toMatchObject({ schools: 2, read: 0 });
      expect(none.receipts.map((receipt) => receipt.readers)).toEqual([0, 0]);

      // the principal opens it twice (one receipt), the canteen's staff once: two readers of 第一小学
      await school.get(`${N}/detail`, { id: made.id });
      await school.get(`${N}/detail`, { id: made.id });
      await (await signedIn(base, 'canteen')).get(`${N}/detail`, { id: made.id });
      // the publisher's own opening is no receipt
      await centre.get(`${N}/detail`, { id: made.id });
      // a school not addressed cannot open it
      const account = uniqueAccount('hz');
      await centre.post('/api/rabbit-user/submit', {
        account,
        password: 'Abc123',
        realName: '回执测试校长',
        sex: 1,
        deptId: SCHOOL3,
        roleId: roleId(1, 'school'),
      });
      const outsider = callerOf(base, (await tokens(base, { tenantId: '100001', username: account, password: 'Abc123' })).access);
      expect((await outsider.get(`${N}/detail`, { id: made.id })).body).toMatchObject({ code: 404 });

      const read = (await centre.get<Receipts>(`${N}/receipts`, { id: made.id })).body.data;
      expect(read).toMatchObject({ schools: 2, read: 1 });
      expect(read.receipts.find((receipt) => receipt.schoolId === SCHOOL1)).toMatchObject({ readers: 2 });
      expect(read.receipts.find((receipt) => receipt.schoolId === SCHOOL1)!.firstReadTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(read.receipts.find((receipt) => receipt.schoolId === SCHOOL2)).toMatchObject({ readers: 0, firstReadTime: null });

      // receipts are the publishing unit's: not a school's, not another bureau's
      expect((await school.get(`${N}/receipts`, { id: made.id })).body).toMatchObject({ code: 403 });
      expect((await (await signedIn(base, 'centre2', '100002')).get(`${N}/receipts`, { id: made.id })).body).toMatchObject({ code: 404, msg: '通知不存在' });
      // a published notice is not deleted
      expect((await centre.post(`${N}/remove`, { id: made.id, version: published.version })).body).toMatchObject({ code: 400, msg: '只有草稿可以删除' });
    });

    it('deletes a draft of the unit only, with the button', async () => {
      const centre = await signedIn(base, 'centre');
      const draft = (await centre.post<Notice>(`${N}/submit`, { title: `删除草稿${Date.now().toString(36)}`, content: '草稿', audience: 0 })).body.data;
      expect((await (await signedIn(base, 'school')).post(`${N}/remove`, { id: draft.id, version: draft.version })).body).toMatchObject({ code: 403 });
      expect((await centre.post(`${N}/remove`, { id: draft.id, version: draft.version + 1 })).body.code).toBe(409);
      expect((await centre.post(`${N}/remove`, { id: draft.id, version: draft.version })).body.code).toBe(200);
      expect((await centre.get(`${N}/detail`, { id: draft.id })).body).toMatchObject({ code: 404 });
    });
  });
}
