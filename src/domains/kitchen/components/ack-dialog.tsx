import { Form, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { acknowledgeAlert } from '../api';
import type { KitchenAlert } from '../types';
import '../i18n';

/** The note's longest, as the server takes it. */
export const NOTE_MAX = 200;

/** 处理告警: the canteen says what it did about an alert; the note is required for 吸烟 and 鼠患 (请填写处理说明). */
export function AckDialog({ alert, onClose, onSaved }: { alert: KitchenAlert | null; onClose: () => void; onSaved: (alert: KitchenAlert) => void }) {
  const { t } = useTranslation('kitchen');
  const [form] = Form.useForm<{ note?: string }>();
  const required = Boolean(alert?.noteRequired);
  return (
    <FormDialog<{ note?: string }, KitchenAlert>
      title={t('ack.title')}
      visible={Boolean(alert)}
      form={form}
      save={(values) => acknowledgeAlert(alert!.id, (values.note ?? '').trim())}
      success={t('ack.done')}
      refusal="inline"
      onSaved={onSaved}
      onClose={onClose}
      okText={t('ack.ok')}
      okTestId="kitchen-ack-ok"
      testId="kitchen-ack-dialog"
      intro={alert ? t('ack.summary', { time: alert.detectedAt, canteen: alert.canteenName, camera: alert.cameraName, type: t(`type.${alert.type}`) }) : null}
    >
      <Form.Item
        label={t('field.ackNote')}
        field="note"
        extra={required ? t('ack.noteRequired') : t('ack.noteOptional')}
        rules={[
          {
            required,
            validator: (value: string | undefined, callback) => callback(required && !value?.trim() ? t('ack.noteRule') : undefined),
          },
        ]}
      >
        <Input.TextArea maxLength={NOTE_MAX} showWordLimit autoFocus data-testid="kitchen-ack-note" />
      </Form.Item>
    </FormDialog>
  );
}
