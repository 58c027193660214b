import { Descriptions, Form, Input, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Descriptions/style/css';
import '@arco-design/web-react/es/Form/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/Modal/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { replyLetter, type Letter } from '../api';

/**
 * The school's reply to a letter addressed to it. A reply that fails (the letter was closed, or replied
 * to from another window) keeps what was typed and says why.
 */
export function ReplyDialog({ letter, onClose, onSaved }: { letter: Letter | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('letter');
  const [form] = Form.useForm<{ reply: string }>();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    if (!letter) return;
    const { reply } = await form.validate();
    setSaving(true);
    try {
      await replyLetter(letter, reply.trim());
      notify.success(t('crud:saved'));
      form.resetFields();
      onSaved();
    } catch {
      // the HTTP client has shown the server's reason; the reply stays in the form
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={t('replyTitle')}
      visible={letter !== null}
      onOk={submit}
      okText={t('reply')}
      confirmLoading={saving}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      unmountOnExit
      data-testid="letter-reply-dialog"
    >
      {letter ? (
        <>
          <Descriptions
            column={1}
            data={[
              { label: t('field.title'), value: letter.title },
              { label: t('field.content'), value: letter.content },
              { label: t('field.deadline'), value: letter.deadline },
            ]}
          />
          <Form form={form} layout="vertical">
            <Form.Item
              label={t('field.reply')}
              field="reply"
              rules={[{ required: true, validator: (value, callback) => callback(value?.trim() ? undefined : t('rule.reply')) }]}
            >
              <Input.TextArea maxLength={2000} showWordLimit autoSize={{ minRows: 4, maxRows: 10 }} autoFocus />
            </Form.Item>
          </Form>
        </>
      ) : null}
    </Modal>
  );
}
