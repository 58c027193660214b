// The pickers' catalogue (namespace `pickers`), registered with the first screen that uses one.
import { addCatalogues } from '../../lib/i18n';
import en from '../../locales/en-US/pickers.json';
import zh from '../../locales/zh-CN/pickers.json';

export const pickerResources = { 'zh-CN': { pickers: zh }, 'en-US': { pickers: en } } as const;

addCatalogues(pickerResources);
