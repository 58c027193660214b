import { DatePicker, Form, Input, Radio, Select, Table, type FormInstance } from '@arco-design/web-react';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/Radio/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/Table/style/css';
import { useTranslation } from 'react-i18next';
import { zonedDay as today } from '../../../lib/time-zone';
import type { StoredFile } from '../../supplier';
import type { ChecklistItem, Result, Template } from '../api';
import { useSafetyCanteens } from '../hooks';
import { PhotosField } from './photos-field';

export interface ItemForm {
  result: Result;
  note?: string;
  photos?: StoredFile[];
  deadline?: string;
  responsible?: string;
}

export interface InspectionForm {
  canteenId: string;
  templateId: string;
  inspectDate: string;
  summary?: string;
  items: ItemForm[];
}

/** The inspection's fields: where, which checklist, when, and each item's result (a 不符合 item with its deadline and responsible person). */
export function InspectionFields({ form, templates, chosen }: { form: FormInstance<InspectionForm>; templates: Template[]; chosen?: Template }) {
  const { t } = useTranslation('safety');
  const canteens = useSafetyCanteens();
  const results = Form.useWatch('items', form) as ItemForm[] | undefined;
  return (
    <>
      <Form.Item label={t('field.canteen')} field="canteenId" rules={[{ required: true, message: t('rule.canteen') }]}>
        <Select
          showSearch
          loading={canteens.isLoading}
          data-testid="inspection-canteen"
          options={(canteens.data ?? []).map((canteen) => ({ label: `${canteen.schoolName} / ${canteen.name}`, value: canteen.id }))}
        />
      </Form.Item>
      <Form.Item label={t('field.template')} field="templateId" rules={[{ required: true, message: t('rule.template') }]}>
        <Select
          data-testid="inspection-template"
          options={templates.map((template) => ({
            label: `${template.name}（${t('template.versionOf', { version: template.currentVersion })}）`,
            value: template.id,
          }))}
        />
      </Form.Item>
      <Form.Item label={t('field.inspectDate')} field="inspectDate" rules={[{ required: true, message: t('rule.inspectDate') }]}>
        <DatePicker style={{ width: 200 }} disabledDate={(date) => date.format('YYYY-MM-DD') > today()} />
      </Form.Item>
      {chosen ? (
        <Table<ChecklistItem & { seq: number }>
          rowKey="seq"
          pagination={false}
          border
          size="small"
          data={chosen.items.map((item, index) => ({ ...item, seq: index + 1 }))}
          columns={[
            { title: t('field.area'), dataIndex: 'area', width: 100 },
            { title: t('field.content'), dataIndex: 'content' },
            {
              title: t('field.result'),
              width: 330,
              render: (_, item) => {
                const index = item.seq - 1;
                const failed = results?.[index]?.result === 2;
                return (
                  <>
                    <Form.Item field={`items[${index}].result`} noStyle initialValue={1}>
                      <Radio.Group type="button" size="small" data-testid={`inspection-result-${item.seq}`}>
                        {([1, 2, 3] as const).map((result) => (
                          <Radio key={result} value={result}>
                            {t(`result.${result}`)}
                          </Radio>
                        ))}
                      </Radio.Group>
                    </Form.Item>
                    <Form.Item field={`items[${index}].note`} noStyle>
                      <Input
                        size="small"
                        maxLength={200}
                        placeholder={t('field.note')}
                        style={{ marginTop: 6 }}
                        aria-label={`${t('field.note')} ${item.seq}`}
                      />
                    </Form.Item>
                    {failed ? (
                      <>
                        <Form.Item
                          field={`items[${index}].deadline`}
                          rules={[{ required: true, message: t('rule.deadline') }]}
                          style={{ marginTop: 6, marginBottom: 0 }}
                        >
                          <DatePicker size="small" placeholder={t('field.deadline')} data-testid={`inspection-deadline-${item.seq}`} />
                        </Form.Item>
                        <Form.Item
                          field={`items[${index}].responsible`}
                          rules={[{ required: true, message: t('rule.responsible') }]}
                          style={{ marginBottom: 0 }}
                        >
                          <Input size="small" maxLength={20} placeholder={t('field.responsible')} data-testid={`inspection-responsible-${item.seq}`} />
                        </Form.Item>
                      </>
                    ) : null}
                    <Form.Item field={`items[${index}].photos`} noStyle>
                      <PhotosField testId={`inspection-photo-${item.seq}`} />
                    </Form.Item>
                  </>
                );
              },
            },
          ]}
        />
      ) : null}
      <Form.Item label={t('field.summary')} field="summary" style={{ marginTop: 12 }}>
        <Input.TextArea maxLength={500} showWordLimit autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
    </>
  );
}
