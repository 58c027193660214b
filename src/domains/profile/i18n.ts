// The personal-info screen's catalogue (namespace `profile`), registered with the screen's chunk.
import { addCatalogues } from '../../lib/i18n';
import en from '../../locales/en-US/profile.json';
import zh from '../../locales/zh-CN/profile.json';

export const profileResources = { 'zh-CN': { profile: zh }, 'en-US': { profile: en } } as const;

addCatalogues(profileResources);
