import { Alert, Button, Form, Input, InputNumber, Modal, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css';
import '@arco-design/web-react/es/Form/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/InputNumber/style/css';
import '@arco-design/web-react/es/Modal/style/css';
import '@arco-design/web-react/es/Spin/style/css';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { useSubmit } from '../../../../components/form-dialog';
import { StatusPanel } from '../../../../components/status-panel';
import { signUp } from '../../api';
import { supplierBiddingKeys } from '../../queries';
import '../../pages/supplier/i18n';
import { CertificateChecklist } from './certificate-checklist';
import { useSignUpDefaults, useTender } from './hooks';
import { checkCertificates, mobileProblem } from './sign-up-rules';

interface Values {
  contactsName: string;
  mobile: string;
  coldStorageArea?: number;
  vehicles?: number;
  distanceKm?: number;
  minutes?: number;
}

const SHOP = [
  { field: 'coldStorageArea', precision: 2 },
  { field: 'vehicles', precision: 0 },
  { field: 'distanceKm', precision: 2 },
  { field: 'minutes', precision: 0 },
] as const;

/** 报名: the contact pre-filled from the company, the shop's figures and the certificate checklist. */
export function SignUpDialog({ biddingId, onClose, onDone }: { biddingId: string | undefined; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('bidding-supplier');
  const [form] = Form.useForm<Values>();
  const { mutate } = useSWRConfig();
  const tender = useTender(biddingId);
  const defaults = useSignUpDefaults(Boolean(biddingId));
  const { submit, saving, refusal, setRefusal } = useSubmit((id: string, query: Record<string, string>) => signUp(id, query), {
    success: t('signUp.done'),
    onSaved: async () => {
      await mutate(supplierBiddingKeys.matches);
      onDone();
    },
    refusal: 'inline',
    fallback: t('signUp.failed'),
  });

  useEffect(() => {
    setRefusal('');
    if (biddingId && defaults.data) form.setFieldsValue({ contactsName: defaults.data.contactsName, mobile: defaults.data.mobile });
  }, [biddingId, defaults.data, form, setRefusal]);

  const detail = tender.data;
  const checks = detail && defaults.data ? checkCertificates(detail.requiredDocTypes, defaults.data.documents, detail.supplyStart) : [];
  const lacking = checks.filter((check) => check.state !== 'valid');

  const send = async () => {
    const values = await form.validate().catch(() => undefined);
    if (!values || !biddingId) return;
    const query: Record<string, string> = { contactsName: values.contactsName.trim(), mobile: values.mobile.trim() };
    for (const { field } of SHOP) if (values[field] !== undefined && values[field] !== null) query[field] = String(values[field]);
    await submit(biddingId, query);
  };

  const failed = tender.error || defaults.error;
  return (
    <Modal
      title={t('signUp.title')}
      visible={Boolean(biddingId)}
      onCancel={onClose}
      maskClosable={false}
      unmountOnExit
      style={{ width: 680 }}
      footer={
        <>
          {lacking.length ? (
            <span className="bidding-sign-up-why" data-testid="sign-up-why">
              {t('signUp.lacking')}
            </span>
          ) : null}
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button type="primary" loading={saving} disabled={!detail || !defaults.data} onClick={() => void send()} data-testid="sign-up-submit">
            {t('signUp.submit')}
          </Button>
        </>
      }
    >
      {failed ? (
        <StatusPanel
          kind="error"
          title={t('signUp.loadFailed')}
          actionLabel={t('common:retry')}
          onAction={() => void Promise.all([tender.mutate(), defaults.mutate()])}
          error={tender.error ?? defaults.error}
        />
      ) : !detail || !defaults.data ? (
        <Spin className="page-loading" tip={t('common:loading')} />
      ) : (
        <>
          <p className="bidding-sign-up-tender">{detail.title}</p>
          {refusal ? <Alert type="error" content={refusal} style={{ marginBottom: 12 }} data-testid="sign-up-refusal" /> : null}
          <Form id="sign-up-form" form={form} layout="vertical" autoComplete="off" data-testid="sign-up-form">
            <Form.Item label={t('signUp.company')}>
              <Input value={defaults.data.supplierName} disabled />
            </Form.Item>
            <div className="bidding-form-row">
              <Form.Item
                label={t('signUp.contactsName')}
                field="contactsName"
                rules={[
                  { required: true, message: t('signUp.contactsRequired') },
                  { maxLength: 20, message: t('signUp.contactsLong') },
                ]}
              >
                <Input maxLength={20} />
              </Form.Item>
              <Form.Item
                label={t('signUp.mobile')}
                field="mobile"
                required
                rules={[
                  {
                    validator: (value: string | undefined, callback: (error?: string) => void) => {
                      const problem = mobileProblem(value);
                      callback(problem ? t(`signUp.${problem}`) : undefined);
                    },
                  },
                ]}
              >
                <Input maxLength={20} data-testid="sign-up-mobile" />
              </Form.Item>
            </div>
            <div className="bidding-form-row bidding-form-row-4">
              {SHOP.map(({ field, precision }) => (
                <Form.Item key={field} label={t(`signUp.shop.${field}`)} field={field}>
                  <InputNumber min={0} max={99_999} precision={precision} />
                </Form.Item>
              ))}
            </div>
          </Form>
          <CertificateChecklist checks={checks} validThrough={detail.supplyStart} />
        </>
      )}
    </Modal>
  );
}
