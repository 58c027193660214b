import { Form, Input, Radio, type FormInstance } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/Radio/style/css';
import { useTranslation } from 'react-i18next';
import { PickerField, type Picked } from '../../../components/pickers';
import { SchoolPicker } from '../../org';
import type { NoticeValues } from '../api';

/** The fields of a notice draft: image link, title, subtitle, tag, body (plain text), and to whom. */
export function NoticeForm({ form, schools, onSchools }: { form: FormInstance<NoticeValues>; schools: Picked[]; onSchools: (items: Picked[]) => void }) {
  const { t } = useTranslation('news');
  const audience = Form.useWatch('audience', form) as NoticeValues['audience'] | undefined;
  return (
    <Form form={form} layout="vertical" data-testid="notice-form" initialValues={{ audience: 0 }}>
      <Form.Item label={t('field.title')} field="title" rules={[{ required: true, message: t('rule.title') }]}>
        <Input maxLength={60} showWordLimit />
      </Form.Item>
      <Form.Item label={t('field.subtitle')} field="subtitle">
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item label={t('field.tag')} field="tag" extra={t('tagHint')}>
        <Input maxLength={10} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item label={t('field.img')} field="img" extra={t('imgHint')}>
        <Input maxLength={500} placeholder="https://…" />
      </Form.Item>
      <Form.Item label={t('field.content')} field="content" rules={[{ required: true, message: t('rule.content') }]} extra={t('contentHint')}>
        <Input.TextArea maxLength={5000} showWordLimit autoSize={{ minRows: 6, maxRows: 14 }} />
      </Form.Item>
      <Form.Item label={t('field.audience')} field="audience">
        <Radio.Group options={[0, 1].map((value) => ({ value, label: t(`audience.${value}`) }))} />
      </Form.Item>
      {audience === 1 ? (
        <Form.Item label={t('field.schools')} required>
          <PickerField
            testId="notice-schools"
            items={schools}
            placeholder={t('noSchool')}
            onRemove={(id) => onSchools(schools.filter((school) => school.id !== id))}
            renderPicker={(open, close) => <SchoolPicker mode="multi" open={open} value={schools} onChange={onSchools} onClose={close} />}
          />
        </Form.Item>
      ) : null}
    </Form>
  );
}
