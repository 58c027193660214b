// The 函询 screen's catalogue (namespace `letter`), registered with the screen's chunk.
import { addCatalogues } from '../../lib/i18n';
import en from '../../locales/en-US/letter.json';
import zh from '../../locales/zh-CN/letter.json';

export const letterResources = { 'zh-CN': { letter: zh }, 'en-US': { letter: en } } as const;

addCatalogues(letterResources);
