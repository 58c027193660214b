import { Card, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiguresState } from '../../../components/figures-state';
import { RangeSearch } from '../components/range-search';
import { SeriesView, type SeriesField } from '../components/series-view';
import { useRechargeSeries } from '../hooks';
import type { RechargeFigure } from '../types';
import '../opening.css';
import '../i18n';

const FIELDS: SeriesField<RechargeFigure>[] = [
  { field: 'recharges', chart: 'line' },
  { field: 'recharged', money: true, chart: true },
  { field: 'refunds' },
  { field: 'refunded', money: true, chart: true },
];

/**
 * 充值统计: the recharges and cash refunds (count and yuan) per month and per school. The channel is what the data can
 * tell: every recharge is made at a keeper's desk (柜台).
 */
export function RechargePage() {
  const { t } = useTranslation('opening');
  const [filters, setFilters] = useState<Record<string, string>>({});
  const series = useRechargeSeries(filters);
  return (
    <Card className="page-card" data-testid="opening-recharge-page">
      <RangeSearch onChange={setFilters} testId="opening-recharge-search" />
      <p className="opening-note" data-testid="opening-recharge-channels">
        {t('recharge.channels')}
        {(series.data?.channels ?? []).map((channel) => (
          <Tag key={channel.channel} color="arcoblue" size="small" style={{ marginLeft: 6 }}>
            {t(`channel.${channel.channel}`, { defaultValue: channel.name })}
          </Tag>
        ))}
      </p>
      <FiguresState
        error={series.error}
        loaded={!!series.data}
        empty={!series.data?.months.length}
        onRetry={() => void series.mutate()}
        testId="opening-recharge"
      >
        {series.data ? <SeriesView data={series.data} fields={FIELDS} chartLabel={t('recharge.chart')} testId="opening-recharge" /> : null}
      </FiguresState>
    </Card>
  );
}
