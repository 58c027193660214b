import { Form, Input, Modal, Radio, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css';
import '@arco-design/web-react/es/Modal/style/css';
import '@arco-design/web-react/es/Radio/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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

/**
 * Sets the meal plan and/or class of the checked people at once: the plan with what happens to the old plan's
 * balance (batchForMealCategoryUpdate, refundType), the class by batch/update.
 */
export function BatchEditDialog({ ids, onClose, onSaved }: Props) {
  const { t } = useTranslation('systemPersonnel');
  const [form] = Form.useForm<{ mealCategoryId?: string; className?: string; refundType?: RefundType }>();
  const plans = useMealCategories();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const values = form.getFieldsValue();
    if (!values.mealCategoryId && !values.className?.trim()) return notify.warning(t('batchNothing'));
    setSaving(true);
    try {
      const chosen = ids ?? [];
      if (values.mealCategoryId) await batchMealUpdate({ ids: chosen, mealCategoryId: values.mealCategoryId, refundType: values.refundType ?? 0 });
      if (values.className?.trim()) await batchUpdate({ ids: chosen, className: values.className.trim() });
      notify.success(t('batchDone', { count: chosen.length }));
      form.resetFields();
      onSaved();
    } catch {
      // the request layer has shown the refusal; the dialog keeps what was chosen
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      title={t('batchTitle', { count: ids?.length ?? 0 })}
      visible={ids !== null}
      onOk={() => void save()}
      confirmLoading={saving}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      data-testid="diner-batch-dialog"
    >
      <Form form={form} layout="vertical">
        <Form.Item label={t('field.mealCategory')} field="mealCategoryId">
          <Select allowClear loading={plans.isLoading} options={(plans.data ?? []).map((plan) => ({ label: plan.name, value: plan.id }))} />
        </Form.Item>
        <Form.Item shouldUpdate noStyle>
          {(values: { mealCategoryId?: string }) =>
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
      </Form>
    </Modal>
  );
}
