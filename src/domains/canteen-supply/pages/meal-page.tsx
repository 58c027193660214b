import { Card, Empty, Table, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Empty/style/css';
import '@arco-design/web-react/es/Table/style/css';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../components/chart';
import { FiguresState } from '../../../components/figures-state';
import { SupplyFilterBar } from '../components/supply-filters';
import { usePaged } from '../components/use-paged';
import { useMeals } from '../hooks';
import { mealChartOption } from '../logic';
import { MEALS, type MealKey, type MealRow, type SupplyFilters } from '../types';
import '../components/supply.css';
import '../i18n';

/** 餐次统计: the meals of each canteen and day by 餐别 (早餐, 午餐, 晚餐, 夜宵), a stacked chart over the chosen canteens and a table. */
export function MealStatisticsPage() {
  const { t } = useTranslation('canteenSupply');
  const [filters, setFilters] = useState<SupplyFilters>({});
  const paged = usePaged(filters);
  const meals = useMeals(paged.query);
  const data = meals.data;
  const names = useMemo(() => Object.fromEntries(MEALS.map((key) => [key, t(`meal.${key}`)])) as Record<MealKey, string>, [t]);
  const option = useMemo(() => mealChartOption(data?.days ?? [], names), [data, names]);
  const mealColumns: TableColumnProps<MealRow>[] = [...MEALS, 'total' as const].map((key) => ({
    title: key === 'total' ? t('field.meals') : names[key],
    dataIndex: `meals.${key}`,
    align: 'right',
    width: 90,
    render: (_: unknown, row: MealRow) => row.meals[key],
  }));
  return (
    <Card className="page-card" data-testid="supply-meal-page">
      <SupplyFilterBar onSearch={setFilters} testId="supply-meal-search" />
      <FiguresState error={meals.error} loaded={!!data} onRetry={() => void meals.mutate()} testId="supply-meal" errorTitle={t('loadFailed')}>
        {data ? (
          <>
            <p className="supply-range" data-testid="supply-meal-range">
              {t('range', { first: data.first, last: data.last })}
            </p>
            {data.days.length ? <Chart option={option} label={t('mealStats.chart')} testId="supply-meal-chart" /> : null}
            <Table<MealRow>
              rowKey={(row) => `${row.day}:${row.canteenId}`}
              border
              loading={meals.isValidating}
              data={data.page.records}
              pagination={paged.pagination(data.page.total)}
              noDataElement={<Empty description={t('empty')} />}
              data-testid="supply-meal-table"
              columns={[
                { title: t('field.day'), dataIndex: 'day', width: 120 },
                { title: t('field.canteen'), dataIndex: 'canteenName' },
                { title: t('field.school'), dataIndex: 'schoolName' },
                ...mealColumns,
              ]}
            />
          </>
        ) : null}
      </FiguresState>
    </Card>
  );
}
