// 招标公告 across tenders (GET /api/rabbit-backendBidding/bidding/noticeList): the notices of the tenders the caller
// may see, newest first — a supplier only published tenders', never another tenant's — and the type and title filters.
import { describe, expect, inject, it } from 'vitest';
import { signedIn, type Caller, type PageOf } from './support/session.ts';

const B = '/api/rabbit-backendBidding/bidding';

type NoticeRow = { id: string; type: number; title: string; content: string; publishTime: string; biddingId: string; biddingTitle: string; schoolName: string };

/** A wall-clock time in the deployment's zone, `hours` from now. */
const wallClock = (hours: number) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai', dateStyle: 'short', timeStyle: 'medium' }).format(new Date(Date.now() + hours * 3_600_000));

for (const target of inject('targets')) {
  describe(`${target.name}: the notices of the visible tenders`, () => {
    const base = target.url;
    const notices = async (caller: Caller, query: Record<string, string> = {}) =>
      (await caller.get<PageOf<NoticeRow>>(`${B}/noticeList`, { size: '200', ...query })).body;

    /** A tender of the centre submitted for approval (the form of tests/api/bidding.test.ts). */
    async function submitted(centre: Caller, title: string) {
      const group = (
        await centre.get<PageOf<{ id: string; groupName: string }>>('/api/rabbit-bidingGroup/biddingGroup/listForWeb', { size: '50' })
      ).body.data.records.find((row) => row.groupName === '大米粮油评标小组')!;
      const role = (await centre.get<{ id: string }>('/api/rabbit-system/role/detail', { roleAlias: 'approvebid' })).body.data;
      const { deptId } = (await centre.get<{ deptId: string }>('/api/rabbit-user/info')).body.data;
      const approvers = (await centre.get<PageOf<{ id: string; account: string }>>('/api/rabbit-user/getApprovedBy', { roleId: role.id, deptId, size: '50' }))
        .body.data.records;
      const answer = await centre.post<{ id: string; biddingProgress: number }>(`${B}/submit`, {
        biddingProgress: 1,
        title,
        category: 'G01',
        budget: 50000,
        supplyStart: wallClock(24 * 30).slice(0, 10),
        supplyEnd: wallClock(24 * 200).slice(0, 10),
        content: `${title}的公告正文。`,
        requiredDocTypes: [1],
        signUpStart: wallClock(1),
        signUpEnd: wallClock(1 + 72),
        openingTime: wallClock(1 + 72 + 24),
        minBidders: 3,
        winnerCount: 1,
        priceWeight: 40,
        scoreItems: [{ code: 'quality', name: '商品质量', max: 60 }],
        biddingGroupId: group.id,
        approverId: approvers.find((user) => user.account === 'approver')!.id,
        lines: [{ goodsCode: 'G0101', estQty: 100 }],
      });
      expect(answer.body).toMatchObject({ code: 200, data: { biddingProgress: 1 } });
      return answer.body.data.id;
    }

    it('lists the published tenders’ notices to a supplier and the supervisors, newest first, never another tenant’s', async () => {
      const [centre, approver, jiwei, supplier, elsewhere] = await Promise.all([
        signedIn(base, 'centre'),
        signedIn(base, 'approver'),
        signedIn(base, 'jiwei'),
        signedIn(base, 'supplier', '100001', { supplier: true }),
        signedIn(base, 'centre2', '100002'),
      ]);
      const suffix = Date.now().toString(36);
      const published = await submitted(centre, `公告列表已发布${suffix}`);
      const pending = await submitted(centre, `公告列表待审核${suffix}`);
      expect((await approver.post(`${B}/issue`, { id: published, pass: true, opinion: '同意' })).body.code).toBe(200);

      for (const caller of [supplier, jiwei, centre]) {
        const page = await notices(caller);
        expect(page.code).toBe(200);
        const mine = page.data.records.filter((row) => row.biddingId === published);
        expect(mine).toMatchObject([{ type: 1, title: `公告列表已发布${suffix}招标公告`, content: `公告列表已发布${suffix}的公告正文。` }]);
        expect(page.data.records.some((row) => row.biddingId === pending)).toBe(false);
        const times = page.data.records.map((row) => row.publishTime);
        expect(times).toEqual([...times].sort().reverse());
      }
      // a supplier sees exactly the notices of tenders it may open: published ones of its tenant
      for (const row of (await notices(supplier)).data.records)
        expect((await supplier.get(`${B}/detail`, { id: row.biddingId })).body.code, row.title).toBe(200);

      // another tenant: none of these, whatever tenant it names
      const theirs = await notices(elsewhere, { tenantId: '100001' });
      expect(theirs.code).toBe(200);
      expect(theirs.data.records.some((row) => row.biddingId === published || row.biddingId === pending)).toBe(false);

      // tidy: end both tenders (the published one with its 终止公告, which the type filter finds)
      for (const id of [published, pending]) {
        const version = (await centre.get<{ version: number }>(`${B}/detail`, { id })).body.data.version;
        expect((await centre.post(`${B}/submit`, { id, version, biddingProgress: 10, terminateReason: '测试结束，终止本次招标' })).body.code).toBe(200);
      }
      const ended = (await notices(jiwei, { type: '3' })).data.records;
      expect(ended.length).toBeGreaterThan(0);
      expect(ended.every((row) => row.type === 3)).toBe(true);
      expect(ended.map((row) => row.biddingId)).toContain(published);
      expect(ended.map((row) => row.biddingId)).not.toContain(pending);
      const titled = (await notices(jiwei, { title: `公告列表已发布${suffix}` })).data;
      expect(titled.records.map((row) => row.type).sort()).toEqual([1, 3]);
      expect(titled.total).toBe(2);
      expect(await notices(jiwei, { type: '9' })).toMatchObject({ code: 400 });
    });
  });
}
