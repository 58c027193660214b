import { Form, Input, InputNumber, Modal, Table } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/InputNumber/style/css';
import '@arco-design/web-react/es/Modal/style/css';
import '@arco-design/web-react/es/Table/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { AGE_GROUPS, saveStandard, STANDARD_NUTRIENTS, type Standard } from '../api';
import { reasonRule } from '../format';
import '../i18n';

interface Props {
  /** The standard revised (the dialog is shown while it is mounted). */
  standard: Standard;
  onClose: () => void;
  onSaved: () => void;
}

type Sex = 'male' | 'female';

/** 修订 of the standard's daily figures by age group and sex (empty: no figure), with a required reason. */
export function StandardDialog({ standard, onClose, onSaved }: Props) {
  const { t } = useTranslation('nutrition');
  const [form] = Form.useForm<{ reason: string }>();
  const [daily, setDaily] = useState(standard.daily);
  const [saving, setSaving] = useState(false);
  const set = (group: string, sex: Sex, key: string, value: number | undefined) =>
    setDaily((now) => ({ ...now, [group]: { ...now[group]!, [sex]: { ...now[group]![sex], [key]: value ?? null } } }));
  const save = async () => {
    const values = await form.validate().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    try {
      const saved = await saveStandard(daily, values.reason.trim());
      notify.success(t('revise.saved', { version: saved.version }));
      onSaved();
    } catch (error) {
      notify.error(errorText(error, t('saveFailed')));
    } finally {
      setSaving(false);
    }
  };
  const rows = AGE_GROUPS.flatMap((group) => (['male', 'female'] as const).map((sex) => ({ key: `${group}-${sex}`, group, sex })));
  return (
    <Modal
      visible
      title={t('revise.standardTitle')}
      onCancel={onClose}
      onOk={() => void save()}
      confirmLoading={saving}
      style={{ width: 1100 }}
      data-testid="nutrition-standard-dialog"
    >
      <Table
        rowKey="key"
        size="mini"
        pagination={false}
        scroll={{ x: true }}
        data={rows}
        columns={[
          { title: t('field.ageGroup'), dataIndex: 'group', width: 80, render: (group: string) => t('ageGroup', { group }) },
          { title: t('revise.sex'), dataIndex: 'sex', width: 50, render: (sex: string) => t(`sex.${sex}`) },
          ...STANDARD_NUTRIENTS.map((key) => ({
            title: t(`nutrient.${key}`),
            dataIndex: key,
            width: 100,
            render: (_: unknown, row: (typeof rows)[number]) => (
              <InputNumber
                size="mini"
                min={0}
                placeholder={t('missing')}
                value={daily[row.group]?.[row.sex][key] ?? undefined}
                onChange={(value) => set(row.group, row.sex, key, value)}
                aria-label={`${t('ageGroup', { group: row.group })} ${t(`sex.${row.sex}`)} ${t(`nutrient.${key}`)}`}
                data-testid={`nutrition-standard-${row.group}-${row.sex}-${key}`}
              />
            ),
          })),
        ]}
      />
      <Form form={form} layout="vertical" style={{ marginTop: 12 }}>
        <Form.Item field="reason" label={t('revise.reason')} rules={[{ required: true, validator: reasonRule(t('revise.reasonRequired')) }]}>
          <Input.TextArea maxLength={200} data-testid="nutrition-standard-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
