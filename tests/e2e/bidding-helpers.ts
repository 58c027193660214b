// What the bidding browser tests prepare through the real API before they drive the screens (docs/testing.md): an
// account's calls, the test clock, and a tender of the centre brought to the stage a screen starts from — submitted,
// published, signed up for, shortlisted, quoted, opened or scored — each step as tests/api/bidding.test.ts walks it.
// Only bidding-journey.spec.ts takes the steps on the screens; the other specs start where their screen does.
import { expect, type APIRequestContext } from '@playwright/test';
import { tenderForm } from '../fixtures/tender';
import { BASIC, tokenAnswer } from './helpers';

export { wallClock } from '../fixtures/tender';

export const B = '/api/rabbit-backendBidding/bidding';
export const S = '/api/rabbit-signUp/supplierSignUp';
export const E = '/api/rabbit-evaluationBidding/evaluationBidding';
export const HOUR = 3600;
export const DAY = 24 * HOUR;

/** The test clock's moments in a tender's life, for one made with the clock at 0 (its days follow tenderForm). */
export const AT = {
  /** sign-up has opened (an hour after the tender was made) */
  signUpOpen: 2 * HOUR,
  /** sign-up has closed: the sign-ups are reviewed, then the shortlisted quote */
  signUpClosed: 2 * HOUR + 3 * DAY,
  /** past the opening time */
  opening: 2 * HOUR + 4 * DAY + HOUR,
  /** the award's publicity (3 days) is over: the tender is complete */
  publicityOver: 2 * HOUR + 8 * DAY,
} as const;

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

/** An answer that must have succeeded: its data. */
function accepted<T>(answer: Envelope<T>, what: string): T {
  expect(answer.code, `${what}: ${answer.msg}`).toBe(200);
  return answer.data;
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
  return accepted(answer, 'submit');
}

interface Detail {
  version: number;
  shortId: string;
  biddingProgress: number;
  lines: { id: string }[];
}

export const detailOf = async (centre: Api, id: string) => accepted(await centre.get<Detail>(`${B}/detail`, { id }), 'detail');

/**
 * An approver of the centre's office publishes the tender (its 招标公告 with it): `approver2`, whose password no test
 * changes (the recovery test changes `approver`'s, and the browser tests run in any order).
 */
export async function publish(request: APIRequestContext, id: string, opinion = '同意发布'): Promise<void> {
  accepted(await (await caller(request, 'approver2')).post(`${B}/issue`, { id, pass: true, opinion }), 'issue');
}

/** The suppliers sign up (the clock within sign-up). */
export async function signUp(request: APIRequestContext, id: string, accounts: readonly string[]): Promise<void> {
  for (const account of accounts) {
    const supplier = await caller(request, account, true);
    accepted(await supplier.get(`${S}/singUp/${id}`, { contactsName: '联系人', mobile: '13912345678' }), `sign-up of ${account}`);
  }
}

/** The centre shortlists every sign-up and confirms the shortlist (the clock past sign-up): 投标中. */
export async function shortlistAll(centre: Api, id: string): Promise<void> {
  const { shortId } = await detailOf(centre, id);
  const signUps = accepted(await centre.get<{ id: string }[]>(`${S}/shortList`, { shortId }), 'shortList');
  accepted(await centre.post(`${S}/updateShortStatus`, { ids: signUps.map((row) => row.id).join(','), shortStatus: 1 }), 'updateShortStatus');
  const { version } = await detailOf(centre, id);
  accepted(await centre.post(`${B}/submit`, { id, version, biddingProgress: 5 }), 'confirm the shortlist');
}

/** A supplier submits its quote, a unit price for each line in the tender's order; its bid's id. */
export async function quote(request: APIRequestContext, id: string, account: string, prices: readonly number[]): Promise<string> {
  const { lines } = await detailOf(await caller(request, 'centre'), id);
  const supplier = await caller(request, account, true);
  const answer = await supplier.post<{ myBiddingId: string }>(`${B}/addBidding`, {
    biddingId: id,
    submit: true,
    lines: lines.map((line, index) => ({ qingdanId: line.id, unitPrice: prices[index] ?? prices[0], brand: '品牌', origin: '黑龙江' })),
  });
  return accepted(answer, `quote of ${account}`).myBiddingId;
}

/** An expert of the panel submits final scores: [商品质量, 配送服务] for each bid. */
export async function score(request: APIRequestContext, id: string, account: string, scores: ReadonlyMap<string, readonly [number, number]>): Promise<void> {
  const expert = await caller(request, account);
  const answer = await expert.post(`${E}/submit`, {
    biddingId: id,
    avoidanceConfirmed: true,
    final: true,
    scores: [...scores].map(([myBiddingId, [quality, service]]) => ({
      myBiddingId,
      items: [
        { code: 'quality', score: quality },
        { code: 'service', score: service },
      ],
    })),
  });
  accepted(answer, `scores of ${account}`);
}

/** Where a prepared tender stands, in the order of its life. */
export type Stage = 'pending' | 'published' | 'signedUp' | 'bidding' | 'quoted' | 'opened';
const STAGES: Stage[] = ['pending', 'published', 'signedUp', 'bidding', 'quoted', 'opened'];

export interface Prepared {
  id: string;
  title: string;
  /** the bids' ids, in the order of the suppliers (once quoted) */
  bids: string[];
}

/**
 * A tender of the centre brought to `stage` through the API, the test clock moved as its days pass (it is left at the
 * stage's moment: put it back after the test) — 待审核, then published (报名中 once the clock is at AT.signUpOpen), the
 * suppliers signed up and sign-up closed (资格审查), all of them shortlisted (投标中), each quoting `prices[i]` for every
 * line (or the list given for it), and opened (评标中). Made with the clock at 0.
 */
export async function tenderAt(
  request: APIRequestContext,
  stage: Stage,
  {
    suppliers = ['supplier', 'supplier2', 'supplier3'],
    prices = [],
    ...options
  }: TenderOptions & { suppliers?: readonly string[]; prices?: readonly (number | readonly number[])[] },
): Promise<Prepared> {
  const reached = (step: Stage) => STAGES.indexOf(stage) >= STAGES.indexOf(step);
  const centre = await caller(request, 'centre');
  const { id } = await submitTender(centre, options);
  const prepared: Prepared = { id, title: options.title, bids: [] };
  if (!reached('published')) return prepared;
  await publish(request, id);
  if (!reached('signedUp')) return prepared;
  await setClock(request, AT.signUpOpen);
  await signUp(request, id, suppliers);
  await setClock(request, AT.signUpClosed);
  if (!reached('bidding')) return prepared;
  await shortlistAll(centre, id);
  if (!reached('quoted')) return prepared;
  for (const [index, account] of suppliers.entries()) {
    const price = prices[index] ?? 5 + index * 0.5;
    prepared.bids.push(await quote(request, id, account, typeof price === 'number' ? [price] : price));
  }
  if (!reached('opened')) return prepared;
  await setClock(request, AT.opening);
  accepted(await centre.get(`${B}/project/opening`, { id }), 'opening');
  return prepared;
}
