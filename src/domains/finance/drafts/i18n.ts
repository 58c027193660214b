// 生成凭证's and 付款登记's catalogue (namespace `financeDrafts`), registered with their chunk.
import { addCatalogues } from '../../../lib/i18n';
import en from '../../../locales/en-US/finance-drafts.json';
import zh from '../../../locales/zh-CN/finance-drafts.json';

export const financeDraftsResources = { 'zh-CN': { financeDrafts: zh }, 'en-US': { financeDrafts: en } } as const;

addCatalogues(financeDraftsResources);
