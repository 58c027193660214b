// The bidding screens' shared catalogue (namespace `bidding`): states, statuses and the tender's fields.
import { addCatalogues } from '../../lib/i18n';
import en from '../../locales/en-US/bidding.json';
import zh from '../../locales/zh-CN/bidding.json';

export const biddingResources = { 'zh-CN': { bidding: zh }, 'en-US': { bidding: en } } as const;

addCatalogues(biddingResources);
