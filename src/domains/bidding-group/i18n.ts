// The 评标小组 screen's catalogue (namespace `biddingGroup`), registered with the screen's chunk. The personnel
// picker's texts are the pickers' (namespace `pickers`, key `personnel`).
import { addCatalogues } from '../../lib/i18n';
import en from '../../locales/en-US/bidding-group.json';
import zh from '../../locales/zh-CN/bidding-group.json';

export const biddingGroupResources = { 'zh-CN': { biddingGroup: zh }, 'en-US': { biddingGroup: en } } as const;

addCatalogues(biddingGroupResources);
