import { Button, Layout } from '@arco-design/web-react';
import '@arco-design/web-react/es/Layout/style/css';
import { IconExport, IconMenuFold, IconMenuUnfold, IconSkin } from '@arco-design/web-react/icon';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { BrandLogo } from '../../components/brand-logo';
import { LanguageSwitch } from '../../components/language-switch';
import { useAccess } from '../../components/use-access';
import { session, type MenuNode } from '../../session';
import { ErrorLogButton } from '../error-log/error-log-button';
import { ModuleBar } from '../layout/module-bar';
import { LockButton } from '../lock/lock-button';
import type { ShellVariant } from '../menus/menu-model';
import { MenuSearch } from '../search/menu-search-overlay';
import { ColourPicker } from '../theme';
import { FoodTradingLink } from './food-trading-link';
import { FullscreenButton } from './fullscreen-button';
import { ServiceNumber } from './service-number';
import { useSignOut } from '../use-sign-out';
import { UserMenu } from './user-menu';

// 主题 (the chrome theme and layout) is a dialog few open: its chunk comes with the first opening, not with the shell
const ThemeDialog = lazy(() => import('../theme/theme-dialog').then(({ ThemeDialog }) => ({ default: ThemeDialog })));

interface Props {
  variant: ShellVariant;
  modules: MenuNode[];
  current: MenuNode | undefined;
  folded: boolean;
  onToggle: () => void;
}

/** The header of both variants; the top-navigation one adds the module bar and the welcome line. */
export function ShellHeader({ variant, modules, current, folded, onToggle }: Props) {
  const { t } = useTranslation('shell');
  const { userInfo, schoolName, shellLayout } = useSnapshot(session);
  const access = useAccess();
  const [themeOpen, setThemeOpen] = useState(false);
  // drawn from its first opening on, so it closes with its animation like any dialog
  const [themeWanted, setThemeWanted] = useState(false);
  const signOut = useSignOut();
  const name = userInfo?.nickName || userInfo?.realName || userInfo?.account || '';
  const layout = shellLayout === 'auto' ? variant : shellLayout;

  return (
    <Layout.Header className="shell-header" data-testid="shell-header">
      <Button
        type="text"
        className="shell-toggle"
        icon={folded ? <IconMenuUnfold /> : <IconMenuFold />}
        aria-label={folded ? t('header.expand') : t('header.collapse')}
        aria-expanded={!folded}
        onClick={onToggle}
        data-testid="collapse-toggle"
      />
      <div className="shell-brand">
        <BrandLogo size={28} />
        <span>{t('common:appName')}</span>
      </div>
      {variant === 'top' ? <ModuleBar modules={modules} current={current} /> : null}
      <div className="shell-tools">
        {variant === 'top' ? (
          <span className="shell-welcome" data-testid="welcome-line">
            {t('header.welcome', { name })}
            {schoolName ? <span className="shell-school">{schoolName}</span> : null}
          </span>
        ) : null}
        <ServiceNumber />
        <MenuSearch modules={modules} />
        <ColourPicker />
        <LockButton />
        <FullscreenButton />
        <Button
          type="text"
          icon={<IconSkin />}
          aria-label={t('header.theme')}
          onClick={() => {
            setThemeWanted(true);
            setThemeOpen(true);
          }}
          data-testid="theme-button"
        />
        <ErrorLogButton />
        {access.supplier ? null : <FoodTradingLink />}
        <LanguageSwitch />
        <UserMenu />
        {variant === 'top' ? (
          // the top navigation's sign-out (docs/product-rules.md#top-navigation): a tool at the right end, set
          // apart from the modules, so it is never taken for one nor folded into 更多
          <Button type="text" className="shell-logout" icon={<IconExport />} onClick={signOut} data-testid="header-logout">
            {t('signOut.short')}
          </Button>
        ) : null}
      </div>
      {themeWanted ? (
        <Suspense fallback={null}>
          <ThemeDialog
            visible={themeOpen}
            onClose={() => setThemeOpen(false)}
            layout={layout}
            onLayoutChange={(next: 'side' | 'top') => (session.shellLayout = next)}
          />
        </Suspense>
      ) : null}
    </Layout.Header>
  );
}
