import { Form, Input, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/Modal/style/css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { auditMakeUp } from '../api';
import type { MakeUp } from '../types';

/** 驳回: a pending make-up refused with an opinion (required). */
export function RejectDialog({ makeUp, onClose, onDone }: { makeUp?: MakeUp; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('attendance');
  const [form] = Form.useForm<{ opinion: string }>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (makeUp) form.resetFields();
  }, [makeUp, form]);
  return (
    <Modal
      title={t('makeUp.rejectTitle', { name: makeUp?.personName ?? '' })}
      visible={Boolean(makeUp)}
      onCancel={onClose}
      confirmLoading={saving}
      okText={t('makeUp.reject')}
      okButtonProps={{ status: 'danger' }}
      unmountOnExit
      onOk={async () => {
        const values = await form.validate().catch(() => undefined);
        if (!values || !makeUp) return;
        setSaving(true);
        try {
          await auditMakeUp(makeUp, false, values.opinion);
          onDone();
        } catch {
          // the request layer has shown the server's message
        } finally {
          setSaving(false);
        }
      }}
    >
      <Form form={form} layout="vertical" data-testid="make-up-reject-form">
        <Form.Item label={t('makeUp.opinion')} field="opinion" rules={[{ required: true, message: t('rule.opinion') }]}>
          <Input.TextArea maxLength={200} showWordLimit autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
