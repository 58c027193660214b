import { Button, Form, Input } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { KeyedMutator } from 'swr';
import { ConflictNotice } from '../../../components/versioned/conflict-notice';
import { useVersionedSave } from '../../../components/versioned/use-versioned-save';
import { phoneRule } from '../../../lib/form-rules';
import { saveAccount, type Account } from '../api';

/** The supplier account's own name and mobile (supplierAccount/upload/update). */
export function AccountForm({ account, reload }: { account: Account; reload: KeyedMutator<Account> }) {
  const { t } = useTranslation('supplier');
  const [form] = Form.useForm<Account>();
  const versioned = useVersionedSave<Account, Account>({
    form,
    record: account,
    toValues: (record) => record,
    reload,
    save: (values, base) => saveAccount({ realName: values.realName, phone: values.phone, version: base.version }),
  });
  return (
    <Form id="account-form" form={form} layout="vertical" style={{ maxWidth: 420 }} autoComplete="off" data-testid="account-form">
      {versioned.conflict ? <ConflictNotice testId="account-conflict" onLoadLatest={() => void versioned.loadLatest()} /> : null}
      <Form.Item label={t('field.account')}>
        <Input value={account.account} disabled />
      </Form.Item>
      <Form.Item label={t('field.realName')} field="realName" rules={[{ required: true, message: t('rule.realName') }]}>
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item label={t('field.phone')} field="phone" rules={[phoneRule(t)]}>
        <Input maxLength={11} />
      </Form.Item>
      <Button type="primary" loading={versioned.saving} onClick={() => void versioned.save()} data-testid="account-save">
        {t('save')}
      </Button>
    </Form>
  );
}
