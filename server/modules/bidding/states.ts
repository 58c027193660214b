// The tender's state machine (docs/product-rules.md#bidding): the states and statuses the console shares
// (contract/bidding.ts), and the server's own messages.
export { BID, BIDDING_REASONS, EDITABLE, EVALUATION, NOTICE, PROGRESS, SHORT, TERMINABLE, type Progress } from '../../../contract/bidding.ts';

/** The message of a transition that found the tender moved on (another user acted first, or the page is old). */
export const MOVED_ON = '该招标已被其他人处理，请刷新';
export const NOT_FOUND = '数据不存在';
