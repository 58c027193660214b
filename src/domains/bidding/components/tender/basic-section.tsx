import { Checkbox, DatePicker, Form, Input, InputNumber, Select, type FormInstance } from '@arco-design/web-react';
import '@arco-design/web-react/es/Checkbox/style/css';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/InputNumber/style/css';
import '@arco-design/web-react/es/Select/style/css';
import { useTranslation } from 'react-i18next';
import { useQualificationTypes } from '../../../supplier';
import type { GoodsCategory } from '../../types';
import type { TenderValues } from './tender-values';

interface Props {
  form: FormInstance<TenderValues>;
  categories: GoodsCategory[];
  loadingGoods: boolean;
}

/** 基本信息: title, category, budget, supply period, the notice's texts and the documents a supplier must hold. */
export function BasicSection({ form, categories, loadingGoods }: Props) {
  const { t } = useTranslation('bidding-tender');
  const { types } = useQualificationTypes();
  return (
    <div className="tender-grid">
      <Form.Item label={t('field.title')} field="title" rules={[{ required: true, message: t('rule.title') }]}>
        <Input maxLength={100} showWordLimit />
      </Form.Item>
      <Form.Item label={t('field.category')} field="category" rules={[{ required: true, message: t('rule.category') }]}>
        <Select
          loading={loadingGoods}
          options={categories.map((category) => ({ label: category.name, value: category.code }))}
          // the goods lines belong to the category: another category empties their goods
          onChange={() =>
            form.setFieldValue(
              'lines',
              (form.getFieldsValue().lines ?? [{}]).map(() => ({})),
            )
          }
          data-testid="tender-category"
        />
      </Form.Item>
      <Form.Item label={t('field.budget')} field="budget" rules={[{ required: true, message: t('rule.budget') }]}>
        <InputNumber min={0.01} max={99_999_999.99} precision={2} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label={t('field.supply')} field="supply" rules={[{ required: true, type: 'array', length: 2, message: t('rule.supply') }]}>
        <DatePicker.RangePicker format="YYYY-MM-DD" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label={t('field.content')} field="content" className="tender-wide">
        <Input.TextArea maxLength={5000} showWordLimit autoSize={{ minRows: 3, maxRows: 10 }} />
      </Form.Item>
      <Form.Item label={t('field.qualificationReq')} field="qualificationReq" className="tender-wide">
        <Input.TextArea maxLength={2000} showWordLimit autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Form.Item label={t('field.requiredDocTypes')} field="requiredDocTypes" className="tender-wide">
        <Checkbox.Group options={types.map((type) => ({ label: type.label, value: Number(type.key), disabled: type.key === '1' }))} />
      </Form.Item>
    </div>
  );
}
