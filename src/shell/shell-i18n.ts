// The signed-in shell's catalogues are registered when the shell's chunk loads, so the sign-in page does not
// download them (its budget is tight). Same rule as the entry's: Chinese is the source and comes with the shell;
// English is complete (tests/unit/i18n.test.tsx checks both sets) and is a language pack, fetched when English is
// chosen (the router loads it with the shell when it already is: src/app/router.tsx).
import { addCatalogues, addLanguagePack } from '../lib/i18n';
import errorlog from '../locales/zh-CN/errorlog.json';
import menu from '../locales/zh-CN/menu.json';
import shell from '../locales/zh-CN/shell.json';
import theme from '../locales/zh-CN/theme.json';

export const shellChinese = { shell, menu, theme, errorlog };

addCatalogues({ 'zh-CN': shellChinese });
addLanguagePack(() => import('../locales/en-US/shell-pack').then((m) => m.shellEnglish));
