// The names the ARIA corrections give Arco's unnamed controls (arco-aria.ts), registered with its chunk: the sign-in
// page, whose download budget is tight, does not carry them.
import { addCatalogues } from '../../lib/i18n';
import enA11y from '../../locales/en-US/a11y.json';
import zhA11y from '../../locales/zh-CN/a11y.json';

export const a11yResources = {
  'zh-CN': { a11y: zhA11y },
  'en-US': { a11y: enA11y },
} as const;

addCatalogues(a11yResources);
