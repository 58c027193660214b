import { Form, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import '../i18n';

/** One reason asked before an action (取消订单): required, at most 200 characters; a refusal is shown in place. */
export function ReasonDialog(props: {
  title: string;
  label: string;
  visible: boolean;
  save: (reason: string) => Promise<unknown>;
  success: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('purchase');
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <FormDialog<{ reason: string }>
      title={props.title}
      visible={props.visible}
      form={form}
      width={480}
      testId="reason-dialog"
      okTestId="reason-ok"
      danger
      refusal="inline"
      save={(values) => props.save(values.reason.trim())}
      success={props.success}
      onSaved={props.onSaved}
      onClose={props.onClose}
    >
      <Form.Item
        label={props.label}
        field="reason"
        rules={[{ required: true, validator: (value: string | undefined, callback) => callback(value?.trim() ? undefined : t('rule.reason')) }]}
      >
        <Input.TextArea maxLength={200} autoFocus data-testid="reason-input" />
      </Form.Item>
    </FormDialog>
  );
}
