import { Card, Empty, Table } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Empty/style/css';
import '@arco-design/web-react/es/Table/style/css';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../components/chart';
import { FiguresState } from '../../../components/figures-state';
import { useOverview } from '../hooks';
import { trendChartOption } from '../logic';
import { MEALS, type Overview } from '../types';
import '../components/supply.css';
import '../i18n';

const PERIODS = ['today', 'week', 'month'] as const;

/**
 * 供餐概况: the meals served and diners of today, this week and this month by 餐别, the 30 days' trend and each
 * canteen of the caller's reach — counted from the consumptions (消费 not reversed).
 */
export function SupplyOverviewPage() {
  const { t } = useTranslation('canteenSupply');
  const overview = useOverview();
  const data: Overview | undefined = overview.data;
  const option = useMemo(() => trendChartOption(data?.trend ?? [], { meals: t('field.meals'), diners: t('field.diners') }), [data, t]);
  const served = data?.trend.some((day) => day.meals > 0);
  return (
    <Card className="page-card" data-testid="supply-overview-page">
      <FiguresState error={overview.error} loaded={!!data} onRetry={() => void overview.mutate()} testId="supply-overview" errorTitle={t('loadFailed')}>
        {data ? (
          <>
            <div className="supply-cards">
              {PERIODS.map((period) => (
                <section key={period} className="supply-card" data-testid={`supply-overview-${period}`}>
                  <h3>{t(`overview.${period}`)}</h3>
                  <strong>{data.periods[period].meals.total}</strong> {t('overview.mealsUnit')}
                  <dl>
                    <dt>{t('field.diners')}</dt>
                    <dd>{data.periods[period].diners}</dd>
                    {MEALS.map((meal) => (
                      <div key={meal} style={{ display: 'contents' }}>
                        <dt>{t(`meal.${meal}`)}</dt>
                        <dd>{data.periods[period].meals[meal]}</dd>
                      </div>
                    ))}
                  </dl>
                </section>
              ))}
            </div>
            <h2 className="supply-section-title">{t('overview.trend')}</h2>
            {served ? (
              <Chart option={option} label={t('overview.trendLabel')} testId="supply-overview-chart" />
            ) : (
              <Empty description={t('overview.noMeals')} data-testid="supply-overview-empty" />
            )}
            <h2 className="supply-section-title">{t('overview.canteens')}</h2>
            <Table
              rowKey="canteenId"
              border
              data={data.canteens}
              pagination={data.canteens.length > 20 ? { pageSize: 20 } : false}
              noDataElement={<Empty description={t('noCanteens')} />}
              data-testid="supply-overview-canteens"
              columns={[
                { title: t('field.canteen'), dataIndex: 'canteenName' },
                { title: t('field.school'), dataIndex: 'schoolName' },
                { title: t('overview.todayMeals'), dataIndex: 'todayMeals', align: 'right', width: 120 },
                { title: t('overview.monthMeals'), dataIndex: 'monthMeals', align: 'right', width: 120 },
                { title: t('overview.monthDiners'), dataIndex: 'monthDiners', align: 'right', width: 140 },
              ]}
            />
          </>
        ) : null}
      </FiguresState>
    </Card>
  );
}
