import { Card, Empty, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Empty/style/css';
import '@arco-design/web-react/es/Select/style/css';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../components/chart';
import { CrudTable, useCrudList } from '../../../components/crud';
import { StatusPanel } from '../../../components/status-panel';
import { errorText } from '../../../lib/http';
import { fetchRatings, type Rating } from '../api';
import { MonthRange } from '../components/month-range';
import { useRatingTrend } from '../hooks';
import '../i18n';

/** 供餐评价 (校外供餐): each provider's average score by month (the schools' ratings; parents' too once they come), and the ratings. */
export function EvaluationPage() {
  const { t } = useTranslation('mealSupply');
  const [filters, setFilters] = useState<Record<string, string>>({});
  const trend = useRatingTrend(filters);
  const list = useCrudList<Rating>('meal-ratings', fetchRatings);
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { data: (trend.data?.providers ?? []).map((provider) => provider.providerName) },
      xAxis: { type: 'category', data: trend.data?.months ?? [] },
      yAxis: { type: 'value', min: 0, max: 5 },
      series: (trend.data?.providers ?? []).map((provider) => ({ name: provider.providerName, type: 'line', connectNulls: true, data: provider.average })),
    }),
    [trend.data],
  );
  return (
    <Card className="page-card" data-testid="meal-evaluation-page">
      <h3>{t('evaluation.trend')}</h3>
      <MonthRange onSearch={setFilters} testId="meal-evaluation-search" />
      {trend.error ? (
        <StatusPanel
          kind="error"
          title={t('crud:loadFailed')}
          detail={errorText(trend.error, t('crud:loadFailed'))}
          actionLabel={t('common:retry')}
          onAction={() => void trend.mutate()}
          testId="meal-evaluation-error"
          error={trend.error}
        />
      ) : trend.data && !trend.data.providers.length ? (
        <Empty description={t('evaluation.empty')} />
      ) : (
        <Chart option={option} label={t('evaluation.trend')} testId="meal-evaluation-chart" />
      )}
      <h3>{t('evaluation.list')}</h3>
      <CrudTable<Rating>
        name="meal-ratings"
        list={list}
        emptyText={t('evaluation.empty')}
        searchFields={[
          {
            field: 'maxScore',
            label: t('evaluation.maxScore'),
            control: (
              <Select
                allowClear
                aria-label={t('evaluation.maxScore')}
                style={{ width: 100 }}
                options={[1, 2, 3, 4, 5].map((score) => ({ value: String(score), label: String(score) }))}
              />
            ),
          },
        ]}
        columns={[
          { title: t('field.provider'), dataIndex: 'providerName', width: 180 },
          { title: t('field.school'), dataIndex: 'schoolName', width: 150 },
          { title: t('field.mealDate'), dataIndex: 'mealDate', width: 110, render: (value: string | null, row) => value ?? row.month },
          { title: t('field.source'), dataIndex: 'source', width: 80, render: (source: string) => t(`source.${source}`) },
          { title: t('field.score'), dataIndex: 'score', width: 70, align: 'right' },
          { title: t('field.comment'), dataIndex: 'comment', ellipsis: true },
          { title: t('field.ratedAt'), dataIndex: 'createTime', width: 160 },
        ]}
      />
    </Card>
  );
}
