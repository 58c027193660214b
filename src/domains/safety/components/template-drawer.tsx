import { Button, Drawer, Form, Input, List, Space, Spin, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Drawer/style/css';
import '@arco-design/web-react/es/List/style/css';
import { IconDelete, IconPlus } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { StatusPanel } from '../../../components/status-panel';
import { saveTemplate, type ChecklistItem, type Template } from '../api';
import { useTemplates } from '../hooks';

interface TemplateForm {
  name: string;
  items: ChecklistItem[];
}

/** 检查模板: the district's checklists, each at its current version; the bureau adds them and edits them into new versions. */
export function TemplateDrawer({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation('safety');
  const templates = useTemplates();
  const [editing, setEditing] = useState<{ template?: Template } | null>(null);
  const [form] = Form.useForm<TemplateForm>();
  const editable = templates.data?.some((template) => template.editable);
  return (
    <Drawer title={t('template.title')} visible={visible} onCancel={onClose} footer={null} width={560} unmountOnExit>
      {templates.error ? (
        <StatusPanel
          kind="error"
          title={t('template.loadFailed')}
          actionLabel={t('common:retry')}
          onAction={() => void templates.mutate()}
          error={templates.error}
        />
      ) : !templates.data ? (
        <Spin style={{ display: 'block', margin: '40px auto' }} />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          {editable || !templates.data.length ? (
            <Button type="primary" icon={<IconPlus />} onClick={() => setEditing({})} data-testid="template-add">
              {t('template.add')}
            </Button>
          ) : null}
          <List<Template>
            dataSource={templates.data}
            noDataElement={<span>{t('template.empty')}</span>}
            render={(template) => (
              <List.Item
                key={template.id}
                actions={
                  template.editable
                    ? [
                        <Button key="edit" type="text" size="mini" onClick={() => setEditing({ template })}>
                          {t('template.edit')}
                        </Button>,
                      ]
                    : []
                }
              >
                <List.Item.Meta
                  title={
                    <Space>
                      {template.name}
                      <Tag size="small">{t('template.versionOf', { version: template.currentVersion })}</Tag>
                    </Space>
                  }
                  description={`${template.deptName} · ${template.items.length} ${t('field.items')} · ${template.updateTime}`}
                />
              </List.Item>
            )}
          />
        </Space>
      )}
      <FormDialog<TemplateForm, Template>
        title={editing?.template ? t('template.edit') : t('template.add')}
        visible={editing !== null}
        form={form}
        width={720}
        refusal="inline"
        success={t('crud:saved')}
        onOpen={() =>
          form.setFieldsValue(
            editing?.template ? { name: editing.template.name, items: editing.template.items } : { name: '', items: [{ area: '', content: '' }] },
          )
        }
        save={(values) =>
          saveTemplate({
            ...(editing?.template ? { id: editing.template.id, version: editing.template.version } : {}),
            name: values.name.trim(),
            items: values.items.map((item) => ({ area: item.area.trim(), content: item.content.trim() })),
          })
        }
        onSaved={async () => {
          setEditing(null);
          await templates.mutate();
        }}
        onClose={() => setEditing(null)}
        testId="template-dialog"
      >
        <Form.Item label={t('field.name')} field="name" rules={[{ required: true, message: t('rule.name') }]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.List field="items">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <Space key={field.key} align="start">
                  <Form.Item field={`${field.field}.area`} rules={[{ required: true, message: t('rule.area') }]}>
                    <Input maxLength={20} placeholder={t('field.area')} style={{ width: 140 }} />
                  </Form.Item>
                  <Form.Item field={`${field.field}.content`} rules={[{ required: true, message: t('rule.content') }]}>
                    <Input maxLength={200} placeholder={t('field.content')} style={{ width: 400 }} />
                  </Form.Item>
                  <Button
                    icon={<IconDelete />}
                    aria-label={t('template.removeItem', { index: index + 1 })}
                    onClick={() => remove(index)}
                    disabled={fields.length <= 1}
                  />
                </Space>
              ))}
              <Button icon={<IconPlus />} onClick={() => add({ area: '', content: '' })}>
                {t('template.addItem')}
              </Button>
            </>
          )}
        </Form.List>
      </FormDialog>
    </Drawer>
  );
}
