import { Form, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { acknowledgeAlert } from '../api';
import type { ColdChainAlert } from '../types';
import { periodOf } from '../logic';
import '../i18n';

/** 确认告警: the supplier says what it did about an excursion (请填写处理说明). */
export function AcknowledgeDialog({ alert, onClose, onSaved }: { alert: ColdChainAlert | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('delivery');
  const [form] = Form.useForm<{ note: string }>();
  return (
    <FormDialog
      title={alert ? `${t('alert.acknowledgeTitle')} · ${alert.orderNo}` : t('alert.acknowledgeTitle')}
      visible={Boolean(alert)}
      form={form}
      save={(values) => acknowledgeAlert(alert!.id, values.note.trim())}
      success={t('alert.acknowledgedDone')}
      refusal="inline"
      onSaved={onSaved}
      onClose={onClose}
      okText={t('alert.acknowledge')}
      okTestId="cold-chain-acknowledge-ok"
      testId="cold-chain-acknowledge-dialog"
      intro={alert ? t('alert.summary', { warmest: alert.warmest.toFixed(1), limit: alert.limit, period: periodOf(alert) }) : null}
    >
      <Form.Item
        label={t('alert.note')}
        field="note"
        rules={[{ required: true, validator: (value: string | undefined, callback) => callback(value?.trim() ? undefined : t('alert.noteRule')) }]}
      >
        <Input.TextArea maxLength={200} showWordLimit autoFocus data-testid="cold-chain-acknowledge-note" />
      </Form.Item>
    </FormDialog>
  );
}
