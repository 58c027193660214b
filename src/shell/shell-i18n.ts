// The signed-in shell's catalogues are registered when the shell's chunk loads, so the sign-in page
// does not download them (its budget is tight). Same rule as the entry's: Chinese is the source,
// English complete (tests/unit/i18n.test.ts checks both sets).
import { addCatalogues } from '../lib/i18n';
import enErrorlog from '../locales/en-US/errorlog.json';
import enMenu from '../locales/en-US/menu.json';
import enShell from '../locales/en-US/shell.json';
import enTheme from '../locales/en-US/theme.json';
import zhErrorlog from '../locales/zh-CN/errorlog.json';
import zhMenu from '../locales/zh-CN/menu.json';
import zhShell from '../locales/zh-CN/shell.json';
import zhTheme from '../locales/zh-CN/theme.json';

export const shellResources = {
  'zh-CN': { shell: zhShell, menu: zhMenu, theme: zhTheme, errorlog: zhErrorlog },
  'en-US': { shell: enShell, menu: enMenu, theme: enTheme, errorlog: enErrorlog },
} as const;

addCatalogues(shellResources);
