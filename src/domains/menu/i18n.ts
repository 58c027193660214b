// The menu-maintenance screen's catalogue (namespace `menuAdmin`), registered with the screen's chunk.
import { addCatalogues } from '../../lib/i18n';
import en from '../../locales/en-US/menu-admin.json';
import zh from '../../locales/zh-CN/menu-admin.json';

export const menuAdminResources = { 'zh-CN': { menuAdmin: zh }, 'en-US': { menuAdmin: en } } as const;

addCatalogues(menuAdminResources);
