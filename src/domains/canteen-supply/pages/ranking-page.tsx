import { Card, Empty, Table } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Empty/style/css';
import '@arco-design/web-react/es/Table/style/css';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../components/chart';
import { FiguresState } from '../../../components/figures-state';
import { SupplyFilterBar } from '../components/supply-filters';
import { useRanking } from '../hooks';
import { rankingChartOption } from '../logic';
import type { RankRow, SupplyFilters } from '../types';
import '../components/supply.css';
import '../i18n';

/**
 * 食堂排名: the canteens of the reach ranked by meals served over the range, and by complaint-free days — shown as
 * 暂无投诉数据 while 投诉建议 records nothing (never an invented figure).
 */
export function CanteenRankingPage() {
  const { t } = useTranslation('canteenSupply');
  const [filters, setFilters] = useState<SupplyFilters>({});
  const ranking = useRanking(filters);
  const data = ranking.data;
  const option = useMemo(() => rankingChartOption(data?.rows ?? [], t('field.meals')), [data, t]);
  const complaint = (value: number | null) => (data?.complaintData && value !== null ? value : t('ranking.noComplaintData'));
  return (
    <Card className="page-card" data-testid="supply-ranking-page">
      <SupplyFilterBar onSearch={setFilters} testId="supply-ranking-search" />
      <FiguresState error={ranking.error} loaded={!!data} onRetry={() => void ranking.mutate()} testId="supply-ranking" errorTitle={t('loadFailed')}>
        {data ? (
          <>
            <p className="supply-range" data-testid="supply-ranking-range">
              {t('range', { first: data.first, last: data.last })}
            </p>
            {data.rows.some((row) => row.meals > 0) ? <Chart option={option} label={t('ranking.chart')} testId="supply-ranking-chart" /> : null}
            <Table<RankRow>
              rowKey="canteenId"
              border
              loading={ranking.isValidating}
              data={data.rows}
              pagination={data.rows.length > 20 ? { pageSize: 20 } : false}
              noDataElement={<Empty description={t('noCanteens')} />}
              data-testid="supply-ranking-table"
              columns={[
                { title: t('ranking.rank'), dataIndex: 'rank', width: 70, align: 'center' },
                { title: t('field.canteen'), dataIndex: 'canteenName' },
                { title: t('field.school'), dataIndex: 'schoolName' },
                { title: t('field.meals'), dataIndex: 'meals', align: 'right', width: 100 },
                { title: t('field.diners'), dataIndex: 'diners', align: 'right', width: 100 },
                { title: t('ranking.servedDays'), dataIndex: 'servedDays', align: 'right', width: 100 },
                { title: t('ranking.complaintFreeDays'), dataIndex: 'complaintFreeDays', width: 150, render: complaint },
                { title: t('ranking.complaintRank'), dataIndex: 'complaintRank', width: 120, render: complaint },
              ]}
            />
            {data.complaintData ? null : (
              <p className="supply-range" data-testid="supply-ranking-complaints">
                {t('ranking.complaintNote')}
              </p>
            )}
          </>
        ) : null}
      </FiguresState>
    </Card>
  );
}
