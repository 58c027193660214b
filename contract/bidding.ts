// What the console and the reference server agree on about a tender, as plain data with no imports: the states of
// biddingProgress and the statuses of sign-ups, bids, scores and notices (docs/product-rules.md#bidding).

/** biddingProgress: 0 草稿 · 1 待审核 · 2 已驳回 · 3 报名中 · 4 资格审查 · 5 投标中 · 6 评标中 · 7 待定标 · 8 中标公示 · 9 已完成 · 10 已终止 */
export const PROGRESS = {
  draft: 0,
  pending: 1,
  rejected: 2,
  signUp: 3,
  review: 4,
  quoting: 5,
  evaluating: 6,
  awaitingAward: 7,
  publicity: 8,
  done: 9,
  terminated: 10,
} as const;
export type Progress = (typeof PROGRESS)[keyof typeof PROGRESS];

/** The states a tenderer may still edit (and remove) a tender in. */
export const EDITABLE: readonly Progress[] = [0, 2];

/** The states a tenderer may terminate a tender from (流标 is the automatic way into 10). */
export const TERMINABLE: readonly Progress[] = [1, 3, 4, 5, 6, 7, 8];

/** Sign-up review (shortStatus): 0 待审核, 1 入围, 2 未入围. */
export const SHORT = { pending: 0, in: 1, out: 2 } as const;
export type ShortStatus = (typeof SHORT)[keyof typeof SHORT];

/** A bid (my_bidding.status): 0 暂存, 1 已递交, 3 无效, 4 中标, 5 未中标. */
export const BID = { draft: 0, submitted: 1, invalid: 3, won: 4, lost: 5 } as const;
export type BidStatus = (typeof BID)[keyof typeof BID];

/** An expert's scores of a bid: 1 暂存, 2 已提交 (final). */
export const EVALUATION = { draft: 1, final: 2 } as const;

/** Notice types: 1 招标公告, 2 入围公示, 3 终止/流标公告, 4 中标公示. */
export const NOTICE = { tender: 1, shortlist: 2, terminated: 3, award: 4 } as const;

/**
 * Stable names of the refusals the console acts on, sent beside the message as the envelope's `reason`: the console
 * branches on these, never on the Chinese text.
 */
export const BIDDING_REASONS = {
  /** 已过投标截止时间: the opening has come, a quote can no longer change. */
  quoteClosed: 'bidding.quoteClosed',
  /** 该招标已被其他人处理，请刷新: the tender is no longer where the caller saw it (another approver decided first). */
  movedOn: 'bidding.movedOn',
} as const;
export type BiddingReason = (typeof BIDDING_REASONS)[keyof typeof BIDDING_REASONS];

/** The server's message of each reason, sent as `msg`; the console's Chinese catalogue says exactly the same. */
export const BIDDING_REASON_MESSAGES: Readonly<Record<BiddingReason, string>> = {
  'bidding.quoteClosed': '已过投标截止时间',
  'bidding.movedOn': '该招标已被其他人处理，请刷新',
};
