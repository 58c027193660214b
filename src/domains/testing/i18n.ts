// The testing screens' catalogue (namespace `testing`), registered with the screens' chunks.
import { addCatalogues } from '../../lib/i18n';
import en from '../../locales/en-US/testing.json';
import zh from '../../locales/zh-CN/testing.json';

export const testingResources = { 'zh-CN': { testing: zh }, 'en-US': { testing: en } } as const;

addCatalogues(testingResources);
