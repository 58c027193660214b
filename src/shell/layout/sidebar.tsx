import { Menu } from '@arco-design/web-react';
import '@arco-design/web-react/es/Menu/style/css';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { session, type MenuNode } from '../../session';
import { useAccess } from '../../components/use-access';
import { menuLabel } from '../menus/menu-label';
import { menuIconColour, targetOf } from '../menus/menu-model';
import { MenuIcon } from '../menus/menu-icon';

interface Props {
  /** The trees to show: one module's (top navigation) or every module as a group (sidebar variant). */
  groups: MenuNode[];
  grouped: boolean;
  collapsed: boolean;
  onNavigate: () => void;
}

const firstSubmenu = (nodes: readonly MenuNode[]) => nodes.find((node) => node.children?.length)?.id;
/** How long a closing branch folds (Arco's sub-menu motion, 0.2 s) before its items are dropped. */
const FOLD_MS = 300;
const motionReduced = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
/** A change of the menu list opens its first item after 800 ms (docs/product-rules.md#constants). */
const AUTO_OPEN_DELAY = 800;

/** The sidebar: the first item open by default and one open at a time (accordion). */
export function Sidebar({ groups, grouped, collapsed, onNavigate }: Props) {
  const { t, i18n } = useTranslation('shell');
  const { loginType } = useSnapshot(session);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const roots = useMemo(() => (grouped ? groups : (groups[0]?.children ?? [])), [groups, grouped]);
  const firstKey = grouped ? roots[0]?.id : firstSubmenu(roots);
  const [openKeys, setOpenKeys] = useState<string[]>(firstKey ? [firstKey] : []);
  const [shownKey, setShownKey] = useState(firstKey);
  const { bank } = useAccess();

  const selected = useMemo(() => {
    const find = (nodes: readonly MenuNode[]): string | undefined => {
      for (const node of nodes) {
        if (!node.children?.length && targetOf(node) === pathname) return node.id;
        const inner = node.children ? find(node.children) : undefined;
        if (inner) return inner;
      }
      return undefined;
    };
    return find(roots);
  }, [roots, pathname]);

  // The branch of the page in view: kept open (a reload, a tab switch, a search result).
  const branch = useMemo(() => {
    const chain: string[] = [];
    const find = (nodes: readonly MenuNode[], trail: string[]): boolean =>
      nodes.some((node) => (node.id === selected ? (chain.push(...trail), true) : node.children ? find(node.children, [...trail, node.id]) : false));
    return selected && find(roots, []) ? chain : [];
  }, [selected, roots]);
  useEffect(() => {
    if (branch.length) setOpenKeys(branch);
  }, [branch]);

  // A new menu list opens its first item after a moment — unless the page in view is in it: then its own branch
  // stays open (a page of another module loaded directly, from a to-do item, a tab or the search), and a load of the
  // same page looks the same however long it has been shown.
  useEffect(() => {
    if (firstKey === shownKey) return;
    const timer = setTimeout(() => {
      setShownKey(firstKey);
      if (!branch.length) setOpenKeys(firstKey ? [firstKey] : []);
    }, AUTO_OPEN_DELAY);
    return () => clearTimeout(timer);
  }, [firstKey, shownKey, branch]);

  // Only the items of branches in view are drawn: the open ones, the page's own (its header is marked selected from
  // its items), and those closing now, for as long as they fold away (none where motion is reduced: nothing folds).
  // The administrator's sidebar holds 146 items in 26 groups; drawn all, they cost the page a quarter more CPU on every
  // move between pages. Folded to icons, every branch is a pop-up that needs its items. A closed branch whose items
  // stayed drawn showed them under its folded header (a page reached from 待办提醒 kept 工作台's items in view).
  const [last, setLast] = useState({ open: openKeys, closing: [] as string[] });
  if (last.open !== openKeys) setLast({ open: openKeys, closing: motionReduced() ? [] : last.open.filter((key) => !openKeys.includes(key)) });
  useEffect(() => {
    if (!last.closing.length) return;
    const timer = setTimeout(() => setLast((now) => ({ ...now, closing: [] })), FOLD_MS);
    return () => clearTimeout(timer);
  }, [last.closing]);
  const drawn = (id: string) => collapsed || openKeys.includes(id) || branch.includes(id) || last.closing.includes(id);

  const byId = useMemo(() => {
    const map = new Map<string, MenuNode>();
    const walk = (nodes: readonly MenuNode[]) => nodes.forEach((node) => (map.set(node.id, node), node.children && walk(node.children)));
    walk(roots);
    return map;
  }, [roots]);

  const render = (nodes: readonly MenuNode[]) =>
    nodes.map((node) => {
      const label = menuLabel(node, i18n.language, t, bank);
      const title = (
        <span className="menu-title">
          <MenuIcon name={node.source} />
          <span>{label}</span>
        </span>
      );
      return node.children?.length ? (
        <Menu.SubMenu key={node.id} title={title}>
          {drawn(node.id) ? render(node.children) : null}
        </Menu.SubMenu>
      ) : (
        <Menu.Item key={node.id} aria-current={node.id === selected ? 'page' : undefined} data-testid={`menu-item-${node.code}`}>
          {title}
        </Menu.Item>
      );
    });

  return (
    <Menu
      aria-label={t('nav.sidebar')}
      // moved through by the arrow keys, one tab stop: src/components/a11y/arco-aria.ts gives it the keys
      // (docs/decisions/0015-sidebar-menu-keys.md)
      data-menu-keys=""
      className={`shell-sidebar-menu icons-${menuIconColour(loginType)}`}
      data-testid="sidebar-menu"
      collapse={collapsed}
      accordion
      openKeys={openKeys}
      onClickSubMenu={(_key, keys) => setOpenKeys(keys)}
      selectedKeys={selected ? [selected] : []}
      onClickMenuItem={(key) => {
        const node = byId.get(key);
        if (!node) return;
        void navigate(targetOf(node));
        onNavigate();
      }}
    >
      {render(roots)}
    </Menu>
  );
}
