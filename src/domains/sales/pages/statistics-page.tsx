import { Card, Empty, Radio, Select, Spin, Table } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Empty/style/css';
import '@arco-design/web-react/es/Radio/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/Spin/style/css';
import '@arco-design/web-react/es/Table/style/css';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../components/chart';
import { StatusPanel } from '../../../components/status-panel';
import { useToday } from '../../../lib/server-clock';
import { formatYuan } from '../../../lib/money';
import { useSalesStatistics } from '../hooks';
import { salesChartOption, shareOf } from '../logic';
import type { SalesGrouping, SalesRow } from '../types';
import '../i18n';
import './sales.css';

const GROUPINGS: SalesGrouping[] = ['month', 'customer', 'goods'];

/**
 * 销售统计: this supplier's sales of a year by month, school or goods — orders and the confirmed quantities' amounts in
 * yuan — each row's share drawn as a bar (plain markup: no chart library joins this page).
 */
export function SalesStatisticsPage() {
  const { t } = useTranslation('sales');
  const thisYear = Number(useToday().slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const [by, setBy] = useState<SalesGrouping>('month');
  const { data, error, isLoading, mutate } = useSalesStatistics(by, year);
  const widest = Math.max(0, ...(data?.rows ?? []).map((row) => row.amount));
  const option = useMemo(() => salesChartOption(data?.rows ?? [], { amount: t('field.salesAmount'), orders: t('field.orderCount') }, formatYuan), [data, t]);

  return (
    <Card className="page-card" data-testid="sales-statistics-page">
      <div className="sales-statistics-bar">
        <Radio.Group
          type="button"
          aria-label={t('statistics.by')}
          value={by}
          onChange={(value: SalesGrouping) => setBy(value)}
          options={GROUPINGS.map((value) => ({ label: t(`statistics.${value}`), value }))}
          data-testid="sales-statistics-by"
        />
        <Select
          aria-label={t('statistics.year')}
          style={{ width: 120 }}
          value={year}
          onChange={(value: number) => setYear(value)}
          options={[thisYear, thisYear - 1, thisYear - 2].map((value) => ({ label: String(value), value }))}
          data-testid="sales-statistics-year"
        />
        {data ? <strong data-testid="sales-statistics-total">{t('statistics.total', { orders: data.orders, amount: formatYuan(data.amount) })}</strong> : null}
      </div>
      {error && !data ? (
        <StatusPanel kind="error" title={t('statistics.loadFailed')} actionLabel={t('common:retry')} onAction={() => void mutate()} error={error} />
      ) : isLoading && !data ? (
        <Spin className="page-loading" tip={t('common:loading')} />
      ) : (
        <>
          {data?.rows.length ? <Chart option={option} label={t('statistics.chart', { by: t(`statistics.${by}`) })} testId="sales-statistics-chart" /> : null}
          <Table<SalesRow>
            rowKey="key"
            data={data?.rows ?? []}
            pagination={false}
            data-testid="sales-statistics-table"
            noDataElement={<Empty description={t('statistics.empty')} />}
            columns={[
              { title: t(`statistics.${by}`), dataIndex: 'label', width: 200 },
              { title: t('field.orderCount'), dataIndex: 'orders', width: 90, align: 'right' },
              { title: t('field.salesAmount'), dataIndex: 'amount', width: 140, align: 'right', render: (value: number) => formatYuan(value) },
              {
                title: t('statistics.share'),
                dataIndex: 'key',
                render: (_: string, row) => (
                  <div className="sales-bar" aria-hidden>
                    <div className="sales-bar-fill" style={{ width: `${widest ? (row.amount / widest) * 100 : 0}%` }} />
                    <span>{shareOf(row.amount, data?.amount ?? 0)}</span>
                  </div>
                ),
              },
            ]}
          />
        </>
      )}
      <p className="sales-note">{t('statistics.note')}</p>
    </Card>
  );
}
