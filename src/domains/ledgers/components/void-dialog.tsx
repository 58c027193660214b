import { Form, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { voidLedger } from '../api';
import type { LedgerRecord } from '../types';

/** Voids a record entered by mistake, with the reason; it stays readable as 已作废. */
export function VoidDialog({
  code,
  record,
  onClose,
  onSaved,
}: {
  code: string;
  record: LedgerRecord | null;
  onClose: () => void;
  onSaved: (record: LedgerRecord) => void;
}) {
  const { t } = useTranslation('ledgers');
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <FormDialog<{ reason: string }, LedgerRecord>
      title={t('dialog.void')}
      visible={record !== null}
      form={form}
      danger
      testId="ledger-void-dialog"
      okTestId="ledger-void-save"
      refusal="inline"
      onOpen={() => form.setFieldsValue({ reason: '' })}
      intro={<p>{t('dialog.voidHint')}</p>}
      save={(values) => voidLedger(code, record!.id, values.reason.trim())}
      success={() => t('voided')}
      onSaved={onSaved}
      onClose={onClose}
    >
      <Form.Item label={t('field.reason')} field="reason" rules={[{ required: true, message: t('required', { label: t('field.reason') }) }]}>
        <Input.TextArea maxLength={200} placeholder={t('dialog.reasonPlaceholder')} data-testid="ledger-void-reason" autoFocus />
      </Form.Item>
    </FormDialog>
  );
}
