// The finance screens' catalogue (namespace `finance`), registered with the screens' chunks.
import { addCatalogues } from '../../lib/i18n';
import en from '../../locales/en-US/finance.json';
import zh from '../../locales/zh-CN/finance.json';

export const financeResources = { 'zh-CN': { finance: zh }, 'en-US': { finance: en } } as const;

addCatalogues(financeResources);
