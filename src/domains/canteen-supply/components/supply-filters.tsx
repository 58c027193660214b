import { DatePicker, Form, Radio, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Form/style/css';
import '@arco-design/web-react/es/Radio/style/css';
import '@arco-design/web-react/es/Select/style/css';
import { useTranslation } from 'react-i18next';
import { compact, SearchActions } from '../../../components/crud';
import { useSchoolsAndCanteens } from '../../org';
import type { SupplyFilters } from '../types';
import '../i18n';

interface Values {
  canteenId?: string;
  range?: string[];
  by?: string;
}

interface Props {
  onSearch: (filters: SupplyFilters) => void;
  /** Whether to offer 按日 / 按月 (就餐人数统计). */
  withGrouping?: boolean;
  testId: string;
}

/** A screen's filters: a canteen of the reach (all by default), a day range (the 30 days up to today by default). */
export function SupplyFilterBar({ onSearch, withGrouping = false, testId }: Props) {
  const { t } = useTranslation('canteenSupply');
  const [form] = Form.useForm<Values>();
  const { canteens } = useSchoolsAndCanteens();
  const submit = ({ canteenId, range, by }: Values) => {
    const [startDate, endDate] = range?.length === 2 ? range : [];
    onSearch(compact({ canteenId, startDate, endDate, by: by === 'month' ? by : undefined }));
  };
  return (
    <Form form={form} layout="inline" className="crud-search" onSubmit={submit} autoComplete="off" data-testid={testId}>
      {canteens.length > 1 ? (
        <Form.Item label={t('filter.canteen')} field="canteenId">
          <Select
            allowClear
            showSearch
            style={{ width: 200 }}
            placeholder={t('filter.allCanteens')}
            aria-label={t('filter.canteen')}
            options={canteens.map((canteen) => ({ value: canteen.id, label: canteen.name }))}
          />
        </Form.Item>
      ) : null}
      <Form.Item label={t('filter.range')} field="range">
        <DatePicker.RangePicker style={{ width: 260 }} aria-label={t('filter.range')} />
      </Form.Item>
      {withGrouping ? (
        <Form.Item label={t('filter.by')} field="by" initialValue="day">
          <Radio.Group
            type="button"
            aria-label={t('filter.by')}
            options={[
              { value: 'day', label: t('filter.byDay') },
              { value: 'month', label: t('filter.byMonth') },
            ]}
          />
        </Form.Item>
      ) : null}
      <SearchActions form={form} onReset={() => onSearch({})} />
    </Form>
  );
}
