// The CRUD pattern's catalogue (namespace `crud`), registered with the first screen that uses it.
import { addCatalogues } from '../../lib/i18n';
import en from '../../locales/en-US/crud.json';
import zh from '../../locales/zh-CN/crud.json';

export const crudResources = { 'zh-CN': { crud: zh }, 'en-US': { crud: en } } as const;

addCatalogues(crudResources);
