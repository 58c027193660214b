// The kitchen screens' catalogue (namespace `kitchen`), registered with the screens' chunks.
import { addCatalogues } from '../../lib/i18n';
import en from '../../locales/en-US/kitchen.json';
import zh from '../../locales/zh-CN/kitchen.json';

export const kitchenResources = { 'zh-CN': { kitchen: zh }, 'en-US': { kitchen: en } } as const;

addCatalogues(kitchenResources);
