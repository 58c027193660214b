// The tender form's approver and drafts: every account that may create a tender finds a bid approver in its reach
// upward (a school its bureau's) and submits a tender for approval with it; a draft keeps work with only a title,
// and submitting it names the first missing field.
import { describe, expect, inject, it } from 'vitest';
import { tenderForm } from '../fixtures/tender.ts';
import { signedIn, type Caller, type PageOf } from './support/session.ts';

const B = '/api/rabbit-backendBidding/bidding';

type Approver = { id: string; realName: string; account: string; deptName: string };
type Detail = { id: string; version: number; biddingProgress: number; title: string; approverName: string | null; lines: unknown[] };

/** The accounts of the demo district whose role may create a tender (server/platform/access/policy.ts TENDERERS). */
const TENDERERS = [
  { account: 'centre', unit: '东湖区教育局' },
  { account: 'school', unit: '东湖区第一小学' },
];

for (const target of inject('targets')) {
  describe(`${target.name}: a tender's approver and drafts`, () => {
    const base = target.url;
    const panelOf = async (caller: Caller) =>
      (await caller.get<PageOf<{ id: string; groupName: string }>>('/api/rabbit-bidingGroup/biddingGroup/listForWeb', { size: '50' })).body.data.records[0]!.id;

    for (const { account, unit } of TENDERERS) {
      it(`${account} (${unit}) finds the bureau's approvers and submits a tender for approval with one`, async () => {
        const [tenderer, approver] = await Promise.all([signedIn(base, account), signedIn(base, 'approver')]);
        const depts = (await tenderer.get<{ id: string; deptName: string; approvers: number }[]>(`${B}/approverDepts`)).body.data;
        expect(depts.map((dept) => dept.deptName)).toContain('东湖区教育局');
        const page = (await tenderer.get<PageOf<Approver>>(`${B}/approvers`, { size: '50' })).body.data;
        expect(page.records.map((row) => row.account)).toEqual(expect.arrayContaining(['approver', 'approver2']));
        expect(page.records.every((row) => row.deptName === '东湖区教育局')).toBe(true);
        // narrowed to one department and by name
        const bureau = depts.find((dept) => dept.deptName === '东湖区教育局')!;
        expect(
          (await tenderer.get<PageOf<Approver>>(`${B}/approvers`, { deptId: bureau.id, realName: '孙' })).body.data.records.map((row) => row.realName),
        ).toEqual(['孙审批']);
        const chosen = page.records.find((row) => row.account === 'approver')!;

        const title = `${unit}提交审核${Date.now().toString(36)}`;
        const answer = await tenderer.post<Detail>(
          `${B}/submit`,
          tenderForm({ title, biddingGroupId: await panelOf(tenderer), approverId: chosen.id, biddingProgress: 1 }),
        );
        expect(answer.body).toMatchObject({ code: 200, data: { biddingProgress: 1, approverName: '孙审批' } });
        // the approver chosen has it to decide
        const pending = (await approver.get<PageOf<{ id: string }>>(`${B}/allList`, { biddingProgress: '1', size: '100' })).body.data.records;
        expect(pending.map((row) => row.id)).toContain(answer.body.data.id);
      });
    }

    it('refuses an approver outside the reach, and lists nothing for callers who run no tenders', async () => {
      const [school, approver, canteen] = await Promise.all([signedIn(base, 'school'), signedIn(base, 'approver'), signedIn(base, 'canteen')]);
      const schoolUser = (await school.get<{ id: string }>('/api/rabbit-user/info')).body.data;
      const body = tenderForm({ title: `审批人越界${Date.now().toString(36)}`, biddingGroupId: await panelOf(school), approverId: schoolUser.id });
      expect((await school.post(`${B}/submit`, body)).body).toMatchObject({ code: 400, msg: '审批人须为本单位或上级单位的招标审批人' });
      expect((await approver.get(`${B}/approvers`)).body.code).toBe(403);
      expect((await canteen.get(`${B}/approverDepts`)).body.code).toBe(403);
    });

    it('saves a draft with only a title, and names the first missing field when it is submitted', async () => {
      const school = await signedIn(base, 'school');
      const title = `只有标题的草稿${Date.now().toString(36)}`;
      const draft = (await school.post<Detail>(`${B}/submit`, { biddingProgress: 0, title })).body;
      expect(draft).toMatchObject({ code: 200, data: { biddingProgress: 0, title, lines: [] } });
      const reread = (await school.get<Detail>(`${B}/draftDetail`, { id: draft.data.id })).body.data;
      expect(reread).toMatchObject({ title, biddingProgress: 0, approverName: null });
      // empty fields of a draft read as not given; a malformed one is still refused
      const { id, version } = draft.data;
      const kept = (await school.post<Detail>(`${B}/submit`, { id, version, biddingProgress: 0, title, category: '', budget: null, supplyStart: '' })).body;
      expect(kept).toMatchObject({ code: 200, data: { biddingProgress: 0 } });
      expect((await school.post(`${B}/submit`, { id, version: kept.data.version, biddingProgress: 0, title, budget: -1 })).body).toMatchObject({
        code: 400,
        msg: '预算金额须为 0.01–99999999.99 的数值，最多两位小数',
      });
      expect((await school.post(`${B}/submit`, { biddingProgress: 0, title: '' })).body).toMatchObject({ code: 400, msg: '请输入招标标题' });
      // submitting asks for everything, the first missing field first
      expect((await school.post(`${B}/submit`, { id, version: kept.data.version, biddingProgress: 1, title })).body).toMatchObject({
        code: 400,
        msg: '请选择招标品类',
      });
      const still = (await school.get<Detail>(`${B}/draftDetail`, { id })).body.data;
      expect(still.biddingProgress).toBe(0);
    });
  });
}
