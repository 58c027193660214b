import { DatePicker, Form, Input, InputNumber, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/InputNumber/style/css';
import '@arco-design/web-react/es/Select/style/css';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { FormDialog } from '../../../components/form-dialog';
import { fenOf } from '../../../lib/money';
import { useToday } from '../../../lib/server-clock';
import type { StoredFile } from '../../supplier';
import { fetchPayableSuppliers, submitPayment } from '../drafts/api';
import { draftKeys } from '../drafts/queries';
import { PAYMENT_METHODS, type Payment } from '../drafts/types';
import '../drafts/i18n';
import { AttachmentsField } from './attachments-field';

interface FormValues {
  supplierId: string;
  amount: number;
  payDate: string;
  method: string;
  files?: StoredFile[];
  remark?: string;
}

/** The largest single payment, in yuan (the server's 单笔上限). */
export const MAX_PAYMENT_YUAN = 99_999.99;

/** 付款登记: the supplier (of those serving the school), the amount in yuan (sent in fen), the day, the method, attachments and a remark. */
export function PaymentDialog({ bookId, open, onClose, onSaved }: { bookId: string; open: boolean; onClose: () => void; onSaved: (saved: Payment) => void }) {
  const { t } = useTranslation('financeDrafts');
  const [form] = Form.useForm<FormValues>();
  const today = useToday();
  const suppliers = useSWR(open ? draftKeys.suppliers(bookId) : null, () => fetchPayableSuppliers(bookId));
  return (
    <FormDialog
      title={t('payment.add')}
      visible={open}
      form={form}
      save={(values) =>
        submitPayment({
          bookId,
          supplierId: values.supplierId,
          amount: fenOf(values.amount),
          payDate: values.payDate,
          method: values.method,
          fileIds: (values.files ?? []).map((file) => file.id),
          remark: values.remark?.trim() ?? '',
        })
      }
      success={t('payment.saved')}
      onSaved={onSaved}
      refusal="inline"
      fallback={t('failed')}
      onClose={onClose}
      okTestId="payment-save"
      maskClosable={false}
      formProps={{ autoComplete: 'off', 'data-testid': 'payment-form', initialValues: { payDate: today, method: PAYMENT_METHODS[0] } }}
    >
      <Form.Item label={t('payment.supplier')} field="supplierId" rules={[{ required: true, message: t('payment.rule.supplier') }]}>
        <Select
          placeholder={t('payment.rule.supplier')}
          loading={!suppliers.data && !suppliers.error}
          options={(suppliers.data ?? []).map((supplier) => ({ label: supplier.name, value: supplier.id }))}
          notFoundContent={suppliers.error ? t('loadFailed') : t('payment.noSupplier')}
          showSearch
          data-testid="payment-supplier"
        />
      </Form.Item>
      <Form.Item
        label={t('payment.amountYuan')}
        field="amount"
        rules={[
          { required: true, message: t('payment.rule.amount') },
          {
            validator: (value: number | undefined, callback) =>
              callback(value !== undefined && (value <= 0 || value > MAX_PAYMENT_YUAN) ? t('payment.rule.amountRange') : undefined),
          },
        ]}
      >
        <InputNumber min={0.01} max={MAX_PAYMENT_YUAN} precision={2} prefix="¥" style={{ width: 200 }} data-testid="payment-amount" />
      </Form.Item>
      <Form.Item label={t('payment.payDate')} field="payDate" rules={[{ required: true, message: t('payment.rule.payDate') }]}>
        <DatePicker style={{ width: 200 }} disabledDate={(date) => date.format('YYYY-MM-DD') > today} data-testid="payment-date" />
      </Form.Item>
      <Form.Item label={t('payment.method')} field="method" rules={[{ required: true, message: t('payment.rule.method') }]}>
        <Select options={PAYMENT_METHODS.map((method) => ({ label: t(`method.${method}`), value: method }))} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item label={t('payment.files')} field="files">
        <AttachmentsField />
      </Form.Item>
      <Form.Item label={t('payment.remark')} field="remark">
        <Input.TextArea maxLength={200} showWordLimit data-testid="payment-remark" />
      </Form.Item>
    </FormDialog>
  );
}
