// The tenderer's screens' catalogue (namespace `bidding-tender`), registered with the screens' chunks; the
// states, statuses and shared field names are the bidding domain's (namespace `bidding`).
import { addCatalogues } from '../../../../lib/i18n';
import en from '../../../../locales/en-US/bidding-tender.json';
import zh from '../../../../locales/zh-CN/bidding-tender.json';
import '../../i18n';

export const biddingTenderResources = { 'zh-CN': { 'bidding-tender': zh }, 'en-US': { 'bidding-tender': en } } as const;

addCatalogues(biddingTenderResources);
