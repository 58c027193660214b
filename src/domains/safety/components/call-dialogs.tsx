import { Descriptions, Form, Input, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Descriptions/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/Select/style/css';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { handleCall, recordCall, type Call, type CallValues } from '../api';
import { useSafetyCanteens } from '../hooks';

const required = (message: string) => [
  { required: true, validator: (value: unknown, callback: (error?: string) => void) => callback(String(value ?? '').trim() ? undefined : message) },
];

/** 登记来电: a call the service line took now, about a school of the bureau's reach or the district. */
export function CallDialog({ visible, onClose, onSaved }: { visible: boolean; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('safety');
  const [form] = Form.useForm<CallValues>();
  const canteens = useSafetyCanteens();
  const schools = [...new Map((canteens.data ?? []).map((canteen) => [canteen.schoolId, canteen.schoolName])).entries()];
  return (
    <FormDialog<CallValues, Call>
      title={t('call.add')}
      visible={visible}
      form={form}
      refusal="inline"
      save={(values) => recordCall({ ...values, caller: values.caller.trim(), phone: values.phone?.trim() ?? '', content: values.content.trim() })}
      success={t('crud:saved')}
      onOpen={() => form.setFieldsValue({ kind: 1 })}
      onSaved={onSaved}
      onClose={onClose}
      testId="call-dialog"
      okTestId="call-save"
    >
      <Form.Item label={t('call.field.caller')} field="caller" rules={required(t('call.rule.caller'))}>
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item label={t('call.field.phone')} field="phone">
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item label={t('call.field.kind')} field="kind" rules={[{ required: true, message: t('call.rule.kind') }]}>
        <Select options={[1, 2, 3].map((kind) => ({ label: t(`call.kind.${kind}`), value: kind }))} />
      </Form.Item>
      <Form.Item label={t('call.field.school')} field="schoolId">
        <Select allowClear showSearch placeholder={t('call.district')} options={schools.map(([id, name]) => ({ label: name, value: id }))} />
      </Form.Item>
      <Form.Item label={t('call.field.content')} field="content" rules={required(t('call.rule.content'))}>
        <Input.TextArea maxLength={1000} showWordLimit autoSize={{ minRows: 3, maxRows: 6 }} />
      </Form.Item>
    </FormDialog>
  );
}

/** 处理来电: the bureau's handling of an open call. */
export function HandleDialog({ call, onClose, onSaved }: { call: Call | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('safety');
  const [form] = Form.useForm<{ result: string }>();
  return (
    <FormDialog
      title={t('call.handle')}
      visible={call !== null}
      form={form}
      refusal="inline"
      save={(values) => handleCall(call!, values.result.trim())}
      success={t('crud:saved')}
      onSaved={onSaved}
      onClose={onClose}
      testId="call-handle-dialog"
      intro={
        call ? (
          <Descriptions
            column={1}
            data={[
              { label: t('call.field.caller'), value: `${call.caller} ${call.phone}` },
              { label: t('call.field.content'), value: call.content },
            ]}
          />
        ) : null
      }
    >
      <Form.Item label={t('call.field.result')} field="result" rules={required(t('call.rule.result'))}>
        <Input.TextArea maxLength={1000} showWordLimit autoSize={{ minRows: 3, maxRows: 6 }} />
      </Form.Item>
    </FormDialog>
  );
}
