// The statistics screens' catalogue (namespace `screens`), registered when the screens' chunk loads.
// Chinese is the source, English complete (tests/unit/i18n.test.tsx).
import { addCatalogues } from '../src/lib/i18n';
import en from './locales/en-US.json';
import zh from './locales/zh-CN.json';

export const screensResources = { 'zh-CN': { screens: zh }, 'en-US': { screens: en } } as const;

addCatalogues(screensResources);
