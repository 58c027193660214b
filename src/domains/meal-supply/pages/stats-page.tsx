import { Card, Empty, Table, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Empty/style/css';
import '@arco-design/web-react/es/Table/style/css';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../components/chart';
import { StatusPanel } from '../../../components/status-panel';
import { errorText } from '../../../lib/http';
import type { Figures } from '../api';
import { MonthRange } from '../components/month-range';
import { useStats } from '../hooks';
import '../i18n';

type Row = Figures & { key: string; label: string };
const FIGURES = ['orders', 'meals', 'accepted', 'refused', 'coldCount'] as const;

/** 订餐统计 (校外供餐): the orders and meals of the schools of the supervisor's reach by month, provider and school, with a chart. */
export function StatsPage() {
  const { t } = useTranslation('mealSupply');
  const [filters, setFilters] = useState<Record<string, string>>({});
  const stats = useStats(filters);
  const data = stats.data;
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { data: [t('field.meals'), t('field.coldCount')] },
      xAxis: { type: 'category', data: (data?.byMonth ?? []).map((row) => row.month) },
      yAxis: [{ type: 'value' }, { type: 'value', minInterval: 1 }],
      series: [
        { name: t('field.meals'), type: 'bar', data: (data?.byMonth ?? []).map((row) => row.meals) },
        { name: t('field.coldCount'), type: 'line', yAxisIndex: 1, data: (data?.byMonth ?? []).map((row) => row.cold) },
      ],
    }),
    [data, t],
  );
  const columns = (head: string): TableColumnProps<Row>[] => [
    { title: head, dataIndex: 'label', width: 200 },
    ...FIGURES.map((figure) => ({ title: t(`field.${figure}`), dataIndex: figure === 'coldCount' ? 'cold' : figure, width: 110, align: 'right' as const })),
  ];
  const table = (title: string, testId: string, head: string, rows: Row[]) => (
    <>
      <h3>{title}</h3>
      <Table<Row>
        rowKey="key"
        border
        loading={stats.isLoading}
        data={rows}
        pagination={false}
        columns={columns(head)}
        noDataElement={<Empty description={t('stats.empty')} />}
        data-testid={testId}
      />
    </>
  );
  return (
    <Card className="page-card" data-testid="meal-stats-page">
      <MonthRange onSearch={setFilters} testId="meal-stats-search" />
      {stats.error ? (
        <StatusPanel
          kind="error"
          title={t('crud:loadFailed')}
          detail={errorText(stats.error, t('crud:loadFailed'))}
          actionLabel={t('common:retry')}
          onAction={() => void stats.mutate()}
          testId="meal-stats-error"
          error={stats.error}
        />
      ) : (
        <>
          <p data-testid="meal-stats-range">{data ? t('stats.range', { start: data.startMonth, end: data.endMonth }) : ''}</p>
          {data?.total.orders ? <Chart option={option} label={t('stats.chart')} testId="meal-stats-chart" /> : null}
          {table(
            t('stats.byMonth'),
            'meal-stats-months',
            t('field.month'),
            (data?.byMonth ?? []).map((row) => ({ ...row, key: row.month, label: row.month })),
          )}
          {table(
            t('stats.byProvider'),
            'meal-stats-providers',
            t('field.provider'),
            (data?.byProvider ?? []).map((row) => ({ ...row, key: row.providerId, label: row.providerName })),
          )}
          {table(
            t('stats.bySchool'),
            'meal-stats-schools',
            t('field.school'),
            (data?.bySchool ?? []).map((row) => ({ ...row, key: row.schoolId, label: row.schoolName })),
          )}
        </>
      )}
    </Card>
  );
}
