// What the bidding browser tests prepare through the real API before they drive the screens: an account's calls,
// the test clock, and a tender of the centre submitted for approval (the valid form of tests/api/bidding.test.ts).
import { expect, type APIRequestContext } from '@playwright/test';
import { tenderForm } from '../fixtures/tender';
import { BASIC, tokenAnswer } from './helpers';

export { wallClock } from '../fixtures/tender';

export const B = '/api/rabbit-backendBidding/bidding';
export const S = '/api/rabbit-signUp/supplierSignUp';
export const E = '/api/rabbit-evaluationBidding/evaluationBidding';
export const HOUR = 3600;
export const DAY = 24 * HOUR;

export type Envelope<T> = { code: number; msg: string; data: T };
export type Api = Awaited<ReturnType<typeof caller>>;

/** The calls of one signed-in account of 东湖区. */
export async function caller(request: APIRequestContext, account: string, supplier = false) {
  const token = (await tokenAnswer(request, account, '100001', supplier)).access_token;
  if (!token) throw new Error(`sign-in of ${account} failed`);
  const headers = { Authorization: BASIC, 'Blade-Auth': `bearer ${token}` };
  return {
    get: async <T>(url: string, params: Record<string, string> = {}) => (await (await request.get(url, { headers, params })).json()) as Envelope<T>,
    post: async <T>(url: string, data: unknown) => (await (await request.post(url, { headers, data })).json()) as Envelope<T>,
  };
}

/** Moves the server's test clock to `offsetSeconds` past real time (0 puts it back). */
export async function setClock(request: APIRequestContext, offsetSeconds: number): Promise<void> {
  const answer = await request.post('/api/test/clock', { headers: { Authorization: BASIC }, data: { offsetSeconds } });
  expect(answer.ok(), await answer.text()).toBe(true);
}

export interface TenderOptions {
  title: string;
  /** the clock's offset when the tender is made (sign-up opens an hour later) */
  offset?: number;
  panel?: string;
  lines?: { goodsCode: string; estQty: number; maxPrice?: number }[];
  /** the documents every bidder must hold (the form's default: 营业执照 and 食品经营许可证) */
  requiredDocTypes?: number[];
}

/** The centre submits a tender for approval (sign-up opens an hour later and lasts 3 days; opening a day after). */
export async function submitTender(centre: Api, { title, offset = 0, panel = '大米粮油评标小组', lines, requiredDocTypes }: TenderOptions) {
  const group = (
    await centre.get<{ records: { id: string; groupName: string }[] }>('/api/rabbit-bidingGroup/biddingGroup/listForWeb', { size: '50' })
  ).data.records.find((row) => row.groupName === panel)!;
  const role = (await centre.get<{ id: string }>('/api/rabbit-system/role/detail', { roleAlias: 'approvebid' })).data;
  const { deptId } = (await centre.get<{ deptId: string }>('/api/rabbit-user/info')).data;
  const approvers = (
    await centre.get<{ records: { id: string; account: string }[] }>('/api/rabbit-user/getApprovedBy', { roleId: role.id, deptId, size: '50' })
  ).data.records;
  const answer = await centre.post<{ id: string; version: number; shortId: string | null; biddingProgress: number }>(`${B}/submit`, {
    ...tenderForm({
      title,
      biddingGroupId: group.id,
      approverId: approvers.find((user) => user.account === 'approver')!.id,
      biddingProgress: 1,
      offset,
      lines,
    }),
    ...(requiredDocTypes ? { requiredDocTypes } : {}),
  });
  expect(answer.code, answer.msg).toBe(200);
  return answer.data;
}
