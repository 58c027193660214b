import { Form, InputNumber, Select, TimePicker } from '@arco-design/web-react';
import '@arco-design/web-react/es/InputNumber/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/TimePicker/style/css';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { saveSetting, type Setting } from '../api';
import { useProviderOptions } from '../hooks';

type Values = { providerId: string; cutoffDays: number; cutoffTime: string };

/** 供餐设置: the school's provider and how long before a meal its order may still be placed or changed. */
export function SettingDialog({ visible, setting, onClose, onSaved }: { visible: boolean; setting?: Setting; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('mealSupply');
  const [form] = Form.useForm<Values>();
  const providers = useProviderOptions(visible);
  return (
    <FormDialog<Values, Setting>
      title={t('setting.title')}
      visible={visible}
      form={form}
      onOpen={() =>
        form.setFieldsValue({ providerId: setting?.providerId ?? undefined, cutoffDays: setting?.cutoffDays ?? 1, cutoffTime: setting?.cutoffTime ?? '15:00' })
      }
      save={saveSetting}
      success={t('crud:saved')}
      refusal="inline"
      onSaved={onSaved}
      onClose={onClose}
      testId="meal-setting-dialog"
    >
      <Form.Item label={t('field.provider')} field="providerId" rules={[{ required: true, message: t('rule.required', { label: t('field.provider') }) }]}>
        <Select
          aria-label={t('field.provider')}
          loading={providers.isLoading}
          options={(providers.data ?? []).map((provider) => ({ value: provider.id, label: provider.name }))}
        />
      </Form.Item>
      <Form.Item label={t('field.cutoffDays')} field="cutoffDays" rules={[{ required: true }]}>
        <InputNumber min={0} max={7} precision={0} aria-label={t('field.cutoffDays')} />
      </Form.Item>
      <Form.Item label={t('field.cutoffTime')} field="cutoffTime" rules={[{ required: true }]}>
        <TimePicker format="HH:mm" aria-label={t('field.cutoffTime')} />
      </Form.Item>
    </FormDialog>
  );
}
