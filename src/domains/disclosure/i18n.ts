// 信息公开's catalogue (namespace `disclosure`), registered with its screens' chunks and the public pages.
import { addCatalogues } from '../../lib/i18n';
import en from '../../locales/en-US/disclosure.json';
import zh from '../../locales/zh-CN/disclosure.json';

export const disclosureResources = { 'zh-CN': { disclosure: zh }, 'en-US': { disclosure: en } } as const;

addCatalogues(disclosureResources);
