import { Alert, Form, Input, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/Modal/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../lib/http';
import { notify } from '../../../../lib/notify';
import { terminateBidding } from '../../api';
import type { BiddingSummary } from '../../types';

interface Props {
  bidding: Pick<BiddingSummary, 'id' | 'version' | 'title'> | null;
  onClose: () => void;
  onDone: () => void;
}

/** 终止招标: asks the reason (at least 10 characters, as the server requires) and shows the server's refusal here. */
export function TerminateDialog({ bidding, onClose, onDone }: Props) {
  const { t } = useTranslation('bidding-tender');
  const [form] = Form.useForm<{ reason: string }>();
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const close = () => {
    form.resetFields();
    setMessage('');
    onClose();
  };
  const send = async () => {
    const values = await form.validate().catch(() => undefined);
    if (!values || !bidding) return;
    setSending(true);
    try {
      await terminateBidding(bidding, values.reason.trim());
      notify.success(t('terminated'));
      form.resetFields();
      setMessage('');
      onDone();
    } catch (error) {
      setMessage(errorText(error, t('saveFailed')));
    } finally {
      setSending(false);
    }
  };
  return (
    <Modal
      title={t('terminate.title')}
      visible={Boolean(bidding)}
      onCancel={close}
      onOk={() => void send()}
      confirmLoading={sending}
      okButtonProps={{ status: 'danger' }}
      unmountOnExit
    >
      <p>{t('terminate.confirm', { title: bidding?.title ?? '' })}</p>
      <Form form={form} layout="vertical" data-testid="tender-terminate-form">
        <Form.Item
          label={t('terminate.reason')}
          field="reason"
          rules={[
            { required: true, message: t('rule.terminateReason') },
            { validator: (value: string | undefined, callback) => callback(value && [...value.trim()].length < 10 ? t('rule.terminateReason') : undefined) },
          ]}
        >
          <Input.TextArea maxLength={500} showWordLimit autoSize={{ minRows: 3, maxRows: 6 }} />
        </Form.Item>
      </Form>
      {message ? <Alert type="error" content={message} /> : null}
    </Modal>
  );
}
