import { DatePicker, Form } from '@arco-design/web-react';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Form/style/css';
import { useTranslation } from 'react-i18next';
import { compact, SearchActions, type Filters } from '../../../components/crud';

/** 订餐统计's and 供餐评价's months (six up to this month when left empty: the server's default). */
export function MonthRange({ onSearch, testId }: { onSearch: (filters: Record<string, string>) => void; testId: string }) {
  const { t } = useTranslation('mealSupply');
  const [form] = Form.useForm<Filters>();
  return (
    <Form
      form={form}
      layout="inline"
      className="crud-search"
      onSubmit={(values) => onSearch(compact(values) as Record<string, string>)}
      autoComplete="off"
      data-testid={testId}
    >
      <Form.Item label={t('field.startMonth')} field="startMonth">
        <DatePicker.MonthPicker style={{ width: 140 }} aria-label={t('field.startMonth')} />
      </Form.Item>
      <Form.Item label={t('field.endMonth')} field="endMonth">
        <DatePicker.MonthPicker style={{ width: 140 }} aria-label={t('field.endMonth')} />
      </Form.Item>
      <SearchActions form={form} onReset={() => onSearch({})} />
    </Form>
  );
}
