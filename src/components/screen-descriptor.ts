// What a screen of the console is: each domain describes its own (src/domains/<domain>/screens.ts), the walls theirs
// (screens/screens.ts), and src/app/screens.ts collects them for the router, the menu pages and the tests.
import type { ComponentType } from 'react';
import type { AccessRule, UserKind } from '../session';

export interface ScreenDescriptor {
  path: string;
  /** The page; a screen without one shows the "under construction" page (正在建设中). */
  load?: () => Promise<ComponentType>;
  /**
   * Starts the page's first requests while its code loads: called by the router when the route matches, for a
   * signed-in user the screen is open to, with the address's query (`?status=0`). It warms the SWR cache under the
   * very keys and fetchers the page uses (`prefetch` in src/lib/prefetch.ts), so the page takes the answers
   * instead of asking again.
   */
  prefetch?: (search: string) => void;
  /** i18n key of the title, for the shell's own screens; a menu screen takes its menu item's label. */
  title?: string;
  /** Who may open it beyond the menus' own grants (user types it is hidden from, roles). */
  access?: AccessRule;
  /** The button codes the page shows (each also checked by the server on the call it guards). */
  buttons?: readonly string[];
  /**
   * For a screen reached from a menu screen (a detail, a form): that menu screen's path. Whoever the menus grant
   * it may open this one too; its buttons are among that screen's. Such a screen has a route of its own and a title.
   */
  within?: string;
  /**
   * A route of its own — a link to it opened without a session goes to sign-in and back. The other menu
   * screens are found through the user's menus, and a path the menus lack is a 404 until then.
   */
  ownRoute?: boolean;
  /**
   * The kinds of account whose own data the screen shows (a supplier's sign-ups, its papers). Another kind the
   * menus grant it (the platform administrator previewing the menus) sees who the screen is for, not a failure.
   */
  serves?: readonly UserKind[];
}
