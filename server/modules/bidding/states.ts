// The tender's state machine (docs/product-rules.md#bidding): the states and statuses the console shares
// (contract/bidding.ts), and the server's own messages.
import { BIDDING_REASON_MESSAGES, BIDDING_REASONS } from '../../../contract/bidding.ts';
import { ApiError } from '../../platform/http/envelope.ts';

export { BID, BIDDING_REASONS, EDITABLE, EVALUATION, NOTICE, PROGRESS, SHORT, TERMINABLE, type Progress } from '../../../contract/bidding.ts';

/** The message of a transition that found the tender moved on (another user acted first, or the page is old). */
export const MOVED_ON = BIDDING_REASON_MESSAGES[BIDDING_REASONS.movedOn];
/** 400 MOVED_ON with its stable reason, which the console acts on (the approval drawer refreshes its tender). */
export const movedOn = () => new ApiError(400, MOVED_ON, BIDDING_REASONS.movedOn);
/** 400 with the stable reason of a quote after the deadline (or once the bids are opened). */
export const quoteClosed = () => new ApiError(400, BIDDING_REASON_MESSAGES[BIDDING_REASONS.quoteClosed], BIDDING_REASONS.quoteClosed);
export const NOT_FOUND = '数据不存在';
