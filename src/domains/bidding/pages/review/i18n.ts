// The catalogue of the approval, scoring, catalogue and supervision screens (namespace `bidding-review`), registered
// with their chunks; the shared state and field labels are the domain's (namespace `bidding`).
import { addCatalogues } from '../../../../lib/i18n';
import en from '../../../../locales/en-US/bidding-review.json';
import zh from '../../../../locales/zh-CN/bidding-review.json';
import '../../i18n';

export const biddingReviewResources = { 'zh-CN': { 'bidding-review': zh }, 'en-US': { 'bidding-review': en } } as const;

addCatalogues(biddingReviewResources);
