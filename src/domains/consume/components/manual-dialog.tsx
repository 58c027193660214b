import { Button, Descriptions, Form, Input, InputNumber, Result, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Descriptions/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/InputNumber/style/css';
import '@arco-design/web-react/es/Result/style/css';
import '@arco-design/web-react/es/Select/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { PickerField } from '../../../components/pickers';
import { DinerPicker, fenOf, yuan } from '../../system-personnel';
import { manualConsume } from '../api';
import type { Txn } from '../types';
import { MAX_YUAN } from './cash-dialog';
import '../i18n';
import { useWalletForm } from './use-wallet-form';

interface FormValues {
  personnelId: string;
  dinnerType: number;
  amount: number;
  remark?: string;
}

/**
 * 手工扣费: a consumption entered by hand — one person (the diner picker), the meal, an amount in yuan (sent in fen) and
 * a remark. The dialog keeps one request id while it is open (a double click or a retry is one change) and, once
 * saved, shows the receipt: the amount, its subsidy and cash parts and the balance left.
 */
export function ManualDialog({ open, onClose, onSaved }: { open: boolean; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('consume');
  const [receipt, setReceipt] = useState<Txn | null>(null);
  const { form, people, requestId, opened } = useWalletForm<FormValues>('personnelId');

  const save = (values: FormValues) =>
    manualConsume({ personnelId: values.personnelId, dinnerType: values.dinnerType, amount: fenOf(values.amount), requestId, remark: values.remark?.trim() });

  return (
    <FormDialog
      title={t('manual.title')}
      visible={open}
      form={form}
      save={save}
      success={t('manual.done')}
      onSaved={(txn) => {
        setReceipt(txn);
        onSaved();
      }}
      refusal="toast"
      fallback={t('crud:loadFailed')}
      onClose={onClose}
      onOpen={() => {
        opened();
        setReceipt(null);
      }}
      okText={t('manual.submit')}
      okTestId="manual-save"
      maskClosable={false}
      formProps={{ autoComplete: 'off', 'data-testid': 'manual-form', initialValues: { personnelId: '' } }}
      footer={
        receipt ? (
          <Button type="primary" onClick={onClose} data-testid="manual-close">
            {t('manual.close')}
          </Button>
        ) : undefined
      }
      content={
        receipt ? (
          <div data-testid="manual-receipt">
            <Result status="success" title={t('manual.receipt')} style={{ padding: '8px 0' }} />
            <Descriptions
              column={1}
              border
              data={[
                { label: t('field.person'), value: people.items.map((person) => person.name).join('、') },
                { label: t('field.dinnerType'), value: receipt.dinnerType ? t(`dinnerType.${receipt.dinnerType}`) : '' },
                { label: t('manual.amount'), value: `¥${yuan(-receipt.amount)}` },
                { label: t('manual.fromSubsidy'), value: `¥${yuan(-receipt.subsidyAmount)}` },
                { label: t('manual.fromCash'), value: `¥${yuan(-receipt.cashAmount)}` },
                { label: t('manual.balanceAfter'), value: `¥${yuan(receipt.cashAfter + receipt.subsidyAfter)}` },
                { label: t('field.subsidyAfter'), value: `¥${yuan(receipt.subsidyAfter)}` },
                { label: t('field.cashAfter'), value: `¥${yuan(receipt.cashAfter)}` },
              ]}
            />
          </div>
        ) : undefined
      }
    >
      <Form.Item label={t('field.person')} field="personnelId" rules={[{ required: true, message: t('rule.person') }]}>
        <PickerField
          items={people.items}
          placeholder={t('rule.person')}
          testId="manual-person"
          onRemove={people.remove}
          renderPicker={(pickerOpen, close) => <DinerPicker open={pickerOpen} multiple={false} value={people.items} onChange={people.choose} onClose={close} />}
        />
      </Form.Item>
      <Form.Item label={t('field.dinnerType')} field="dinnerType" rules={[{ required: true, message: t('rule.dinnerType') }]}>
        <Select
          placeholder={t('rule.dinnerType')}
          style={{ width: 200 }}
          options={[1, 2, 3, 4].map((value) => ({ value, label: t(`dinnerType.${value}`) }))}
          data-testid="manual-dinner-type"
        />
      </Form.Item>
      <Form.Item
        label={t('field.amountYuan')}
        field="amount"
        extra={t('manual.hint')}
        rules={[
          { required: true, message: t('rule.amount') },
          {
            validator: (value: number | undefined, callback) =>
              callback(value !== undefined && (value <= 0 || value > MAX_YUAN) ? t('rule.amountRange') : undefined),
          },
        ]}
      >
        <InputNumber min={0.01} max={MAX_YUAN} precision={2} step={1} prefix="¥" style={{ width: 200 }} data-testid="manual-amount" />
      </Form.Item>
      <Form.Item label={t('field.remark')} field="remark">
        <Input maxLength={100} data-testid="manual-remark" />
      </Form.Item>
    </FormDialog>
  );
}
