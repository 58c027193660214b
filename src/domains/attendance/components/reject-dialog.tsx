import { Form, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { auditMakeUp } from '../api';
import type { MakeUp } from '../types';

/** 驳回: a pending make-up refused with an opinion (required). */
export function RejectDialog({ makeUp, onClose, onDone }: { makeUp?: MakeUp; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('attendance');
  const [form] = Form.useForm<{ opinion: string }>();
  return (
    <FormDialog
      title={t('makeUp.rejectTitle', { name: makeUp?.personName ?? '' })}
      visible={Boolean(makeUp)}
      form={form}
      save={(values) => auditMakeUp(makeUp!, false, values.opinion)}
      onSaved={onDone}
      onClose={onClose}
      okText={t('makeUp.reject')}
      danger
      formProps={{ 'data-testid': 'make-up-reject-form' }}
    >
      <Form.Item label={t('makeUp.opinion')} field="opinion" rules={[{ required: true, message: t('rule.opinion') }]}>
        <Input.TextArea maxLength={200} showWordLimit autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
    </FormDialog>
  );
}
