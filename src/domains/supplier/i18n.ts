// The supplier's own company screen's catalogue (namespace `supplier`), registered with the screen's chunk.
import { addCatalogues } from '../../lib/i18n';
import en from '../../locales/en-US/supplier.json';
import zh from '../../locales/zh-CN/supplier.json';

export const supplierResources = { 'zh-CN': { supplier: zh }, 'en-US': { supplier: en } } as const;

addCatalogues(supplierResources);
