import { Button, Form, Input, Modal, Tooltip } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/Modal/style/css';
import { IconLock } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { lock } from './lock-actions';

/** The header's lock: set a lock password (required), then lock. */
export function LockButton() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ password: string }>();

  const submit = async () => {
    const { password } = await form.validate();
    setOpen(false);
    form.resetFields();
    lock(password, `${location.pathname}${location.search}`, (path) => navigate(path, { replace: true }));
  };

  return (
    <>
      <Tooltip content={t('lock.button')}>
        <Button type="text" icon={<IconLock />} aria-label={t('lock.button')} onClick={() => setOpen(true)} data-testid="lock-button" />
      </Tooltip>
      <Modal title={t('lock.setTitle')} visible={open} onOk={() => void submit().catch(() => undefined)} onCancel={() => setOpen(false)} okText={t('lock.lockNow')} cancelText={t('common:cancel')} autoFocus={false} data-testid="lock-dialog">
        <Form form={form} layout="vertical" onSubmit={() => void submit().catch(() => undefined)}>
          <Form.Item field="password" label={t('lock.password')} rules={[{ required: true, message: t('validation:lockPasswordRequired') }]}>
            <Input.Password autoFocus autoComplete="new-password" data-testid="lock-password" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
