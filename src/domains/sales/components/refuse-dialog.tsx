import { Form, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { refuseOrder } from '../api';
import type { SalesOrder } from '../types';
import '../i18n';

/** 拒绝订单, with the reason the canteen will read (请填写拒绝原因). */
export function RefuseDialog({ order, onClose, onSaved }: { order: SalesOrder | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('sales');
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <FormDialog
      title={order ? `${t('order.refuseTitle')} · ${order.orderNo}` : t('order.refuseTitle')}
      visible={Boolean(order)}
      form={form}
      save={(values) => refuseOrder(order!.id, values.reason.trim())}
      success={t('order.refused')}
      refusal="inline"
      onSaved={onSaved}
      onClose={onClose}
      okText={t('order.refuse')}
      danger
      okTestId="sales-refuse-ok"
      testId="sales-refuse-dialog"
    >
      <Form.Item
        label={t('field.refuseReason')}
        field="reason"
        rules={[{ required: true, validator: (value: string | undefined, callback) => callback(value?.trim() ? undefined : t('order.refuseRule')) }]}
      >
        <Input.TextArea maxLength={200} showWordLimit autoFocus data-testid="sales-refuse-reason" />
      </Form.Item>
    </FormDialog>
  );
}
