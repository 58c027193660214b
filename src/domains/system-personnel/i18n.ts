// The 系统人员 screens' catalogue (namespace `systemPersonnel`), registered with the screens' chunks.
import { addCatalogues } from '../../lib/i18n';
import en from '../../locales/en-US/system-personnel.json';
import zh from '../../locales/zh-CN/system-personnel.json';

export const systemPersonnelResources = { 'zh-CN': { systemPersonnel: zh }, 'en-US': { systemPersonnel: en } } as const;

addCatalogues(systemPersonnelResources);
