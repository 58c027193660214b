// The home pages' catalogue (namespace `homes`), registered with the pages' chunks.
import { addCatalogues } from '../../lib/i18n';
import en from '../../locales/en-US/homes.json';
import zh from '../../locales/zh-CN/homes.json';

export const homesResources = { 'zh-CN': { homes: zh }, 'en-US': { homes: en } } as const;

addCatalogues(homesResources);
