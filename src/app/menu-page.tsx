import { Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Spin/style/css';
import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { StatusPanel } from '../components/status-panel';
import { useAccess } from '../components/use-access';
import { useRouteMeta } from '../lib/route-meta';
import { findLeafByPath } from '../shell/menus/menu-model';
import { useMenus } from '../shell/menus/use-menus';
import { menuLabel } from '../shell/menus/menu-label';
import { PlaceholderPage } from '../shell/placeholder-page';
import { menuScreen } from './screens';

const loaded = new Map<string, ComponentType>();
const pageFor = (address: string) => {
  const screen = menuScreen(address);
  const load = screen?.load;
  if (!screen || !load) return undefined;
  // by the screen's path: every address of a screen with parameters shares its page
  const { path } = screen;
  if (!loaded.has(path))
    loaded.set(
      path,
      lazy(() => load().then((Component) => ({ default: Component }))),
    );
  return loaded.get(path);
};

/**
 * A path defined by the user's menus (docs/product-rules.md#menu-defined-routes): its screen, or the "under
 * construction" page; a path the menus do not have is a 404, one the user's roles hide a 403. A reload
 * stays here because the menus are kept in the session.
 */
export function MenuPage() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const { all, modules, loaded } = useMenus();
  const { catchAll, within } = useRouteMeta();
  const access = useAccess();
  if (!loaded) return <Spin className="page-loading" tip={t('common:loading')} />;
  // a screen reached from a menu screen opens for whoever the menus grant that screen
  const granted = within ?? pathname;
  const leaf = findLeafByPath(modules, granted);
  // A screen of the product that the user's menus do not grant is a 403; a path nobody knows a 404.
  if (!leaf) return <Navigate to={!catchAll || findLeafByPath(all, granted) ? '/403' : '/404'} replace />;
  const Page = pageFor(pathname);
  if (!Page) return <PlaceholderPage title={menuLabel(leaf.node, i18n.language, t)} />;
  const serves = menuScreen(pathname)?.serves;
  if (serves && !serves.includes(access.kind))
    return (
      <StatusPanel
        kind="refused"
        title={menuLabel(leaf.node, i18n.language, t)}
        detail={t('shell:serves.other', { kinds: serves.map((kind) => t(`shell:serves.${kind}`)).join(t('shell:serves.or')) })}
        testId="serves-other"
      />
    );
  return (
    <Suspense fallback={<Spin className="page-loading" tip={t('common:loading')} />}>
      <Page />
    </Suspense>
  );
}
