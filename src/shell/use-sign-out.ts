import { Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Modal/style/css';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { logout, session } from '../session';

/** Sign-out asks first, then revokes the session and returns to the sign-in page the user came from. */
export function useSignOut(): () => void {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return () => {
    Modal.confirm({
      title: t('signOut.title'),
      content: t('signOut.confirm'),
      okText: t('common:ok'),
      cancelText: t('common:cancel'),
      onOk: async () => {
        const target = session.loginPath;
        await logout();
        void navigate(target, { replace: true });
      },
    });
  };
}
