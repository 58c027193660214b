import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { useEffect } from 'react';
import { useNavigation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { siteConfig } from '../lib/config';
import { onActivity } from '../lib/http';
import { onMenusChanged } from '../lib/menu-events';
import { notify } from '../lib/notify';
import { i18n } from '../lib/i18n';
import { session } from '../session';
import { loadMenus } from './menus/load-menus';
import { applyChromeTheme, applyPrimaryColour } from './theme';

NProgress.configure({ showSpinner: false, trickleSpeed: 120 });
const LONG_REQUEST_MS = 400;

/**
 * What the signed-in shell sets up once it is mounted, besides what every signed-in window has (SignedInProviders):
 * the menus of this sign-in (drawn at once from what the last load kept, fetched again in the background on every
 * page load so menu edits show), the chosen theme and colour, and the progress bar.
 */
export function useShellStartup(): void {
  const { themeName, colorName, accessToken } = useSnapshot(session);
  const navigation = useNavigation();

  useEffect(() => {
    if (!accessToken) return;
    const load = () => void loadMenus().catch(() => notify.error(i18n.t('shell:menu.loadFailed')));
    load();
    return onMenusChanged(load);
  }, [accessToken]);

  useEffect(() => applyChromeTheme(themeName), [themeName]);
  // The default colour means the login type's brand palette; any other choice recolours Arco's primary.
  useEffect(() => void applyPrimaryColour(colorName === siteConfig.defaultColor ? undefined : colorName), [colorName]);

  useEffect(() => {
    if (navigation.state === 'idle') NProgress.done();
    else NProgress.start();
  }, [navigation.state]);

  // Requests that take a while show the same bar (quick ones never flash it).
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = onActivity((inFlight) => {
      clearTimeout(timer);
      if (inFlight > 0) timer = setTimeout(() => NProgress.start(), LONG_REQUEST_MS);
      else NProgress.done();
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, []);
}
