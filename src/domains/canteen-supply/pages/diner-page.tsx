import { Card, Empty, Table } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Empty/style/css';
import '@arco-design/web-react/es/Table/style/css';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../components/chart';
import { FiguresState } from '../../../components/figures-state';
import { SupplyFilterBar } from '../components/supply-filters';
import { usePaged } from '../components/use-paged';
import { useDiners } from '../hooks';
import { dinerChartOption } from '../logic';
import { DINER_KINDS, type DinerKind, type DinerRow, type SupplyFilters } from '../types';
import '../components/supply.css';
import '../i18n';

/** 就餐人数统计: the distinct diners of each canteen per day or month — teachers, students, staff — table and chart. */
export function DinerStatisticsPage() {
  const { t } = useTranslation('canteenSupply');
  const [filters, setFilters] = useState<SupplyFilters>({});
  const paged = usePaged(filters);
  const diners = useDiners(paged.query);
  const data = diners.data;
  const kinds = useMemo(() => Object.fromEntries(DINER_KINDS.map((kind) => [kind, t(`field.${kind}`)])) as Record<DinerKind, string>, [t]);
  const option = useMemo(() => dinerChartOption(data?.series ?? [], kinds), [data, kinds]);
  return (
    <Card className="page-card" data-testid="supply-diner-page">
      <SupplyFilterBar onSearch={setFilters} withGrouping testId="supply-diner-search" />
      <FiguresState error={diners.error} loaded={!!data} onRetry={() => void diners.mutate()} testId="supply-diner" errorTitle={t('loadFailed')}>
        {data ? (
          <>
            <p className="supply-range" data-testid="supply-diner-range">
              {t('range', { first: data.first, last: data.last })}
            </p>
            {data.series.length ? <Chart option={option} label={t('diner.chart')} testId="supply-diner-chart" /> : null}
            <Table<DinerRow>
              rowKey={(row) => `${row.period}:${row.canteenId}`}
              border
              loading={diners.isValidating}
              data={data.page.records}
              pagination={paged.pagination(data.page.total)}
              noDataElement={<Empty description={t('empty')} />}
              data-testid="supply-diner-table"
              columns={[
                { title: data.by === 'month' ? t('field.month') : t('field.day'), dataIndex: 'period', width: 120 },
                { title: t('field.canteen'), dataIndex: 'canteenName' },
                { title: t('field.school'), dataIndex: 'schoolName' },
                { title: t('field.diners'), dataIndex: 'diners', align: 'right', width: 110 },
                { title: t('field.teachers'), dataIndex: 'teachers', align: 'right', width: 90 },
                { title: t('field.students'), dataIndex: 'students', align: 'right', width: 90 },
                { title: t('field.staff'), dataIndex: 'staff', align: 'right', width: 90 },
              ]}
            />
          </>
        ) : null}
      </FiguresState>
    </Card>
  );
}
