import { DatePicker, Form, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Form/style/css';
import '@arco-design/web-react/es/Select/style/css';
import { useTranslation } from 'react-i18next';
import { compact, type Filters, SearchActions } from '../../../components/crud';
import { useSchoolsAndCanteens } from '../../org';
import '../i18n';

/**
 * The filters the statistics screens share: the first and last month (YYYY-MM) and, for a caller with more than one
 * school, the school. 搜索 applies them, 重置 clears them.
 */
export function RangeSearch({ onChange, testId }: { onChange: (filters: Record<string, string>) => void; testId: string }) {
  const { t } = useTranslation('opening');
  const [form] = Form.useForm<Filters>();
  const { schools } = useSchoolsAndCanteens();
  return (
    <Form
      form={form}
      layout="inline"
      className="crud-search"
      onSubmit={(values) => onChange(compact(values) as Record<string, string>)}
      autoComplete="off"
      data-testid={testId}
    >
      <Form.Item label={t('filter.fromMonth')} field="fromMonth">
        <DatePicker.MonthPicker style={{ width: 140 }} aria-label={t('filter.fromMonth')} />
      </Form.Item>
      <Form.Item label={t('filter.toMonth')} field="toMonth">
        <DatePicker.MonthPicker style={{ width: 140 }} aria-label={t('filter.toMonth')} />
      </Form.Item>
      {schools.length > 1 ? (
        <Form.Item label={t('filter.school')} field="schoolId">
          <Select
            allowClear
            showSearch
            style={{ width: 200 }}
            aria-label={t('filter.school')}
            options={schools.map((school) => ({ value: school.id, label: school.name }))}
          />
        </Form.Item>
      ) : null}
      <SearchActions form={form} onReset={() => onChange({})} />
    </Form>
  );
}
