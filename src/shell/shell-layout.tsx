import { Avatar, Button, Layout } from '@arco-design/web-react';
import '@arco-design/web-react/es/Avatar/style/css';
import '@arco-design/web-react/es/Layout/style/css';
import { IconExport } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { session } from '../session';
import { ArcoLocale } from '../components/arco-locale';
import { LanguageSwitch } from '../components/language-switch';
import { useSignOut } from './use-sign-out';

/** The signed-in frame: header with the user and sign-out (the full shell comes with its own issue). */
export function ShellLayout() {
  const { t } = useTranslation('shell');
  const { userInfo, schoolName } = useSnapshot(session);
  const signOut = useSignOut();
  const name = userInfo?.nickName || userInfo?.realName || userInfo?.account || '';
  return (
    <ArcoLocale>
    <Layout className="shell">
      <Layout.Header className="shell-header">
        <div className="shell-brand">
          <span className="brand-logo" aria-hidden />
          <span>{t('common:appName')}</span>
        </div>
        <div className="shell-tools">
          <LanguageSwitch />
          <span className="shell-user" data-testid="user-name">
            <Avatar size={28}>{name.slice(0, 1)}</Avatar>
            <span>{t('header.welcome', { name })}</span>
            {schoolName ? <span className="shell-school">{schoolName}</span> : null}
          </span>
          <Button type="text" icon={<IconExport />} onClick={signOut} data-testid="sign-out">
            {t('signOut.title')}
          </Button>
        </div>
      </Layout.Header>
      <Layout.Content className="shell-content">
        <Outlet />
      </Layout.Content>
    </Layout>
    </ArcoLocale>
  );
}
