// The purchase screens' catalogue (namespace `purchase`), registered with the screens' chunks.
import { addCatalogues } from '../../lib/i18n';
import en from '../../locales/en-US/purchase.json';
import zh from '../../locales/zh-CN/purchase.json';

export const purchaseResources = { 'zh-CN': { purchase: zh }, 'en-US': { purchase: en } } as const;

addCatalogues(purchaseResources);
