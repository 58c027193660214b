import { Form, Input, Rate } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/Rate/style/css';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { rateOrder, type MealOrder } from '../api';

/** 评价: the school's score (1–5) and comment on one accepted or refused delivery, once. */
export function RatingDialog({ order, onClose, onSaved }: { order: MealOrder | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('mealSupply');
  const [form] = Form.useForm<{ score: number; comment?: string }>();
  return (
    <FormDialog<{ score: number; comment?: string }, { id: string }>
      title={t('accept.ratingTitle')}
      visible={order !== null}
      form={form}
      save={(values) => rateOrder(order!, values)}
      success={t('crud:saved')}
      refusal="inline"
      onSaved={onSaved}
      onClose={onClose}
      testId="meal-rating-dialog"
    >
      <Form.Item label={t('field.score')} field="score" rules={[{ required: true, message: t('rule.required', { label: t('field.score') }) }]}>
        <Rate aria-label={t('field.score')} />
      </Form.Item>
      <Form.Item label={t('field.comment')} field="comment">
        <Input.TextArea maxLength={200} showWordLimit aria-label={t('field.comment')} />
      </Form.Item>
    </FormDialog>
  );
}
