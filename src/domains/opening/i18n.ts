// The 开户统计 screens' catalogue (namespace `opening`), registered with the screens' chunks.
import { addCatalogues } from '../../lib/i18n';
import en from '../../locales/en-US/opening.json';
import zh from '../../locales/zh-CN/opening.json';

export const openingResources = { 'zh-CN': { opening: zh }, 'en-US': { opening: en } } as const;

addCatalogues(openingResources);
