// The 从业人员 screens' catalogue (namespace `workPersonnel`), registered with the screens' chunks. The
// work-personnel picker's texts are the pickers' (namespace `pickers`, key `workPersonnel`).
import { addCatalogues } from '../../lib/i18n';
import en from '../../locales/en-US/work-personnel.json';
import zh from '../../locales/zh-CN/work-personnel.json';

export const workPersonnelResources = { 'zh-CN': { workPersonnel: zh }, 'en-US': { workPersonnel: en } } as const;

addCatalogues(workPersonnelResources);
