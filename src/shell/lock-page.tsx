import { Button, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Input/style/css';
import { IconLock, IconUnlock } from '@arco-design/web-react/icon';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { BrandLogo } from '../components/brand-logo';
import { session } from '../session';
import './shell-i18n';
import './shell.css';
import { unlock } from './lock/lock-actions';
import { useSignOut } from './use-sign-out';

/** The lock screen: a privacy screen that survives reload and typed URLs (the guard keeps it here). */
export function LockPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { userInfo } = useSnapshot(session);
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(t('validation:lockPasswordRequired'));
    const target = await unlock(password);
    if (!target) {
      setPassword('');
      return setError(t('lock.wrong'));
    }
    void navigate(target, { replace: true });
  };

  return (
    <main className="lock-page" data-testid="lock-page">
      <form className="lock-card" onSubmit={(event) => void submit(event)}>
        <BrandLogo size={48} />
        <h1>{userInfo?.nickName || userInfo?.account}</h1>
        <p>
          <IconLock aria-hidden /> {t('lock.locked')}
        </p>
        <Input.Password
          value={password}
          onChange={(value) => (setPassword(value), setError(''))}
          placeholder={t('lock.password')}
          autoFocus
          autoComplete="off"
          status={error ? 'error' : undefined}
          aria-invalid={Boolean(error)}
          aria-describedby="lock-error"
          data-testid="unlock-password"
        />
        <div id="lock-error" className="lock-error" role="alert">
          {error}
        </div>
        <Button type="primary" htmlType="submit" long icon={<IconUnlock />} data-testid="unlock-submit">
          {t('lock.unlock')}
        </Button>
        <Button type="text" long onClick={signOut}>
          {t('lock.signOutInstead')}
        </Button>
      </form>
    </main>
  );
}
