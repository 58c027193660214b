// The dictionary screens' catalogue (namespace `dict`), registered with the screens' chunk.
import { addCatalogues } from '../../lib/i18n';
import en from '../../locales/en-US/dict.json';
import zh from '../../locales/zh-CN/dict.json';

export const dictResources = { 'zh-CN': { dict: zh }, 'en-US': { dict: en } } as const;

addCatalogues(dictResources);
