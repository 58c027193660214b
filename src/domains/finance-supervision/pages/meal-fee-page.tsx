import { Card, DatePicker, Empty, Form, Select, Spin, Table, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Empty/style/css';
import '@arco-design/web-react/es/Form/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/Spin/style/css';
import '@arco-design/web-react/es/Table/style/css';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../components/chart';
import { compact, type Filters, SearchActions } from '../../../components/crud';
import { StatusPanel } from '../../../components/status-panel';
import { formatYuan } from '../../../lib/money';
import { useSchoolsAndCanteens } from '../../org';
import { formatPercent, mealFeeChartOption } from '../components/format';
import { useMealFee } from '../hooks';
import type { MealFee, MealFeeFigures } from '../types';
import '../components/finance-supervision.css';
import '../i18n';

type Row = MealFeeFigures & { key: string; schoolName?: string };

/**
 * 伙食费收支: by month and school, the meal income (4001) and food cost (5001–5003) the schools of the supervisor's reach
 * posted, the ratio, what the diners paid in (2203's credits) and the balance they hold (2203) — the six months up to
 * this one by default, at most twelve; the months drawn as a chart above the table.
 */
export function MealFeePage() {
  const { t } = useTranslation('finance-supervision');
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Record<string, string>>({});
  const { schools } = useSchoolsAndCanteens();
  const fee = useMealFee(filters);
  const data: MealFee | undefined = fee.data;
  const option = useMemo(
    () => mealFeeChartOption(data?.byMonth ?? [], { income: t('fee.mealIncome'), cost: t('fee.foodCost'), ratio: t('fee.ratio') }, formatYuan),
    [data, t],
  );
  const money = (title: string, dataIndex: keyof MealFeeFigures): TableColumnProps<Row> => ({
    title,
    dataIndex,
    width: 130,
    align: 'right',
    render: (fen: number) => formatYuan(fen),
  });
  const figures: TableColumnProps<Row>[] = [
    money(t('fee.mealIncome'), 'mealIncome'),
    money(t('fee.foodCost'), 'foodCost'),
    { title: t('fee.ratio'), dataIndex: 'ratio', width: 100, align: 'right', render: (rate: number | null) => formatPercent(rate) },
    money(t('fee.recharges'), 'recharges'),
    money(t('fee.balance'), 'balance'),
  ];
  const anything = Boolean(data?.rows.length);
  return (
    <Card className="page-card" data-testid="fin-meal-fee-page">
      <Form
        form={form}
        layout="inline"
        className="crud-search"
        onSubmit={(values) => setFilters(compact(values) as Record<string, string>)}
        autoComplete="off"
        data-testid="fin-meal-fee-search"
      >
        <Form.Item label={t('filter.from')} field="from">
          <DatePicker.MonthPicker style={{ width: 140 }} aria-label={t('filter.from')} />
        </Form.Item>
        <Form.Item label={t('filter.to')} field="to">
          <DatePicker.MonthPicker style={{ width: 140 }} aria-label={t('filter.to')} />
        </Form.Item>
        {schools.length > 1 ? (
          <Form.Item label={t('filter.school')} field="schoolId">
            <Select
              allowClear
              style={{ width: 180 }}
              aria-label={t('filter.school')}
              options={schools.map((school) => ({ value: school.id, label: school.name }))}
            />
          </Form.Item>
        ) : null}
        <SearchActions form={form} onReset={() => setFilters({})} />
      </Form>
      {fee.error && !data ? (
        <StatusPanel
          kind="error"
          title={t('loadFailed')}
          actionLabel={t('common:retry')}
          onAction={() => void fee.mutate()}
          testId="fin-meal-fee-error"
          error={fee.error}
        />
      ) : !data ? (
        <Spin className="page-loading" tip={t('common:loading')} />
      ) : (
        <>
          <p data-testid="fin-meal-fee-range">{t('fee.range', { from: data.from, to: data.to })}</p>
          {anything ? <Chart option={option} label={t('fee.chart', { from: data.from, to: data.to })} testId="fin-meal-fee-chart" /> : null}
          <h3>{t('fee.byMonth')}</h3>
          <Table<Row>
            rowKey="key"
            border
            loading={fee.isValidating}
            data={anything ? data.byMonth.map((row) => ({ ...row, key: row.period })) : []}
            pagination={false}
            noDataElement={<Empty description={t('fee.empty')} />}
            data-testid="fin-meal-fee-months"
            columns={[{ title: t('fee.month'), dataIndex: 'period', width: 110 }, ...figures]}
          />
          <h3>{t('fee.bySchool')}</h3>
          <Table<Row>
            rowKey="key"
            border
            loading={fee.isValidating}
            data={data.rows.map((row) => ({ ...row, key: `${row.schoolId}-${row.period}` }))}
            pagination={false}
            noDataElement={<Empty description={t('fee.empty')} />}
            data-testid="fin-meal-fee-schools"
            columns={[{ title: t('fee.month'), dataIndex: 'period', width: 110 }, { title: t('fee.school'), dataIndex: 'schoolName', width: 200 }, ...figures]}
          />
        </>
      )}
    </Card>
  );
}
