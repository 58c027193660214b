import { Form, Input, InputNumber, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/InputNumber/style/css';
import '@arco-design/web-react/es/Select/style/css';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { reportLoss } from '../api';
import { displayUnit, formatQty, fromDisplay, toDisplay, precisionOf } from '../format';
import { useBatches } from '../hooks';
import type { Batch } from '../types';
import '../i18n';

interface Values {
  batchId: string;
  quantity: number;
  reason: string;
}

/** 报损 of a batch (the one given, or one chosen), with the quantity and the reason. */
export function LossDialog({ visible, batch, onClose, onSaved }: { visible: boolean; batch?: Batch; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('purchase');
  const [form] = Form.useForm<Values>();
  const batches = useBatches();
  const chosenId = Form.useWatch('batchId', form) as string | undefined;
  const chosen = batch ?? (batches.data ?? []).find((row) => row.id === chosenId);
  return (
    <FormDialog<Values>
      title={t('loss.title')}
      visible={visible}
      form={form}
      width={520}
      testId="loss-dialog"
      okTestId="loss-save"
      refusal="inline"
      onOpen={() => (batch ? form.setFieldsValue({ batchId: batch.id }) : undefined)}
      save={(values) => reportLoss({ batchId: values.batchId, quantity: fromDisplay(values.quantity, chosen!.baseUnit), reason: values.reason.trim() })}
      success={t('loss.saved')}
      onSaved={onSaved}
      onClose={onClose}
    >
      <Form.Item label={t('field.batch')} field="batchId" rules={[{ required: true, message: t('rule.batch') }]}>
        <Select
          disabled={Boolean(batch)}
          loading={batches.isLoading}
          showSearch
          options={(batch ? [batch] : (batches.data ?? [])).map((row) => ({
            value: row.id,
            label: `${row.goodsName} · ${row.expiryDate ?? '—'} · ${formatQty(row.onHand, row.baseUnit)}`,
          }))}
          data-testid="loss-batch"
        />
      </Form.Item>
      <Form.Item
        label={`${t('field.quantity')}${chosen ? `（${displayUnit(chosen.baseUnit)}）` : ''}`}
        field="quantity"
        rules={[{ required: true, message: t('rule.quantity') }]}
      >
        <InputNumber
          min={0.001}
          max={chosen ? toDisplay(chosen.onHand, chosen.baseUnit) : undefined}
          precision={chosen ? precisionOf(chosen.baseUnit) : 3}
          data-testid="loss-quantity"
        />
      </Form.Item>
      <Form.Item label={t('field.reason')} field="reason" rules={[{ required: true, message: t('rule.reason') }]}>
        <Input.TextArea maxLength={200} data-testid="loss-reason" />
      </Form.Item>
    </FormDialog>
  );
}
