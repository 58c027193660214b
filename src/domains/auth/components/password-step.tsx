import '@arco-design/web-react/es/Form/style/css';
import { Button, Form, Input } from '@arco-design/web-react';
import { IconLock, IconUser } from '@arco-design/web-react/icon';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { delayedRule, useDelayedValidation } from '../../../lib/form-rules';
import { errorText } from '../../../lib/http';
import { validateNewPassword } from '../../../lib/validators';
import { retrievePassword } from '../api';
import { PasswordInput } from './password-input';
import type { VerifiedPhone } from './phone-step';

interface Props {
  verified: VerifiedPhone;
  onDone: () => void;
  onError: (message: string) => void;
}

interface Values {
  account: string;
  newPassword: string;
  confirm: string;
}

/** Step 2 of password recovery: the account and its new password (the customer's 6–8 rule). */
export function PasswordStep({ verified, onDone, onError }: Props) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const passwordRule = useMemo(() => delayedRule(validateNewPassword, t), [t]);
  const onValuesChange = useDelayedValidation(form, ['newPassword']);

  const submit = async (values: Values) => {
    setBusy(true);
    try {
      await retrievePassword({ ...verified, account: values.account.trim(), newPassword: values.newPassword });
      onDone();
    } catch (error) {
      onError(errorText(error, t('common:http.unknown')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} layout="vertical" size="large" onSubmit={submit} onValuesChange={onValuesChange}>
      <Form.Item field="account" label={t('form.account')} rules={[{ required: true, message: t('form.accountRequired') }]}>
        <Input prefix={<IconUser />} autoComplete="username" data-testid="reset-account" />
      </Form.Item>
      <Form.Item field="newPassword" label={t('forget.newPassword')} required rules={[passwordRule]}>
        <PasswordInput prefix={<IconLock />} autoComplete="new-password" testId="reset-password" />
      </Form.Item>
      <Form.Item
        field="confirm"
        label={t('forget.confirmPassword')}
        dependencies={['newPassword']}
        rules={[
          {
            validator: (value: string | undefined, callback: (error?: string) => void) =>
              callback(value && value === form.getFieldValue('newPassword') ? undefined : t('validation:passwordMismatch')),
          },
        ]}
      >
        <PasswordInput prefix={<IconLock />} autoComplete="new-password" testId="reset-confirm" />
      </Form.Item>
      <Button type="primary" htmlType="submit" long loading={busy} data-testid="reset-submit">
        {t('forget.submit')}
      </Button>
    </Form>
  );
}
