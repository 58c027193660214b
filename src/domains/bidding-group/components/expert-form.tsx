import { Button, Form, Input, Radio, Space, type RulesProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/Radio/style/css';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '../../../components/form-dialog';
import { useDictionary } from '../../dict';
import { saveExpert, type Expert, type ExpertValues } from '../api';
import { SYNOPSIS_MAX } from '../rules';

/** The sexes an expert may have (the library keeps 男 and 女; the dictionary's 未知 is not offered). */
const SEXES = ['1', '2'];

/** Required, and not only blanks (the server trims), with the customer's message. */
const required = (message: string): RulesProps[] => [
  { required: true, message },
  { validator: (value: string | undefined, callback: (error?: string) => void) => callback(value?.trim() ? undefined : message) },
];

/** 新增专家, inside the personnel picker: the five required fields (and the unit), saved to the library. */
export function ExpertForm({ onSaved, onCancel }: { onSaved: (expert: Expert) => void; onCancel: () => void }) {
  const { t } = useTranslation('pickers');
  const [form] = Form.useForm<ExpertValues>();
  const sex = useDictionary('sex');
  // what was typed stays for another try
  const saving = useSubmit(saveExpert, {
    onSaved: (expert) => {
      onSaved(expert);
      form.resetFields();
    },
    refusal: 'toast',
    fallback: t('personnel.saveFailed'),
  });
  const sexes = SEXES.map((key) => ({ value: key, label: sex.data?.find((entry) => entry.dictKey === key)?.dictValue ?? t(`sex.${key}`) }));

  const save = async () => {
    const values = await form.validate().catch(() => undefined);
    if (values) await saving.submit(values);
  };

  return (
    <section className="personnel-form" aria-label={t('personnel.newExpert')} data-testid="personnel-form">
      <Form form={form} layout="vertical" autoComplete="off" id="personnel-expert-form">
        <div className="personnel-form-grid">
          <Form.Item label={t('personnel.number')} field="number" rules={required(t('personnel.rule.number'))}>
            <Input maxLength={30} autoFocus />
          </Form.Item>
          <Form.Item label={t('personnel.name')} field="name" rules={required(t('personnel.rule.name'))}>
            <Input maxLength={30} />
          </Form.Item>
          <Form.Item label={t('personnel.sex')} field="sex" rules={[{ required: true, message: t('personnel.rule.sex') }]}>
            <Radio.Group options={sexes} />
          </Form.Item>
          <Form.Item label={t('personnel.unit')} field="unit">
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item label={t('personnel.post')} field="post" rules={required(t('personnel.rule.post'))}>
            <Input maxLength={50} />
          </Form.Item>
        </div>
        <Form.Item
          label={t('personnel.synopsis')}
          field="synopsis"
          rules={[...required(t('personnel.rule.synopsis')), { maxLength: SYNOPSIS_MAX, message: t('personnel.rule.synopsisMax', { max: SYNOPSIS_MAX }) }]}
        >
          <Input.TextArea maxLength={SYNOPSIS_MAX} showWordLimit autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
        <Space>
          <Button type="primary" loading={saving.saving} onClick={() => void save()} data-testid="personnel-form-save">
            {t('personnel.save')}
          </Button>
          <Button onClick={onCancel} data-testid="personnel-form-cancel">
            {t('personnel.cancel')}
          </Button>
        </Space>
      </Form>
    </section>
  );
}
