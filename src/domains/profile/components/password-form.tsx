import { Button, Form, Input, Space } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '../../../components/form-dialog';
import { delayedRule, useDelayedValidation } from '../../../lib/form-rules';
import { validateNewPassword } from '../../../lib/validators';
import { changePassword } from '../api';
import type { PasswordValues } from '../types';

/** update-password: the rules of docs/product-rules.md#validation here and on the server; the change ends the other sessions. */
export function PasswordForm() {
  const { t } = useTranslation('profile');
  const [form] = Form.useForm<PasswordValues>();
  const saving = useSubmit(changePassword, { success: t('passwordChanged'), onSaved: () => form.resetFields(), refusal: 'toast', fallback: t('loadFailed') });
  const onValuesChange = useDelayedValidation(form, ['newPassword']);

  const save = async () => {
    const values = await form.validate().catch(() => undefined);
    if (values) await saving.submit(values);
  };

  return (
    <Form
      id="password-form"
      form={form}
      layout="vertical"
      style={{ maxWidth: 420 }}
      autoComplete="off"
      onValuesChange={onValuesChange}
      data-testid="password-form"
    >
      <Form.Item label={t('field.oldPassword')} field="oldPassword" rules={[{ required: true, message: t('rule.oldPassword') }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item label={t('field.newPassword')} field="newPassword" rules={[delayedRule(validateNewPassword, t)]}>
        <Input.Password maxLength={8} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={t('field.newPassword1')}
        field="newPassword1"
        rules={[
          { required: true, message: t('rule.newPassword1') },
          { validator: (value, callback) => callback(value === form.getFieldValue('newPassword') ? undefined : t('rule.mismatch')) },
        ]}
      >
        <Input.Password maxLength={8} autoComplete="new-password" />
      </Form.Item>
      <Space>
        <Button type="primary" loading={saving.saving} onClick={() => void save()} data-testid="password-save">
          {t('save')}
        </Button>
        <Button onClick={() => form.resetFields()}>{t('reset')}</Button>
      </Space>
    </Form>
  );
}
