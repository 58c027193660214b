import '@arco-design/web-react/es/Form/style/css';
import { Button, Form, Input } from '@arco-design/web-react';
import { IconLock, IconUser } from '@arco-design/web-react/icon';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '../../../components/form-dialog/use-submit';
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
  const { t } = useTranslation('forget');
  const [form] = Form.useForm<Values>();
  const saving = useSubmit((values: Values) => retrievePassword({ ...verified, account: values.account.trim(), newPassword: values.newPassword }), {
    onSaved: onDone,
    onRefused: (error) => onError(errorText(error, t('common:http.unknown'))),
  });
  const passwordRule = useMemo(() => delayedRule(validateNewPassword, t), [t]);
  const onValuesChange = useDelayedValidation(form, ['newPassword']);

  return (
    <Form form={form} layout="vertical" size="large" onSubmit={saving.submit} onValuesChange={onValuesChange}>
      <Form.Item field="account" label={t('auth:form.account')} rules={[{ required: true, message: t('auth:form.accountRequired') }]}>
        <Input prefix={<IconUser />} autoComplete="username" data-testid="reset-account" />
      </Form.Item>
      <Form.Item field="newPassword" label={t('newPassword')} required rules={[passwordRule]}>
        <PasswordInput prefix={<IconLock />} autoComplete="new-password" testId="reset-password" />
      </Form.Item>
      <Form.Item
        field="confirm"
        label={t('confirmPassword')}
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
      <Button type="primary" htmlType="submit" long loading={saving.saving} data-testid="reset-submit">
        {t('submit')}
      </Button>
    </Form>
  );
}
