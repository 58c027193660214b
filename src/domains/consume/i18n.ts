// The 消费 screens' catalogue (namespace `consume`), registered with the screens' chunks.
import { addCatalogues } from '../../lib/i18n';
import en from '../../locales/en-US/consume.json';
import zh from '../../locales/zh-CN/consume.json';

export const consumeResources = { 'zh-CN': { consume: zh }, 'en-US': { consume: en } } as const;

addCatalogues(consumeResources);
