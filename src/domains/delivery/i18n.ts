// The delivery screens' catalogue (namespace `delivery`), registered with the screens' chunks.
import { addCatalogues } from '../../lib/i18n';
import en from '../../locales/en-US/delivery.json';
import zh from '../../locales/zh-CN/delivery.json';

export const deliveryResources = { 'zh-CN': { delivery: zh }, 'en-US': { delivery: en } } as const;

addCatalogues(deliveryResources);
