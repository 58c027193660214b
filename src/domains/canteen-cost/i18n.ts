// The cost-entry screen's catalogue (namespace `canteenCost`), registered with the screen's chunk.
import { addCatalogues } from '../../lib/i18n';
import en from '../../locales/en-US/canteen-cost.json';
import zh from '../../locales/zh-CN/canteen-cost.json';

export const canteenCostResources = { 'zh-CN': { canteenCost: zh }, 'en-US': { canteenCost: en } } as const;

addCatalogues(canteenCostResources);
