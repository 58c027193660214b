// The department screen's catalogue (namespace `dept`), registered with the screen's chunk.
import { addCatalogues } from '../../lib/i18n';
import en from '../../locales/en-US/dept.json';
import zh from '../../locales/zh-CN/dept.json';

export const deptResources = { 'zh-CN': { dept: zh }, 'en-US': { dept: en } } as const;

addCatalogues(deptResources);
