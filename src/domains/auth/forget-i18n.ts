// The password-recovery page's catalogues, registered when its chunk loads: the sign-in page, whose download budget is
// tight, does not carry them (the shell's rule, src/shell/shell-i18n.ts). Its title stays in `auth`, which the route's
// meta names before this chunk arrives.
import { addCatalogues } from '../../lib/i18n';
import enForget from '../../locales/en-US/forget.json';
import zhForget from '../../locales/zh-CN/forget.json';

export const forgetResources = {
  'zh-CN': { forget: zhForget },
  'en-US': { forget: enForget },
} as const;

addCatalogues(forgetResources);
