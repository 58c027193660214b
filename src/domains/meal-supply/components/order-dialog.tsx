import { DatePicker, Form, Input, InputNumber, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/InputNumber/style/css';
import '@arco-design/web-react/es/Select/style/css';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { changeOrder, placeOrder, type MealOrder, type Setting } from '../api';

type Values = { mealDate: string; meal: number; quantity?: number; remark?: string };

/** 新增订餐 (order: null) or the change of an order before its cut-off; the server's refusal (past the cut-off) shows in the dialog. */
export function OrderDialog({
  visible,
  order,
  setting,
  onClose,
  onSaved,
}: {
  visible: boolean;
  order: MealOrder | null;
  setting?: Setting;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('mealSupply');
  const [form] = Form.useForm<Values>();
  return (
    <FormDialog<Values, MealOrder>
      title={order ? t('order.changeTitle') : t('order.title')}
      visible={visible}
      form={form}
      onOpen={() => order && form.setFieldsValue({ mealDate: order.mealDate, meal: order.meal, quantity: order.quantity, remark: order.remark })}
      save={(values) => (order ? changeOrder(order, { quantity: values.quantity ?? order.quantity, remark: values.remark }) : placeOrder(values))}
      success={t('crud:saved')}
      refusal="inline"
      onSaved={onSaved}
      onClose={onClose}
      testId="meal-order-dialog"
      intro={setting ? <p>{t('order.cutoffRule', { days: setting.cutoffDays, time: setting.cutoffTime })}</p> : null}
    >
      <Form.Item label={t('field.mealDate')} field="mealDate" rules={[{ required: true, message: t('rule.required', { label: t('field.mealDate') }) }]}>
        <DatePicker style={{ width: '100%' }} disabled={Boolean(order)} aria-label={t('field.mealDate')} />
      </Form.Item>
      <Form.Item label={t('field.meal')} field="meal" rules={[{ required: true, message: t('rule.required', { label: t('field.meal') }) }]}>
        <Select disabled={Boolean(order)} aria-label={t('field.meal')} options={[1, 2, 3].map((meal) => ({ value: meal, label: t(`meal.${meal}`) }))} />
      </Form.Item>
      <Form.Item label={t('field.quantity')} field="quantity" extra={order ? undefined : t('order.fromPlan')} rules={order ? [{ required: true }] : []}>
        <InputNumber min={1} max={100000} precision={0} style={{ width: '100%' }} aria-label={t('field.quantity')} />
      </Form.Item>
      <Form.Item label={t('field.remark')} field="remark">
        <Input maxLength={200} aria-label={t('field.remark')} />
      </Form.Item>
    </FormDialog>
  );
}
