import { Button, Form, Input } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../../lib/http';
import { phoneRule } from '../../../lib/form-rules';
import { notify } from '../../../lib/notify';
import { saveAccount, type Account } from '../api';

/** The supplier account's own name and mobile (supplierAccount/upload/update). */
export function AccountForm({ account, onSaved }: { account: Account; onSaved: () => void }) {
  const { t } = useTranslation('supplier');
  const [form] = Form.useForm<Account>();
  const [saving, setSaving] = useState(false);
  useEffect(() => form.setFieldsValue(account), [account, form]);
  const save = async () => {
    const values = await form.validate().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    try {
      await saveAccount({ realName: values.realName, phone: values.phone, version: account.version });
      notify.success(t('saved'));
    } catch (error) {
      notify.error(isHttpError(error) && error.code === 409 ? t('conflict') : isHttpError(error) ? error.message : t('loadFailed'));
    } finally {
      setSaving(false);
      onSaved();
    }
  };
  return (
    <Form id="account-form" form={form} layout="vertical" style={{ maxWidth: 420 }} autoComplete="off" data-testid="account-form">
      <Form.Item label={t('field.account')}>
        <Input value={account.account} disabled />
      </Form.Item>
      <Form.Item label={t('field.realName')} field="realName" rules={[{ required: true, message: t('rule.realName') }]}>
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item label={t('field.phone')} field="phone" rules={[phoneRule(t)]}>
        <Input maxLength={11} />
      </Form.Item>
      <Button type="primary" loading={saving} onClick={() => void save()} data-testid="account-save">
        {t('save')}
      </Button>
    </Form>
  );
}
