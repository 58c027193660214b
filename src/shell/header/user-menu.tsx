import { Avatar, Dropdown, Menu } from '@arco-design/web-react';
import '@arco-design/web-react/es/Avatar/style/css';
import '@arco-design/web-react/es/Dropdown/style/css';
import { IconDashboard, IconDown, IconExport, IconUser } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useAccess } from '../../components/use-access';
import { session } from '../../session';
import { useSignOut } from '../use-sign-out';
import defaultAvatar from './default-avatar.svg';

/** Avatar (default image when it fails to load), name, and the dashboard / personal info / sign-out menu. */
export function UserMenu() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { userInfo } = useSnapshot(session);
  const [broken, setBroken] = useState(false);
  const name = userInfo?.nickName || userInfo?.realName || userInfo?.account || '';
  const { supplier } = useAccess();
  const avatar = !broken && userInfo?.avatar ? userInfo.avatar : defaultAvatar;

  const droplist = (
    <Menu
      onClickMenuItem={(key) => {
        if (key === 'signOut') signOut();
        else void navigate(key);
      }}
    >
      <Menu.Item key="/wel/dashboard" data-testid="user-menu-dashboard">
        <IconDashboard /> {t('user.dashboard')}
      </Menu.Item>
      {supplier ? null : (
        <Menu.Item key="/info/index" data-testid="user-menu-info">
          <IconUser /> {t('user.info')}
        </Menu.Item>
      )}
      <Menu.Item key="signOut" data-testid="user-menu-sign-out">
        <IconExport /> {t('signOut.title')}
      </Menu.Item>
    </Menu>
  );

  return (
    <Dropdown droplist={droplist} position="br" trigger="click">
      <button type="button" className="shell-user" data-testid="user-name" aria-haspopup="menu">
        <Avatar size={28}>
          <img src={avatar} alt="" onError={() => setBroken(true)} data-testid="user-avatar" />
        </Avatar>
        <span className="shell-user-name">{name}</span>
        <IconDown aria-hidden />
      </button>
    </Dropdown>
  );
}
