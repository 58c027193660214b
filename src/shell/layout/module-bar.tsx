import { Menu } from '@arco-design/web-react';
import '@arco-design/web-react/es/Menu/style/css';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { session, type MenuNode } from '../../session';
import { useAccess } from '../../components/use-access';
import { openHandoff } from '../header/open-handoff';
import { menuLabel } from '../menus/menu-label';
import { firstLeaf, headerMenuWidth, menuIconColour, targetOf } from '../menus/menu-model';
import { MenuIcon } from '../menus/menu-icon';

const EXTERNAL: Record<string, { target: 'bigdata' | 'warningscreen'; sized: boolean }> = {
  bigdata: { target: 'bigdata', sized: true },
  warningscreen: { target: 'warningscreen', sized: false },
};

/**
 * The top navigation's module items (docs/product-rules.md#top-navigation): choosing one fills the sidebar.
 * Modules only: 退出 is the header's own button at its right end, never a module nor folded into 更多.
 */
export function ModuleBar({ modules, current }: { modules: MenuNode[]; current: MenuNode | undefined }) {
  const { t, i18n } = useTranslation('shell');
  const { loginType } = useSnapshot(session);
  const access = useAccess();
  const navigate = useNavigate();

  const choose = (key: string) => {
    const module = modules.find((item) => item.id === key);
    if (!module) return;
    const external = module.code ? EXTERNAL[module.code] : undefined;
    if (external) return void openHandoff(external.target, external.sized).catch(() => undefined);
    session.menuId = module.id;
    const first = firstLeaf(module.children ?? []);
    if (first) void navigate(targetOf(first));
  };

  // Arco measures the items only when the bar's own width changes: a bar drawn before the menus arrive
  // (or in the other language) would keep every item and wrap, so a new set of items is a new bar
  const itemsKey = `${i18n.language}:${modules.map((module) => `${module.id}=${module.name}`).join(',')}`;

  return (
    <Menu
      key={itemsKey}
      // a bar of modules side by side: a menubar (Arco calls every menu a `menu`)
      role="menubar"
      aria-label={t('nav.modules')}
      mode="horizontal"
      className={`shell-module-bar icons-${menuIconColour(loginType)}`}
      // as wide as the product's menu width at most (docs/product-rules.md#constants); narrower screens fold the items that do not fit into
      // 更多 (Arco's own overflow), which is marked selected when the current module is inside it
      style={{ maxWidth: headerMenuWidth(loginType) }}
      selectedKeys={current ? [current.id] : []}
      onClickMenuItem={choose}
      ellipsis={{
        // Arco's sub-menu draws the arrow
        text: <span className="shell-module-more">{t('header.more')}</span>,
      }}
      data-testid="module-bar"
    >
      {modules.map((module) => (
        <Menu.Item key={module.id} aria-current={module.id === current?.id ? 'true' : undefined} data-testid={`module-${module.code}`}>
          <MenuIcon name={module.source} />
          {menuLabel(module, i18n.language, t, access.bank)}
        </Menu.Item>
      ))}
    </Menu>
  );
}
