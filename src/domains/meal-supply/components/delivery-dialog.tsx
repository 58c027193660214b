import { DatePicker, Form, Input, InputNumber } from '@arco-design/web-react';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/InputNumber/style/css';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { recordDelivery, type DeliveryValues, type MealOrder } from '../api';

/** 登记送达: when the delivery left and arrived, its vehicle and the food's temperature on arrival. */
export function DeliveryDialog({ order, onClose, onSaved }: { order: MealOrder | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('mealSupply');
  const [form] = Form.useForm<DeliveryValues>();
  const required = (label: string) => [{ required: true, message: t('rule.required', { label }) }];
  const time = (field: 'departTime' | 'arriveTime') => (
    <Form.Item label={t(`field.${field}`)} field={field} rules={required(t(`field.${field}`))}>
      <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} aria-label={t(`field.${field}`)} />
    </Form.Item>
  );
  return (
    <FormDialog<DeliveryValues, MealOrder>
      title={t('delivery.title')}
      visible={order !== null}
      form={form}
      save={(values) => recordDelivery(order!, values)}
      success={t('crud:saved')}
      refusal="inline"
      onSaved={onSaved}
      onClose={onClose}
      testId="meal-delivery-dialog"
      intro={order ? <p>{`${order.mealDate} ${t(`meal.${order.meal}`)} · ${order.providerName} · ${order.quantity}`}</p> : null}
    >
      {time('departTime')}
      {time('arriveTime')}
      <Form.Item label={t('field.vehicleNo')} field="vehicleNo" rules={required(t('field.vehicleNo'))}>
        <Input maxLength={20} aria-label={t('field.vehicleNo')} />
      </Form.Item>
      <Form.Item label={t('field.arrivalTemp')} field="arrivalTemp" rules={required(t('field.arrivalTemp'))}>
        <InputNumber min={-30} max={120} precision={1} step={0.5} style={{ width: '100%' }} aria-label={t('field.arrivalTemp')} />
      </Form.Item>
    </FormDialog>
  );
}
