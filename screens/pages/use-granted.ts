import { findLeafByPath } from '../../src/shell/menus/menu-model';
import { useMenus } from '../../src/shell/menus/use-menus';
import { SCREEN_IDS, type ScreenId } from '../data/types';
import { CONSOLE_PATHS } from '../registry';

/**
 * The screens the user's menus grant (a chromeless route checks the same menus as the console);
 * undefined until the menus are known.
 */
export function useGrantedScreens(): ScreenId[] | undefined {
  const { modules, loaded } = useMenus();
  if (!loaded) return undefined;
  return SCREEN_IDS.filter((id) => findLeafByPath(modules, CONSOLE_PATHS[id]) !== undefined);
}
