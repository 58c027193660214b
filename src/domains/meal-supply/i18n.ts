// The 供餐管理 and 校外供餐 screens' catalogue (namespace `mealSupply`), registered with the screens' chunks.
import { addCatalogues } from '../../lib/i18n';
import en from '../../locales/en-US/meal-supply.json';
import zh from '../../locales/zh-CN/meal-supply.json';

export const mealSupplyResources = { 'zh-CN': { mealSupply: zh }, 'en-US': { mealSupply: en } } as const;

addCatalogues(mealSupplyResources);
