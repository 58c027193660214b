// 餐别设置's catalogue (namespace `mealCategory`), registered with the screen's chunk.
import { addCatalogues } from '../../lib/i18n';
import en from '../../locales/en-US/meal-category.json';
import zh from '../../locales/zh-CN/meal-category.json';

export const mealCategoryResources = { 'zh-CN': { mealCategory: zh }, 'en-US': { mealCategory: en } } as const;

addCatalogues(mealCategoryResources);
