// The supplier's bidding screens' catalogue (namespace `bidding-supplier`): 招标大厅, 我的投标, the quote page,
// 投标记录 and the home card 即将开标, registered with their chunks. States and field names are the `bidding` namespace's.
import { addCatalogues } from '../../../../lib/i18n';
import en from '../../../../locales/en-US/bidding-supplier.json';
import zh from '../../../../locales/zh-CN/bidding-supplier.json';
import '../../i18n';

export const biddingSupplierResources = { 'zh-CN': { 'bidding-supplier': zh }, 'en-US': { 'bidding-supplier': en } } as const;

addCatalogues(biddingSupplierResources);
