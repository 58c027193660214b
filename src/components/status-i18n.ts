// The status panels' own catalogue, registered when their chunk loads (after sign-in, or with a wall): the sign-in
// page, whose download budget is tight, does not carry it.
import { addCatalogues } from '../lib/i18n';
import enStatus from '../locales/en-US/status.json';
import zhStatus from '../locales/zh-CN/status.json';

export const statusResources = {
  'zh-CN': { status: zhStatus },
  'en-US': { status: enStatus },
} as const;

addCatalogues(statusResources);
