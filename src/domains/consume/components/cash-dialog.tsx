import { Form, Input, InputNumber } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/InputNumber/style/css';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { PickerField } from '../../../components/pickers';
import { DinerPicker, fenOf, yuan } from '../../system-personnel';
import { changeCash } from '../api';
import '../i18n';
import { useWalletForm } from './use-wallet-form';

interface FormValues {
  personnelId: string;
  amount: number;
  remark?: string;
}

/** The largest single amount, in yuan (the server's 单次金额上限). */
export const MAX_YUAN = 10_000;

/**
 * 充值 or 退款: one person (the diner picker), an amount in yuan (sent in fen) and a remark. The dialog keeps one
 * request id while it is open, so a double click or a retry after a lost answer is one change; a refusal (余额不足…)
 * keeps what was typed.
 */
export function CashDialog({ kind, open, onClose, onSaved }: { kind: 'recharge' | 'refund'; open: boolean; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('consume');
  const { form, people, requestId, opened } = useWalletForm<FormValues>('personnelId');

  return (
    <FormDialog
      title={t(`${kind}.title`)}
      visible={open}
      form={form}
      save={(values) => changeCash(kind, { personnelId: values.personnelId, amount: fenOf(values.amount), requestId, remark: values.remark?.trim() })}
      success={(txn) => t(`${kind}.done`, { cash: yuan(txn.cashAfter) })}
      onSaved={onSaved}
      refusal="toast"
      fallback={t('crud:loadFailed')}
      onClose={onClose}
      onOpen={opened}
      okText={t(`${kind}.submit`)}
      okTestId={`${kind}-save`}
      maskClosable={false}
      formProps={{ autoComplete: 'off', 'data-testid': `${kind}-form`, initialValues: { personnelId: '' } }}
    >
      <Form.Item label={t('field.person')} field="personnelId" rules={[{ required: true, message: t('rule.person') }]}>
        <PickerField
          items={people.items}
          placeholder={t('rule.person')}
          testId={`${kind}-person`}
          onRemove={people.remove}
          renderPicker={(pickerOpen, close) => <DinerPicker open={pickerOpen} multiple={false} value={people.items} onChange={people.choose} onClose={close} />}
        />
      </Form.Item>
      <Form.Item
        label={t('field.amountYuan')}
        field="amount"
        extra={kind === 'refund' ? t('refund.hint') : undefined}
        rules={[
          { required: true, message: t('rule.amount') },
          {
            validator: (value: number | undefined, callback) =>
              callback(value !== undefined && (value <= 0 || value > MAX_YUAN) ? t('rule.amountRange') : undefined),
          },
        ]}
      >
        <InputNumber min={0.01} max={MAX_YUAN} precision={2} step={10} prefix="¥" style={{ width: 200 }} data-testid={`${kind}-amount`} />
      </Form.Item>
      <Form.Item label={t('field.remark')} field="remark">
        <Input maxLength={100} data-testid={`${kind}-remark`} />
      </Form.Item>
    </FormDialog>
  );
}
