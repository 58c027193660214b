// The user screen's catalogue (namespace `user`), registered with the screen's chunk.
import { addCatalogues } from '../../lib/i18n';
import en from '../../locales/en-US/user.json';
import zh from '../../locales/zh-CN/user.json';

export const userResources = { 'zh-CN': { user: zh }, 'en-US': { user: en } } as const;

addCatalogues(userResources);
