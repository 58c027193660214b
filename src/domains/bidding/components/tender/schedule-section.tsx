import { DatePicker, Form, type FormInstance } from '@arco-design/web-react';
import '@arco-design/web-react/es/DatePicker/style/css';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/time-zone';
import { scheduleErrors } from './tender-rules';
import type { TenderValues } from './tender-values';

const FORMAT = 'YYYY-MM-DD HH:mm:ss';
type TimeField = 'signUpStart' | 'signUpEnd' | 'openingTime';

/** 时间安排: the sign-up window and the opening, each checked against the others as it changes. */
export function ScheduleSection({ form }: { form: FormInstance<TenderValues> }) {
  const { t } = useTranslation('bidding-tender');
  const rules = (field: TimeField, required: string) => [
    { required: true, message: required },
    {
      validator: (_value: unknown, callback: (message?: string) => void) => {
        const error = scheduleErrors(form.getFieldsValue(), { submitting: false, now: formatDateTime() }).find((item) => item.field === field);
        callback(error ? t(error.key) : undefined);
      },
    },
  ];
  // a change re-checks the fields that depend on it
  const recheck = (fields: TimeField[]) => () => {
    const filled = fields.filter((field) => form.getFieldValue(field));
    // validate([]) would check the whole form
    if (filled.length) void form.validate(filled).catch(() => undefined);
  };
  return (
    <div className="tender-grid">
      <Form.Item label={t('field.signUpStart')} field="signUpStart" rules={rules('signUpStart', t('rule.signUpStart'))}>
        <DatePicker showTime format={FORMAT} style={{ width: '100%' }} onChange={recheck(['signUpEnd'])} data-testid="tender-sign-up-start" />
      </Form.Item>
      <Form.Item label={t('field.signUpEnd')} field="signUpEnd" rules={rules('signUpEnd', t('rule.signUpEnd'))}>
        <DatePicker showTime format={FORMAT} style={{ width: '100%' }} onChange={recheck(['openingTime'])} data-testid="tender-sign-up-end" />
      </Form.Item>
      <Form.Item label={t('field.openingTime')} field="openingTime" rules={rules('openingTime', t('rule.openingTime'))}>
        <DatePicker showTime format={FORMAT} style={{ width: '100%' }} data-testid="tender-opening-time" />
      </Form.Item>
      <p className="tender-hint tender-wide">{t('scheduleHint')}</p>
    </div>
  );
}
