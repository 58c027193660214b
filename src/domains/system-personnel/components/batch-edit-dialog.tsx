import { Form, Input, Radio, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Radio/style/css';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { notify } from '../../../lib/notify';
import { batchMealUpdate, batchUpdate } from '../api';
import { useMealCategories } from '../hooks';
import type { RefundType } from '../types';
import '../i18n';
import '../meal-i18n';

interface Props {
  ids: string[] | null;
  onClose: () => void;
  onSaved: () => void;
}

interface Values {
  mealCategoryId?: string;
  className?: string;
  refundType?: RefundType;
}

/**
 * Sets the meal plan and/or class of the checked people at once: the plan with what happens to the old plan's
 * balance (batchForMealCategoryUpdate, refundType), the class by batch/update. A refusal keeps what was chosen.
 */
export function BatchEditDialog({ ids, onClose, onSaved }: Props) {
  const { t } = useTranslation('systemPersonnel');
  const [form] = Form.useForm<Values>();
  const plans = useMealCategories();
  const chosen = ids ?? [];
  const check = (values: Values) => {
    if (values.mealCategoryId || values.className?.trim()) return true;
    notify.warning(t('batchNothing'));
    return false;
  };
  const save = async (values: Values) => {
    if (values.mealCategoryId) await batchMealUpdate({ ids: chosen, mealCategoryId: values.mealCategoryId, refundType: values.refundType ?? 0 });
    if (values.className?.trim()) await batchUpdate({ ids: chosen, className: values.className.trim() });
  };
  return (
    <FormDialog
      title={t('batchTitle', { count: chosen.length })}
      visible={ids !== null}
      form={form}
      check={check}
      save={save}
      success={t('batchDone', { count: chosen.length })}
      onSaved={onSaved}
      onClose={onClose}
      unmountOnExit={false}
      testId="diner-batch-dialog"
    >
      <Form.Item label={t('field.mealCategory')} field="mealCategoryId">
        <Select allowClear loading={plans.isLoading} options={(plans.data ?? []).map((plan) => ({ label: plan.name, value: plan.id }))} />
      </Form.Item>
      <Form.Item shouldUpdate noStyle>
        {(values: Values) =>
          values.mealCategoryId ? (
            <Form.Item label={t('mealCategory:batch.refundType')} field="refundType" initialValue={0}>
              <Radio.Group
                type="button"
                options={[
                  { label: t('mealCategory:upload.refund0'), value: 0 },
                  { label: t('mealCategory:upload.refund1'), value: 1 },
                ]}
                data-testid="diner-batch-refund"
              />
            </Form.Item>
          ) : null
        }
      </Form.Item>
      <Form.Item label={t('field.className')} field="className">
        <Input maxLength={50} />
      </Form.Item>
    </FormDialog>
  );
}
