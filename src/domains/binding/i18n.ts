// The supplier-binding screen's catalogue (namespace `binding`), registered with the screen's chunk.
import { addCatalogues } from '../../lib/i18n';
import en from '../../locales/en-US/binding.json';
import zh from '../../locales/zh-CN/binding.json';

export const bindingResources = { 'zh-CN': { binding: zh }, 'en-US': { binding: en } } as const;

addCatalogues(bindingResources);
