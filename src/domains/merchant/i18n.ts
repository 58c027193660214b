// The 商户配送监管 screens' catalogue (namespace `merchant`), registered with the screens' chunks.
import { addCatalogues } from '../../lib/i18n';
import en from '../../locales/en-US/merchant.json';
import zh from '../../locales/zh-CN/merchant.json';

export const merchantResources = { 'zh-CN': { merchant: zh }, 'en-US': { merchant: en } } as const;

addCatalogues(merchantResources);
