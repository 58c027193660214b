// 办公审批 and 流程管理's catalogue (namespace `workflow`), registered with the screens' chunks.
import { addCatalogues } from '../../lib/i18n';
import en from '../../locales/en-US/workflow.json';
import zh from '../../locales/zh-CN/workflow.json';

export const workflowResources = { 'zh-CN': { workflow: zh }, 'en-US': { workflow: en } } as const;

addCatalogues(workflowResources);
