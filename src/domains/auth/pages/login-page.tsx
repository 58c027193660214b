import { useTranslation } from 'react-i18next';
import { AuthFrame } from '../components/auth-frame';
import { LoginForm } from '../components/login-form';

export function LoginPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthFrame variant="console" title={t('login.title')}>
      <LoginForm loginPath="/login" />
    </AuthFrame>
  );
}
