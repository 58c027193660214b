// The bidding domain (招标 / 投标): its calls, its records and the pieces other domains show.
export * from './api';
export * from './types';
export { BidStatusTag, ProgressTag, ShortStatusTag } from './components/progress-tag';
