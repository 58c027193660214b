import { Layout } from '@arco-design/web-react';
import '@arco-design/web-react/es/Layout/style/css';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { RouteMeta } from '../lib/route-meta';
import { session } from '../session';
import { KeepAliveOutlet } from './content/keep-alive-outlet';
import { ErrorBoundary } from './error-log/error-boundary';
import { ShellHeader } from './header/shell-header';
import { collapsesOnNavigate, isCollapsed } from './layout/screen-size';
import { Sidebar } from './layout/sidebar';
import { useScreenSize } from './layout/use-screen-size';
import { menuLabel } from './menus/menu-label';
import { findLeafByPath } from './menus/menu-model';
import { useMenus } from './menus/use-menus';
import './shell-i18n';
import './shell.css';
import { SignedInProviders } from './signed-in-providers';
import { useShellStartup } from './use-shell-startup';
import { TabBar } from './tabs/tab-bar';
import { useTabs } from './tabs/use-tabs';

/** The label of the page at a path: the `name` query, the route's title, or the menu item's label. */
function usePageLabel(): { label: string; keepAlive: boolean; moduleId: string | undefined } {
  // a screen's title may be in the catalogue its page chunk brings: relabel when a catalogue arrives
  const { t, i18n } = useTranslation(undefined, { bindI18nStore: 'added' });
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const { all, modules } = useMenus();
  const meta: RouteMeta = Object.assign({}, ...matches.map((match) => (match.handle as RouteMeta | undefined) ?? {}));
  const leaf = meta.menuDefined ? findLeafByPath(modules, meta.within ?? pathname) : undefined;
  const named = new URLSearchParams(search).get('name');
  const own = meta.within && meta.title ? t(meta.title) : '';
  const label = named || own || (leaf ? menuLabel(leaf.node, i18n.language, t) : meta.title ? t(meta.title) : '');
  const kept = !meta.within && findLeafByPath(all, pathname)?.node.keepAlive;
  return { label, keepAlive: Boolean(meta.keepAlive || kept), moduleId: leaf?.module.id };
}

/** The signed-in frame: header, sidebar, tab bar and the page, in the sidebar or top-navigation variant. */
export function ShellLayout() {
  const { t } = useTranslation();
  useShellStartup();
  const { collapse, loginType } = useSnapshot(session);
  const { modules, current, variant } = useMenus();
  const size = useScreenSize();
  const { label, keepAlive, moduleId } = usePageLabel();
  const tabs = useTabs(label, t('shell:welcome.title'));
  const folded = size > 1 ? isCollapsed(collapse, size) : !collapse;
  const groups = useMemo(() => (variant === 'side' ? modules : current ? [current] : []), [variant, modules, current]);

  // A page opened from a to-do item, a tab or the search shows its own module in the sidebar.
  useEffect(() => {
    if (moduleId && moduleId !== session.menuId) session.menuId = moduleId;
  }, [moduleId]);

  useEffect(() => {
    const site = t('common:appName');
    document.title = label ? `${label} - ${site}` : site;
  }, [label, t]);

  return (
    <SignedInProviders>
      <Layout className={`shell shell-${variant}`} data-variant={variant} data-login-type={loginType}>
        <ShellHeader variant={variant} modules={modules} current={current} folded={folded} onToggle={() => (session.collapse = !session.collapse)} />
        <Layout className="shell-body">
          <Layout.Sider className={`shell-sider${size <= 1 ? ' shell-sider-overlay' : ''}`} collapsed={folded} collapsedWidth={size <= 1 ? 0 : 48} width={220}>
            <Sidebar
              groups={groups}
              grouped={variant === 'side'}
              collapsed={folded}
              onNavigate={() => collapsesOnNavigate(size) && (session.collapse = false)}
            />
          </Layout.Sider>
          <Layout.Content className="shell-main">
            <TabBar api={tabs} />
            <div className="shell-content">
              <ErrorBoundary resetKey={tabs.active}>
                <KeepAliveOutlet active={tabs.active} keepAlive={keepAlive} open={tabs.tabs.map((tab) => tab.value)} />
              </ErrorBoundary>
            </div>
          </Layout.Content>
        </Layout>
      </Layout>
    </SignedInProviders>
  );
}
