import { Button, Input, Modal, Tooltip } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/Modal/style/css';
import { IconLock } from '@arco-design/web-react/icon';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { lock } from './lock-actions';
import { validateLockPassword } from '../../lib/validators';

/** The header's lock: set a lock password (required, 锁屏密码不能为空), then lock. */
export function LockButton() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');

  const close = () => {
    setOpen(false);
    setPassword('');
    setError('');
  };
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const invalid = validateLockPassword(password);
    if (invalid) return setError(t(`validation:${invalid}`));
    const target = `${location.pathname}${location.search}`;
    close();
    void lock(password, target, (path) => void navigate(path, { replace: true }));
  };

  return (
    <>
      <Tooltip content={t('lock.button')}>
        <Button type="text" icon={<IconLock />} aria-label={t('lock.button')} onClick={() => setOpen(true)} data-testid="lock-button" />
      </Tooltip>
      <Modal
        title={t('lock.setTitle')}
        visible={open}
        onOk={() => submit()}
        onCancel={close}
        okText={t('lock.lockNow')}
        cancelText={t('common:cancel')}
        data-testid="lock-dialog"
      >
        <form onSubmit={submit} className="lock-form">
          <label htmlFor="lock-password" className="auth-field-label">
            <span className="auth-required">*</span>
            {t('lock.password')}
          </label>
          <Input.Password
            id="lock-password"
            value={password}
            onChange={(value) => (setPassword(value), setError(''))}
            autoFocus
            autoComplete="new-password"
            status={error ? 'error' : undefined}
            aria-invalid={Boolean(error)}
            aria-describedby="lock-password-message"
            data-testid="lock-password"
          />
          <div id="lock-password-message" className="auth-field-message" role="alert">
            {error}
          </div>
        </form>
      </Modal>
    </>
  );
}
