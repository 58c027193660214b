// The 溯源管理 screens' catalogue (namespace `trace`), registered with the screens' chunks.
import { addCatalogues } from '../../lib/i18n';
import en from '../../locales/en-US/trace.json';
import zh from '../../locales/zh-CN/trace.json';

export const traceResources = { 'zh-CN': { trace: zh }, 'en-US': { trace: en } } as const;

addCatalogues(traceResources);
