// The sales screens' catalogue (namespace `sales`), registered with the screens' chunks.
import { addCatalogues } from '../../lib/i18n';
import en from '../../locales/en-US/sales.json';
import zh from '../../locales/zh-CN/sales.json';

export const salesResources = { 'zh-CN': { sales: zh }, 'en-US': { sales: en } } as const;

addCatalogues(salesResources);
