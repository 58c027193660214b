import { useTranslation } from 'react-i18next';
import { AuthFrame } from '../components/auth-frame';
import { LoginForm } from '../components/login-form';

/** The canteen website's own sign-in page; sign-out returns its users here. */
export function AccountLoginPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthFrame variant="canteen" title={t('accountLogin.title')}>
      <LoginForm loginPath="/login/accountLogin" />
    </AuthFrame>
  );
}
