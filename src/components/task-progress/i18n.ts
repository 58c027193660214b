// The task progress part's catalogue (namespace `taskProgress`), registered with the first screen that uses it.
import { addCatalogues } from '../../lib/i18n';
import en from '../../locales/en-US/task-progress.json';
import zh from '../../locales/zh-CN/task-progress.json';

export const taskProgressResources = { 'zh-CN': { taskProgress: zh }, 'en-US': { taskProgress: en } } as const;

addCatalogues(taskProgressResources);
