import { Form, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../components/form-dialog';
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
  return (
    <FormDialog
      title={t('terminate.title')}
      visible={Boolean(bidding)}
      form={form}
      save={(values) => terminateBidding(bidding!, values.reason.trim())}
      success={t('terminated')}
      onSaved={onDone}
      refusal="inline"
      fallback={t('saveFailed')}
      onClose={onClose}
      danger
      intro={<p>{t('terminate.confirm', { title: bidding?.title ?? '' })}</p>}
      formProps={{ 'data-testid': 'tender-terminate-form' }}
    >
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
    </FormDialog>
  );
}
