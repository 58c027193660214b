import '@arco-design/web-react/es/Form/style/css';
import { Button, Form, Input, Radio } from '@arco-design/web-react';
import '@arco-design/web-react/es/Radio/style/css';
import { IconPhone, IconSafe } from '@arco-design/web-react/icon';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '../../../components/form-dialog/use-submit';
import { delayedRule, useDelayedValidation } from '../../../lib/form-rules';
import { errorText } from '../../../lib/http';
import { validatePhone } from '../../../lib/validators';
import { sendSmsCode, validateSmsCode } from '../api';
import type { AccountKind } from '../types';
import { useCountdown } from './use-countdown';

export interface VerifiedPhone {
  kind: AccountKind;
  phone: string;
  smsId: string;
}

interface Props {
  onVerified: (value: VerifiedPhone) => void;
  onError: (message: string) => void;
}

const RESEND_SECONDS = 60;

/** Step 1 of password recovery: prove the account's mobile number with an SMS code. */
export function PhoneStep({ onVerified, onError }: Props) {
  const { t } = useTranslation('forget');
  const [form] = Form.useForm<{ kind: AccountKind; phone: string; code: string }>();
  const [smsId, setSmsId] = useState('');
  const [left, startCountdown] = useCountdown();
  const phoneRule = useMemo(() => delayedRule(validatePhone, t), [t]);
  const onValuesChange = useDelayedValidation(form, ['phone']);
  const refused = (error: unknown) => onError(errorText(error, t('common:http.unknown')));
  const sending = useSubmit(sendSmsCode, {
    onSaved: (id) => {
      setSmsId(id);
      startCountdown(RESEND_SECONDS);
      onError('');
    },
    onRefused: refused,
  });
  const verifying = useSubmit((values: { kind: AccountKind; phone: string; code: string }) => validateSmsCode(smsId, values.code.trim()).then(() => values), {
    onSaved: (values) => onVerified({ kind: values.kind, phone: values.phone, smsId }),
    onRefused: refused,
  });
  const busy = sending.saving || verifying.saving;

  const send = async () => {
    const valid = await form.validate(['phone']).then(
      () => true,
      () => false,
    );
    if (valid) await sending.submit(form.getFieldValue('phone'));
  };

  const verify = (values: { kind: AccountKind; phone: string; code: string }) => {
    if (!smsId) return onError(t('sendFirst'));
    void verifying.submit(values);
  };

  return (
    <Form form={form} layout="vertical" size="large" initialValues={{ kind: 'user' }} onSubmit={verify} onValuesChange={onValuesChange}>
      <Form.Item field="kind" label={t('kind')}>
        <Radio.Group type="button">
          <Radio value="user">{t('kindUser')}</Radio>
          <Radio value="supplier">{t('kindSupplier')}</Radio>
        </Radio.Group>
      </Form.Item>
      <Form.Item field="phone" label={t('phone')} required rules={[phoneRule]}>
        <Input prefix={<IconPhone />} maxLength={11} placeholder={t('phonePlaceholder')} autoComplete="tel" data-testid="phone-input" />
      </Form.Item>
      <Form.Item label={t('code')} required>
        <div className="sms-field">
          <Form.Item field="code" noStyle rules={[{ required: true, message: t('codeRequired') }]}>
            <Input prefix={<IconSafe />} maxLength={6} autoComplete="one-time-code" aria-label={t('code')} data-testid="sms-input" />
          </Form.Item>
          <Button onClick={send} disabled={left > 0} loading={busy && !smsId} data-testid="sms-send">
            {left > 0 ? t('resendIn', { seconds: left }) : t('send')}
          </Button>
        </div>
      </Form.Item>
      <Button type="primary" htmlType="submit" long loading={busy && Boolean(smsId)} data-testid="phone-next">
        {t('next')}
      </Button>
    </Form>
  );
}
