// The safety screens' catalogue (namespace `safety`), registered with the screens' chunk.
import { addCatalogues } from '../../lib/i18n';
import en from '../../locales/en-US/safety.json';
import zh from '../../locales/zh-CN/safety.json';

export const safetyResources = { 'zh-CN': { safety: zh }, 'en-US': { safety: en } } as const;

addCatalogues(safetyResources);
