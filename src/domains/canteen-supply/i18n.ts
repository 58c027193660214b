// The 食堂供餐 screens' catalogue (namespace `canteenSupply`), registered with the screens' chunks.
import { addCatalogues } from '../../lib/i18n';
import en from '../../locales/en-US/canteen-supply.json';
import zh from '../../locales/zh-CN/canteen-supply.json';

export const canteenSupplyResources = { 'zh-CN': { canteenSupply: zh }, 'en-US': { canteenSupply: en } } as const;

addCatalogues(canteenSupplyResources);
