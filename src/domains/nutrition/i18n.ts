// 营养管理 and 营养分析's catalogue (namespace `nutrition`), registered with the screens' chunks.
import { addCatalogues } from '../../lib/i18n';
import en from '../../locales/en-US/nutrition.json';
import zh from '../../locales/zh-CN/nutrition.json';

export const nutritionResources = { 'zh-CN': { nutrition: zh }, 'en-US': { nutrition: en } } as const;

addCatalogues(nutritionResources);
