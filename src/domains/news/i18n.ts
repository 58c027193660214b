// The 新闻资讯 screen's catalogue (namespace `news`), registered with the screen's chunk.
import { addCatalogues } from '../../lib/i18n';
import en from '../../locales/en-US/news.json';
import zh from '../../locales/zh-CN/news.json';

export const newsResources = { 'zh-CN': { news: zh }, 'en-US': { news: en } } as const;

addCatalogues(newsResources);
