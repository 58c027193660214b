// The English catalogues of the signed-in shell, loaded only when English is chosen (src/shell/shell-i18n.ts
// registers them as a language pack): the Chinese ones come with the shell, and most users never download these.
import errorlog from './errorlog.json';
import menu from './menu.json';
import shell from './shell.json';
import theme from './theme.json';

export const shellEnglish = { shell, menu, theme, errorlog };
