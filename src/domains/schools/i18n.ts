// The catalogue of 学校一览 and 机构首页 (namespace `schools`), registered with the screens' chunks.
import { addCatalogues } from '../../lib/i18n';
import en from '../../locales/en-US/schools.json';
import zh from '../../locales/zh-CN/schools.json';

export const schoolsResources = { 'zh-CN': { schools: zh }, 'en-US': { schools: en } } as const;

addCatalogues(schoolsResources);
