import { Descriptions, Form, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Descriptions/style/css';
import '@arco-design/web-react/es/Input/style/css';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { replyLetter, type Letter } from '../api';

/**
 * The school's reply to a letter addressed to it. A reply that fails (the letter was closed, or replied
 * to from another window) keeps what was typed and says why.
 */
export function ReplyDialog({ letter, onClose, onSaved }: { letter: Letter | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('letter');
  const [form] = Form.useForm<{ reply: string }>();
  return (
    <FormDialog
      title={t('replyTitle')}
      visible={letter !== null}
      form={form}
      save={(values) => replyLetter(letter!, values.reply.trim())}
      success={t('crud:saved')}
      onSaved={onSaved}
      onClose={onClose}
      okText={t('reply')}
      testId="letter-reply-dialog"
      intro={
        letter ? (
          <Descriptions
            column={1}
            data={[
              { label: t('field.title'), value: letter.title },
              { label: t('field.content'), value: letter.content },
              { label: t('field.deadline'), value: letter.deadline },
            ]}
          />
        ) : null
      }
    >
      <Form.Item
        label={t('field.reply')}
        field="reply"
        rules={[{ required: true, validator: (value, callback) => callback(value?.trim() ? undefined : t('rule.reply')) }]}
      >
        <Input.TextArea maxLength={2000} showWordLimit autoSize={{ minRows: 4, maxRows: 10 }} autoFocus />
      </Form.Item>
    </FormDialog>
  );
}
