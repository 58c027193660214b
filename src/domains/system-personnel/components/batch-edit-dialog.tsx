import { Form, Input, Modal, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css';
import '@arco-design/web-react/es/Modal/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { batchUpdate } from '../api';
import { useMealCategories } from '../hooks';
import '../i18n';

interface Props {
  ids: string[] | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Sets the meal plan and/or class of the checked people at once (batch/update). */
export function BatchEditDialog({ ids, onClose, onSaved }: Props) {
  const { t } = useTranslation('systemPersonnel');
  const [form] = Form.useForm<{ mealCategoryId?: string; className?: string }>();
  const plans = useMealCategories();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const values = form.getFieldsValue();
    if (!values.mealCategoryId && !values.className?.trim()) return notify.warning(t('batchNothing'));
    setSaving(true);
    try {
      const { updated } = await batchUpdate({ ids: ids ?? [], mealCategoryId: values.mealCategoryId, className: values.className?.trim() || undefined });
      notify.success(t('batchDone', { count: updated }));
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
        <Form.Item label={t('field.className')} field="className">
          <Input maxLength={50} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
