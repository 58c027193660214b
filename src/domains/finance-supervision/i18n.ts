// The 财务监管 screens' catalogue (namespace `finance-supervision`), registered with the screens' chunks.
import { addCatalogues } from '../../lib/i18n';
import en from '../../locales/en-US/finance-supervision.json';
import zh from '../../locales/zh-CN/finance-supervision.json';

export const financeSupervisionResources = { 'zh-CN': { 'finance-supervision': zh }, 'en-US': { 'finance-supervision': en } } as const;

addCatalogues(financeSupervisionResources);
