import { Button, Form, Input, Upload } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/Upload/style/css';
import { IconUpload } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { session } from '../../../session';
import { fetchModel, saveModel } from '../api';
import type { Model, ModelValues } from '../types';
import '../i18n';

/**
 * A model's 新增 / 编辑: name, key (fixed once saved), category, tenant and the BPMN 2.0 XML, pasted or read from a
 * .bpmn file. The server checks the XML as at deploy and its refusal (naming the element) shows under the form.
 */
export function ModelDialog({
  model,
  visible,
  onClose,
  onSaved,
}: {
  model: Model | null;
  visible: boolean;
  onClose: () => void;
  onSaved: (saved: Model) => void;
}) {
  const { t } = useTranslation('workflow');
  const [form] = Form.useForm<ModelValues>();
  const required = (message: string) => [
    { required: true, validator: (value: string | undefined, callback: (error?: string) => void) => callback(value?.trim() ? undefined : message) },
  ];
  return (
    <FormDialog<ModelValues, Model>
      title={t(model ? 'model.edit' : 'model.add')}
      visible={visible}
      form={form}
      width={720}
      refusal="inline"
      refusalTestId="model-refusal"
      testId="model-dialog"
      onOpen={() => {
        if (!model) return form.setFieldsValue({ tenantId: String(session.tenantId ?? ''), category: 'flow_leave' });
        void fetchModel(model.id).then((detail) =>
          form.setFieldsValue({
            id: detail.id,
            version: detail.version,
            tenantId: detail.tenantId,
            modelKey: detail.modelKey,
            name: detail.name,
            category: detail.category,
            xml: detail.xml,
          }),
        );
      }}
      save={(values) => saveModel({ ...values, id: model?.id, version: model ? values.version : undefined })}
      success={t('saved')}
      onSaved={onSaved}
      onClose={onClose}
    >
      <Form.Item field="version" hidden>
        <Input />
      </Form.Item>
      <Form.Item label={t('field.modelName')} field="name" rules={required(t('rule.modelName'))}>
        <Input maxLength={64} data-testid="model-name" />
      </Form.Item>
      <Form.Item label={t('field.modelKey')} field="modelKey" rules={required(t('rule.modelKey'))}>
        <Input maxLength={64} disabled={Boolean(model)} data-testid="model-key" />
      </Form.Item>
      <Form.Item label={t('field.category')} field="category" rules={required(t('rule.category'))}>
        <Input maxLength={64} data-testid="model-category" />
      </Form.Item>
      <Form.Item label={t('field.tenantId')} field="tenantId" rules={required(t('rule.tenantId'))}>
        <Input maxLength={12} disabled={Boolean(model)} data-testid="model-tenant" />
      </Form.Item>
      <Form.Item label={t('field.xml')} field="xml" rules={required(t('rule.xml'))} extra={t('model.xmlHint')}>
        <Input.TextArea autoSize={{ minRows: 6, maxRows: 14 }} className="flow-xml" data-testid="model-xml" />
      </Form.Item>
      <Upload
        accept=".bpmn,.xml"
        autoUpload={false}
        showUploadList={false}
        beforeUpload={(file) => {
          void file.text().then((xml) => form.setFieldValue('xml', xml));
          return false;
        }}
      >
        <Button icon={<IconUpload />} data-testid="model-upload">
          {t('model.upload')}
        </Button>
      </Upload>
    </FormDialog>
  );
}
