import { Button, Form, InputNumber, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Form/style/css';
import '@arco-design/web-react/es/InputNumber/style/css';
import '@arco-design/web-react/es/Spin/style/css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { StatusPanel } from '../../../components/status-panel';
import { notify } from '../../../lib/notify';
import { saveThresholds } from '../api';
import { useThresholds } from '../hooks';
import { financeSupervisionKeys } from '../queries';
import type { Thresholds } from '../types';

type Fields = Omit<Thresholds, 'emergencyAmount'> & { emergencyYuan: number };

/** Each threshold with its bounds (the server's) and its unit's catalogue key. */
const FIELDS: { field: keyof Fields; min: number; max: number; unit: string; precision?: number }[] = [
  { field: 'closeDay', min: 1, max: 28, unit: 'unit.day' },
  { field: 'foodCostHigh', min: 1, max: 100, unit: 'unit.percent' },
  { field: 'foodCostLow', min: 0, max: 99, unit: 'unit.percent' },
  { field: 'emergencyYuan', min: 0, max: 1_000_000, unit: 'unit.yuan', precision: 2 },
  { field: 'emergencyShare', min: 0, max: 100, unit: 'unit.percent' },
  { field: 'medianGap', min: 0, max: 100, unit: 'unit.points' },
];

/**
 * The district's thresholds of 指标预警, for the education bureau (button indicator_setting; the server checks the
 * rule again): the single emergency purchase typed in yuan, sent in fen. Saving refreshes the month's warnings.
 */
export function ThresholdsForm() {
  const { t } = useTranslation('finance-supervision');
  const [form] = Form.useForm<Fields>();
  const thresholds = useThresholds();
  const { mutate } = useSWRConfig();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (thresholds.data) form.setFieldsValue({ ...thresholds.data, emergencyYuan: thresholds.data.emergencyAmount / 100 });
  }, [thresholds.data, form]);
  if (thresholds.error)
    return (
      <StatusPanel kind="error" title={t('loadFailed')} actionLabel={t('common:retry')} onAction={() => void thresholds.mutate()} error={thresholds.error} />
    );
  if (!thresholds.data) return <Spin tip={t('common:loading')} />;
  const save = async ({ emergencyYuan, ...values }: Fields) => {
    setSaving(true);
    try {
      await thresholds.mutate(await saveThresholds({ ...values, emergencyAmount: Math.round(emergencyYuan * 100) }), { revalidate: false });
      await mutate(financeSupervisionKeys.isIndicators);
      notify.success(t('threshold.saved'));
    } catch {
      // the client has shown the server's refusal
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form form={form} layout="inline" onSubmit={(values) => void save(values)} autoComplete="off" data-testid="fin-thresholds-form">
      {FIELDS.map(({ field, min, max, unit, precision }) => (
        <Form.Item key={field} label={t(`threshold.${field}`)} field={field} rules={[{ required: true, message: t('threshold.required') }]}>
          <InputNumber min={min} max={max} precision={precision ?? 0} suffix={t(unit)} style={{ width: 150 }} aria-label={t(`threshold.${field}`)} />
        </Form.Item>
      ))}
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="fin-thresholds-save">
          {t('threshold.save')}
        </Button>
      </Form.Item>
    </Form>
  );
}
